import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { meetingResolutions, resolution, writtenResolutions } from "../../../app/.server/meetings/vote-views";
import {
  castBallot,
  closeVote,
  closeVotesPastDeadline,
  createResolution,
  openVote,
  updateResolution,
} from "../../../app/.server/meetings/votes";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import { VOTE_MESSAGES } from "../../../app/lib/meetings/vote-messages";
import { ResolutionSchema } from "../../../app/lib/meetings/vote-schemas";
import { actorContext, addMember, createRoleBoard, createUser, serviceContext } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

const resolutionInput = (fields: Record<string, unknown> = {}) =>
  ResolutionSchema.parse({ title: "Approve the budget", allowAbstention: "on", ...fields });

/** A meeting run by the owner with three voting directors (a, b, c) and the meeting's agenda. */
async function boardWithMeeting(meetingOverrides: Parameters<typeof insertMeeting>[2] = {}) {
  const board = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer", "outsider"] });
  const directors = [];
  for (const name of ["Ada", "Ben", "Cy"]) {
    const user = await createUser({ fullName: name });
    await addMember(board.org.id, user.id, "member");
    directors.push(user);
  }
  const meeting = await insertMeeting(board.org.id, board.users.owner.id, meetingOverrides);
  const [item] = await insertAgenda(meeting.id, ["Budget"]);
  const seats = [];
  for (const user of directors) seats.push(await insertParticipant(meeting.id, user.id, { presence: "present" }));
  const [a, b, c] = await Promise.all(directors.map((user) => actorContext(user)));
  return { ...board, meeting, item, directors, seats, a, b, c };
}

