import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createAction,
  deleteAction,
  meetingActions,
  moveAction,
  myOpenActionsQuery,
  updateAction,
} from "../../../app/.server/meetings/actions";
import { meetingInsights } from "../../../app/.server/meetings/insights";
import { castBallot, closeVote, createResolution, openVote } from "../../../app/.server/meetings/votes";
import { schema } from "../../../app/.server/platform/db/client";
import { ActionItemSchema } from "../../../app/lib/meetings/action-item-schemas";
import { ACTION_MESSAGES } from "../../../app/lib/meetings/action-items";
import { ResolutionSchema } from "../../../app/lib/meetings/vote-schemas";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

const DAY = 24 * 60 * 60 * 1000;
const action = (fields: Record<string, unknown>) =>
  ActionItemSchema.parse({ description: "Send the budget", ...fields });

describe("action items", () => {
  it("are assigned to active members, notify them, move along and show overdue", async () => {
    const { ctx, org, users } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
    const meeting = await insertMeeting(org.id, users.owner.id);
    await insertParticipant(meeting.id, users.member.id);
    const refused = await rejection(createAction(ctx, meeting.id, action({ assignedTo: users.outsider.id })));
    expect(refused).toMatchObject({ status: 400, message: ACTION_MESSAGES.assigneeNotMember });
    const yesterday = Date.now() - 2 * DAY;
    const { id } = await createAction(ctx, meeting.id, action({ assignedTo: users.member.id, dueDate: yesterday }));
    const notes = await serviceContext()
      .db.select()
      .from(schema.notifications)
      .where(eq(schema.notifications.recipientId, users.member.id));
    expect(notes.map((note) => note.title)).toEqual(["Action assigned to you: Send the budget"]);
    const member = await actorContext(users.member);
    let [listed] = (await meetingActions(member, meeting.id)).actions;
    expect(listed).toMatchObject({ assigneeName: "Board member", overdue: true, canMove: true, status: "todo" });
    const mine = await myOpenActionsQuery(member, users.member.id).all();
    expect(mine.map((row) => row.description)).toEqual(["Send the budget"]);
    await moveAction(member, id, "in_progress");
    await moveAction(member, id, "completed");
    [listed] = (await meetingActions(member, meeting.id)).actions;
    expect(listed.status).toBe("completed");
    expect(listed.completedAt).toBeTypeOf("number");
    expect(listed.overdue).toBe(false);
    expect(await myOpenActionsQuery(member, users.member.id).all()).toEqual([]);
    expect((await rejection(moveAction(member, id, "todo"))).message).toBe(ACTION_MESSAGES.badMove);
  });

  it("link only to this meeting's agenda items and resolutions, and only runners edit or delete", async () => {
    const { ctx, org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id);
    const other = await insertMeeting(org.id, users.owner.id);
    const [elsewhere] = await insertAgenda(other.id, ["Elsewhere"]);
    const [here] = await insertAgenda(meeting.id, ["Here"]);
    expect((await rejection(createAction(ctx, meeting.id, action({ agendaItemId: elsewhere.id })))).status).toBe(400);
    const { id } = await createAction(ctx, meeting.id, action({ agendaItemId: here.id }));
    await insertParticipant(meeting.id, users.member.id);
    const member = await actorContext(users.member);
    expect((await rejection(updateAction(member, id, action({})))).status).toBe(403);
    expect((await rejection(moveAction(member, id, "in_progress"))).status).toBe(403);
    await updateAction(ctx, id, action({ description: "Send the revised budget", agendaItemId: here.id }));
    expect((await meetingActions(member, meeting.id)).actions[0]).toMatchObject({
      description: "Send the revised budget",
      agendaItemTitle: "Here",
    });
    await deleteAction(ctx, id);
    expect((await meetingActions(member, meeting.id)).actions).toEqual([]);
  });
});

describe("insights", () => {
  it("say they will be available before any fact exists", async () => {
    const { ctx, org, users } = await createRoleBoard({ seats: ["owner"] });
    const meeting = await insertMeeting(org.id, users.owner.id);
    await insertParticipant(meeting.id, users.owner.id);
    expect((await meetingInsights(ctx, meeting.id)).available).toBe(false);
  });

  it("are computed from recorded facts only", async () => {
    const { ctx, org, users } = await createRoleBoard({ seats: ["owner", "member", "viewer"] });
    const start = Date.now() - 3 * 60 * 60 * 1000;
    const meeting = await insertMeeting(org.id, users.owner.id, {
      scheduledStart: start,
      scheduledEnd: start + 60 * 60 * 1000,
      actualStart: start,
      actualEnd: start + 80 * 60 * 1000,
      status: "completed",
    });
    await insertParticipant(meeting.id, users.owner.id, { presence: "present" });
    await insertParticipant(meeting.id, users.member.id, { presence: "virtual" });
    await insertParticipant(meeting.id, users.viewer.id, { presence: "absent", isVotingEligible: false });
    await insertAgenda(meeting.id, ["One", "Two"], { status: "completed" });
    await insertAgenda(meeting.id, ["Three"]);
    const { id } = await createResolution(ctx, { meetingId: meeting.id }, ResolutionSchema.parse({ title: "Approve" }));
    await openVote(ctx, id);
    await castBallot(ctx, id, { choice: "for" });
    await closeVote(ctx, id);
    await createAction(ctx, meeting.id, action({}));
    const insights = await meetingInsights(await actorContext(users.member), meeting.id);
    if (!insights.available) throw new Error("expected insights");
    expect(insights.duration).toEqual({ scheduledMinutes: 60, actualMinutes: 80, efficiencyPercent: 75 });
    expect(insights.participation).toEqual({ invited: 3, attended: 2, present: 2, attendanceRatePercent: 67 });
    expect(insights.decisions).toMatchObject({ total: 1, decided: 1, passed: 1, averageVotingMinutes: 0 });
    expect(insights.productivity).toEqual({ agendaItems: 3, agendaItemsCompleted: 2, actionItemsCreated: 1 });
    expect(Object.keys(insights)).not.toContain("speakingTime");
  });
});
