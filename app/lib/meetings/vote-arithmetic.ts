// The vote count (issue 11; 002 §3.9 Vote results, §4.8 defaults): pure, so the service, the pages and the tests
// share ONE copy of the rule. Docs: docs/decisions/040-vote-arithmetic.md.
//
// - Eligible: the voters fixed when the vote opened, minus the recused (they are named apart, never counted).
// - Counted ballots: for + against. Abstentions are cast (they count towards turnout and their percentage is
//   shown) but are not in the denominator of the decision: abstaining is neither a yes nor a no.
// - simple_majority: for > threshold% of counted (threshold default 50, so a tie fails);
//   two_thirds: for ≥ 2/3 of counted; unanimous: at least one for and none against (abstentions allowed).
//   No counted ballot at all (nobody, or only abstentions) fails: nothing was carried.
// - Quorum first: when it is not met the result is no_quorum, whatever the ballots say.
// - Percentages are of the ballots cast (abstentions included), rounded to one decimal.
import { DEFAULT_VOTE_THRESHOLD, type VoteChoice, type VoteResult, type VotingMethod } from "./constants";

export type CountedBallot = { choice: VoteChoice; isProxy: boolean };
export type EligibleVoter = { userId: string; recused: boolean };

export type VoteResults = {
  totalEligible: number;
  totalCast: number;
  forCount: number;
  againstCount: number;
  abstainCount: number;
  proxyCount: number;
  percentageFor: number;
  percentageAgainst: number;
  percentageAbstain: number;
  quorumMet: boolean;
  result: Exclude<VoteResult, "pending">;
  calculatedAt: number;
};

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** Whether the counted ballots carry the motion under its method (quorum aside). */
export function carries(method: VotingMethod, threshold: number, forCount: number, againstCount: number): boolean {
  const counted = forCount + againstCount;
  if (counted === 0) return false;
  switch (method) {
    case "simple_majority":
      // Integers only: for/counted > threshold/100 without floating point.
      return forCount * 100 > threshold * counted;
    case "two_thirds":
      return forCount * 3 >= counted * 2;
    case "unanimous":
      return againstCount === 0;
  }
}

/**
 * Quorum for a vote between meetings (a written resolution): enough of the eligible voters returned a ballot.
 * `threshold` is a fraction like the meeting's; with no eligible voter there is no quorum.
 */
export function turnoutQuorumMet(eligible: number, cast: number, threshold: number): boolean {
  if (eligible === 0) return false;
  const needed = Math.max(1, Math.ceil(eligible * Math.min(Math.max(threshold, 0), 1) - 1e-9));
  return cast >= needed;
}

export function countVote(input: {
  method: VotingMethod;
  threshold?: number;
  eligible: readonly EligibleVoter[];
  ballots: readonly CountedBallot[];
  quorumMet: boolean;
  at: number;
}): VoteResults {
  const threshold = input.threshold ?? DEFAULT_VOTE_THRESHOLD;
  const tally = { for: 0, against: 0, abstain: 0 };
  let proxyCount = 0;
  for (const ballot of input.ballots) {
    tally[ballot.choice]++;
    if (ballot.isProxy) proxyCount++;
  }
  const totalCast = input.ballots.length;
  const result = !input.quorumMet
    ? "no_quorum"
    : carries(input.method, threshold, tally.for, tally.against)
      ? "passed"
      : "failed";
  return {
    totalEligible: input.eligible.filter((voter) => !voter.recused).length,
    totalCast,
    forCount: tally.for,
    againstCount: tally.against,
    abstainCount: tally.abstain,
    proxyCount,
    percentageFor: percentOf(tally.for, totalCast),
    percentageAgainst: percentOf(tally.against, totalCast),
    percentageAbstain: percentOf(tally.abstain, totalCast),
    quorumMet: input.quorumMet,
    result,
    calculatedAt: input.at,
  };
}

/** The percentages of stored counts (the table keeps counts only; 002 §3.9's percentages are derived). */
export function percentagesOf(counts: { forCount: number; againstCount: number; abstainCount: number }) {
  const cast = counts.forCount + counts.againstCount + counts.abstainCount;
  return {
    percentageFor: percentOf(counts.forCount, cast),
    percentageAgainst: percentOf(counts.againstCount, cast),
    percentageAbstain: percentOf(counts.abstainCount, cast),
  };
}