describe("votes in a meeting", () => {
  it("opens, takes one ballot per voter, closes and stores every result field", async () => {
    const { ctx, meeting, a, b, c } = await boardWithMeeting();
    const { id } = await createResolution(ctx, { meetingId: meeting.id }, resolutionInput());
    await openVote(ctx, id);
    await castBallot(a, id, { choice: "for" });
    await castBallot(b, id, { choice: "against" });
    expect((await rejection(castBallot(a, id, { choice: "against" }))).message).toBe(VOTE_MESSAGES.alreadyVoted);
    await castBallot(c, id, { choice: "for" });
    const closed = await closeVote(ctx, id);
    expect(closed).toMatchObject({
      status: "closed",
      totalEligible: 3,
      totalCast: 3,
      forCount: 2,
      againstCount: 1,
      abstainCount: 0,
      proxyCount: 0,
      quorumMet: true,
      result: "passed",
    });
    const view = await resolution(a, id);
    expect(view.results?.percentageFor).toBe(66.7);
    expect(view.ballotsByName.map((row) => `${row.name}:${row.choice}`)).toEqual(["Ada:for", "Ben:against", "Cy:for"]);
    expect((await rejection(castBallot(a, id, { choice: "for" }))).message).toBe(VOTE_MESSAGES.closed);
  });

  it("lets two concurrent casts by the same voter store one ballot: the other is 409", async () => {
    const { ctx, meeting, a } = await boardWithMeeting();
    const { id } = await createResolution(ctx, { meetingId: meeting.id }, resolutionInput());
    await openVote(ctx, id);
    const settled = await Promise.allSettled([
      castBallot(a, id, { choice: "for" }),
      castBallot(a, id, { choice: "against" }),
    ]);
    const refused = settled.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
      message: VOTE_MESSAGES.alreadyVoted,
    });
    const ballots = await serviceContext()
      .db.select()
      .from(schema.voteBallots)
      .where(eq(schema.voteBallots.voteId, id));
    expect(ballots).toHaveLength(1);
  });

  it("refuses the recused, the ineligible, abstention when not allowed, and names the recused", async () => {
    const { ctx, meeting, item, a, b, directors, users } = await boardWithMeeting();
    await serviceContext().db.insert(schema.meetingConflicts).values({
      id: crypto.randomUUID(),
      meetingId: meeting.id,
      agendaItemId: item.id,
      userId: directors[0].id,
      description: "Supplier is my employer",
    });
    const input = resolutionInput({ agendaItemId: item.id, allowAbstention: undefined });
    const { id } = await createResolution(ctx, { meetingId: meeting.id }, input);
    await openVote(ctx, id);
    expect(await rejection(castBallot(a, id, { choice: "for" }))).toMatchObject({
      status: 403,
      message: VOTE_MESSAGES.recused,
    });
    // A seated observer sees the vote but has no vote.
    await insertParticipant(meeting.id, users.member.id, { role: "observer", isVotingEligible: false });
    const member = await actorContext(users.member);
    expect((await rejection(castBallot(member, id, { choice: "for" }))).message).toBe(VOTE_MESSAGES.notEligible);
    expect(await rejection(castBallot(b, id, { choice: "abstain" }))).toMatchObject({
      status: 400,
      message: VOTE_MESSAGES.noAbstention,
    });
    const view = await resolution(b, id);
    expect(view.recused).toEqual(["Ada"]);
    expect(view.turnout).toEqual({ cast: 0, eligible: 2 });
  });

  it("lets a proxy cast once per principal, and never twice for the same one", async () => {
    const { ctx, meeting, seats, directors, b, c } = await boardWithMeeting();
    // Ada gives her proxy to Ben.
    await serviceContext()
      .db.update(schema.meetingParticipants)
      .set({ delegateUserId: directors[1].id })
      .where(eq(schema.meetingParticipants.id, seats[0].id));
    const { id } = await createResolution(ctx, { meetingId: meeting.id }, resolutionInput({ allowProxy: "on" }));
    await openVote(ctx, id);
    expect((await resolution(b, id)).ballotsToCast.map((row) => row.name)).toEqual(["Ben", "Ada"]);
    await castBallot(b, id, { choice: "for", onBehalfOf: directors[0].id });
    expect((await rejection(castBallot(b, id, { choice: "for", onBehalfOf: directors[0].id }))).message).toBe(
      VOTE_MESSAGES.alreadyVotedFor,
    );
    expect((await rejection(castBallot(c, id, { choice: "for", onBehalfOf: directors[0].id }))).message).toBe(
      VOTE_MESSAGES.noProxy,
    );
    await castBallot(b, id, { choice: "against" });
    const closed = await closeVote(ctx, id);
    expect(closed).toMatchObject({ totalCast: 2, proxyCount: 1, forCount: 1, againstCount: 1, result: "failed" });
  });

  it("stores anonymous ballots with nothing that leads back to the voter", async () => {
    const { ctx, meeting, a, b } = await boardWithMeeting({ allowsAnonymousVoting: true });
    const { id } = await createResolution(ctx, { meetingId: meeting.id }, resolutionInput({ isAnonymous: "on" }));
    await openVote(ctx, id);
    await castBallot(a, id, { choice: "for" });
    await castBallot(b, id, { choice: "against" });
    const db = serviceContext().db;
    const ballots = await db.select().from(schema.voteBallots).where(eq(schema.voteBallots.voteId, id));
    expect(ballots.map((row) => [row.voterId, row.castAt])).toEqual([
      [null, null],
      [null, null],
    ]);
    const turnout = await db.select().from(schema.voteTurnout).where(eq(schema.voteTurnout.voteId, id));
    expect(turnout).toHaveLength(2);
    const audit = await db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.entityId, id), eq(schema.auditLogs.action, "vote.ballot_cast")));
    expect(JSON.stringify(audit)).not.toMatch(/"for"|"against"/);
    // Nor the order they were written in: the table has no rowid to line ballots up with turnout by time.
    await expect(env.DB.prepare("select rowid from vote_ballots").all()).rejects.toThrow(/no such column: rowid/);
    await closeVote(ctx, id);
    const view = await resolution(a, id);
    expect(view.ballotsByName).toEqual([]);
    expect(view.voted.map((row) => row.name).sort()).toEqual(["Ada", "Ben"]);
    expect(view.results).toMatchObject({ forCount: 1, againstCount: 1 });
  });

  it("refuses anonymous votes where the meeting does not allow them, and edits only drafts", async () => {
    const { ctx, meeting } = await boardWithMeeting();
    const refused = await rejection(
      createResolution(ctx, { meetingId: meeting.id }, resolutionInput({ isAnonymous: "on" })),
    );
    expect(refused.message).toBe(VOTE_MESSAGES.anonymousNotAllowed);
    const { id } = await createResolution(ctx, { meetingId: meeting.id }, resolutionInput());
    await updateResolution(ctx, id, resolutionInput({ title: "Approve the revised budget" }));
    await openVote(ctx, id);
    expect((await rejection(updateResolution(ctx, id, resolutionInput()))).status).toBe(409);
    expect((await meetingResolutions(ctx, meeting.id)).resolutions[0].title).toBe("Approve the revised budget");
  });

  it("answers no_quorum when too few voting members are present", async () => {
    const { ctx, meeting, seats, a } = await boardWithMeeting({ requiresQuorum: true, quorumThreshold: 0.75 });
    await serviceContext()
      .db.update(schema.meetingParticipants)
      .set({ presence: "absent" })
      .where(eq(schema.meetingParticipants.id, seats[2].id));
    const { id } = await createResolution(ctx, { meetingId: meeting.id }, resolutionInput());
    await openVote(ctx, id);
    await castBallot(a, id, { choice: "for" });
    expect((await closeVote(ctx, id)).result).toBe("no_quorum");
  });

  it("notifies the eligible voters when a vote opens", async () => {
    const { ctx, meeting, directors } = await boardWithMeeting();
    const { id } = await createResolution(ctx, { meetingId: meeting.id }, resolutionInput());
    await openVote(ctx, id);
    const rows = await serviceContext()
      .db.select()
      .from(schema.notifications)
      .where(eq(schema.notifications.recipientId, directors[2].id));
    expect(rows.map((row) => row.title)).toEqual(["Vote open: Approve the budget"]);
  });
});

