import { describe, expect, it } from "vitest";
import type { VoteChoice, VotingMethod } from "~/lib/meetings/constants";
import { carries, countVote, percentagesOf, turnoutQuorumMet } from "~/lib/meetings/vote-arithmetic";

const eligible = (n: number, recused = 0) =>
  Array.from({ length: n + recused }, (_, i) => ({ userId: `u${i}`, recused: i >= n }));
const ballots = (spec: string) =>
  [...spec].map((c) => ({
    choice: ({ f: "for", a: "against", x: "abstain" } as Record<string, VoteChoice>)[c.toLowerCase()],
    isProxy: c === c.toUpperCase(),
  }));

describe("the vote count", () => {
  // ballots: f = for, a = against, x = abstain; upper case = cast by proxy.
  const table: [string, VotingMethod, number, string, boolean, string][] = [
    ["a clear majority passes", "simple_majority", 50, "ffa", true, "passed"],
    ["a tie fails a simple majority", "simple_majority", 50, "ffaa", true, "failed"],
    ["abstentions are not in the denominator", "simple_majority", 50, "faxxx", true, "failed"],
    ["abstentions don't sink a majority", "simple_majority", 50, "ffaxxxx", true, "passed"],
    ["a higher threshold: 60% needs more than 60", "simple_majority", 60, "fffaa", true, "failed"],
    ["a higher threshold met", "simple_majority", 60, "ffffa", true, "passed"],
    ["two thirds exactly passes", "two_thirds", 50, "ffa", true, "passed"],
    ["just under two thirds fails", "two_thirds", 50, "fffaa", true, "failed"],
    ["two thirds with abstentions aside", "two_thirds", 50, "ffaxx", true, "passed"],
    ["unanimity with abstentions passes", "unanimous", 50, "fffx", true, "passed"],
    ["unanimity with one against fails", "unanimous", 50, "fffa", true, "failed"],
    ["only abstentions carry nothing", "unanimous", 50, "xxx", true, "failed"],
    ["no ballots carry nothing", "simple_majority", 50, "", true, "failed"],
    ["no quorum wins over the ballots", "simple_majority", 50, "fff", false, "no_quorum"],
    ["proxy ballots count like any other", "simple_majority", 50, "FFa", true, "passed"],
  ];
  it.each(table)("%s", (_name, method, threshold, spec, quorumMet, result) => {
    const counted = countVote({ method, threshold, eligible: eligible(7), ballots: ballots(spec), quorumMet, at: 1 });
    expect(counted.result).toBe(result);
  });

  it("fills every field of 002 §3.9's results, the recused out of the eligible count", () => {
    const results = countVote({
      method: "simple_majority",
      eligible: eligible(5, 2),
      ballots: ballots("FfaxX"),
      quorumMet: true,
      at: 1234,
    });
    expect(results).toEqual({
      totalEligible: 5,
      totalCast: 5,
      forCount: 2,
      againstCount: 1,
      abstainCount: 2,
      proxyCount: 2,
      percentageFor: 40,
      percentageAgainst: 20,
      percentageAbstain: 40,
      quorumMet: true,
      result: "passed",
      calculatedAt: 1234,
    });
  });

  it("rounds percentages to one decimal and derives them from stored counts the same way", () => {
    const results = countVote({
      method: "two_thirds",
      eligible: eligible(3),
      ballots: ballots("ffa"),
      quorumMet: true,
      at: 0,
    });
    expect([results.percentageFor, results.percentageAgainst]).toEqual([66.7, 33.3]);
    expect(percentagesOf({ forCount: 2, againstCount: 1, abstainCount: 0 })).toMatchObject({ percentageFor: 66.7 });
    expect(percentagesOf({ forCount: 0, againstCount: 0, abstainCount: 0 }).percentageFor).toBe(0);
  });

  it("uses the default threshold of 50 when none is given", () => {
    expect(carries("simple_majority", 50, 1, 1)).toBe(false);
    const results = countVote({
      method: "simple_majority",
      eligible: eligible(3),
      ballots: ballots("ffa"),
      quorumMet: true,
      at: 0,
    });
    expect(results.result).toBe("passed");
  });

  it("needs enough turnout for a written resolution's quorum", () => {
    expect(turnoutQuorumMet(5, 2, 0.5)).toBe(false);
    expect(turnoutQuorumMet(5, 3, 0.5)).toBe(true);
    expect(turnoutQuorumMet(4, 2, 0.5)).toBe(true);
    expect(turnoutQuorumMet(0, 0, 0.5)).toBe(false);
    expect(turnoutQuorumMet(5, 3, 0.6)).toBe(true);
  });
});