describe("written resolutions between meetings", () => {
  it("go to the members who create content, and close at the deadline by themselves", async () => {
    const { ctx, org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer"] });
    const deadline = Date.now() + 60_000;
    const { id } = await createResolution(ctx, { organizationRef: org.id }, resolutionInput({ deadline }));
    await openVote(ctx, id);
    const viewer = await actorContext(users.viewer);
    expect((await rejection(castBallot(viewer, id, { choice: "for" }))).message).toBe(VOTE_MESSAGES.notEligible);
    await castBallot(await actorContext(users.member), id, { choice: "for" });
    await castBallot(await actorContext(users.admin), id, { choice: "for" });
    expect((await resolution(viewer, id)).turnout).toEqual({ cast: 2, eligible: 3 });
    await serviceContext()
      .db.update(schema.votes)
      .set({ deadline: Date.now() - 1 })
      .where(eq(schema.votes.id, id));
    const refused = await rejection(castBallot(ctx, id, { choice: "against" }));
    expect(refused).toMatchObject({ status: 409, message: VOTE_MESSAGES.deadlinePassed });
    const list = await writtenResolutions(viewer, org.id);
    expect(list.resolutions[0]).toMatchObject({
      status: "closed",
      result: "passed",
      totalEligible: 3,
      quorumMet: true,
    });
  });

  it("need a deadline, and are put only by owners and admins", async () => {
    const { ctx, org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    expect((await rejection(createResolution(ctx, { organizationRef: org.id }, resolutionInput()))).message).toBe(
      VOTE_MESSAGES.deadlineRequired,
    );
    const member = await actorContext(users.member);
    const refused = await rejection(
      createResolution(member, { organizationRef: org.id }, resolutionInput({ deadline: Date.now() + 60_000 })),
    );
    expect(refused.status).toBe(403);
  });

  it("are closed by the Cron trigger past their deadline", async () => {
    const { ctx, org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const { id } = await createResolution(
      ctx,
      { organizationRef: org.id },
      resolutionInput({ deadline: Date.now() + 60_000 }),
    );
    await openVote(ctx, id);
    await castBallot(await actorContext(users.member), id, { choice: "against" });
    await serviceContext()
      .db.update(schema.votes)
      .set({ deadline: Date.now() - 1 })
      .where(eq(schema.votes.id, id));
    expect(await closeVotesPastDeadline(serviceContext())).toBeGreaterThanOrEqual(1);
    const row = await createDb(env.DB).select().from(schema.votes).where(eq(schema.votes.id, id)).get();
    expect(row).toMatchObject({ status: "closed", result: "failed", totalCast: 1 });
  });
});
