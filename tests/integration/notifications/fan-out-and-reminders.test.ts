// Fan-out through the queue (more than FAN_OUT_THRESHOLD recipients: written by the consumer in batches, never in
// the request) and meeting reminders sent once per user, meeting and offset by the Cron job.
import { createScheduledController, env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runDeadlineNotices } from "../../../app/.server/notifications/deadlines";
import { notify } from "../../../app/.server/notifications/notify";
import { reminderTitle, runMeetingReminders } from "../../../app/.server/notifications/reminders";
import { schema } from "../../../app/.server/platform/db/client";
import { FAN_OUT_THRESHOLD } from "../../../app/lib/notifications/delivery";
import { handleJobBatch, runScheduledJobs } from "../../../workers/jobs";
import { createOrganization, createUser, serviceContext } from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";
import { batchOf } from "../../helpers/queue";
import { IMMEDIATE, mailTo, notificationsOf, recipient } from "./delivery-fixtures";

const MINUTE = 60_000;

describe("fan-out", () => {
  it("queues a notification to many recipients and the consumer writes every row and email", async () => {
    const people = await Promise.all(Array.from({ length: FAN_OUT_THRESHOLD + 10 }, () => createUser()));
    const eager = await recipient();
    const ids = [...people.map((person) => person.id), eager.id];
    const sent: unknown[] = [];
    const jobs = {
      send: async (body: unknown) => void sent.push(body),
      sendBatch: async (messages: { body: unknown }[]) => void sent.push(...messages.map((message) => message.body)),
    } as unknown as Queue;
    const ctx = { ...serviceContext(), env: { ...env, JOBS: jobs } };
    const result = await notify(ctx, {
      recipients: ids,
      type: "system",
      priority: "medium",
      category: "system",
      title: "Platform maintenance tonight",
    });
    expect(result).toEqual({ ids: [], queued: ids.length });
    // Nothing written in the request.
    const written = () =>
      ctx.db.select().from(schema.notifications).where(inArray(schema.notifications.recipientId, ids)).all();
    expect(await written()).toEqual([]);
    expect(sent).toHaveLength(1);

    const { batch, outcome } = batchOf(sent[0]);
    await handleJobBatch(batch, env);
    expect(outcome).toEqual({ acked: true, retried: false });
    const rows = await written();
    expect(rows).toHaveLength(ids.length);
    expect(new Set(rows.map((row) => row.recipientId))).toEqual(new Set(ids));
    expect((await mailTo(eager.email)).map((mail) => mail.subject)).toEqual(["Platform maintenance tonight"]);
  });

  it("refuses a malformed fan-out job without writing anything", async () => {
    const user = await createUser();
    const body = { kind: "notification-fan-out", notification: { title: "" }, recipientIds: [user.id], createdAt: 1 };
    const { batch, outcome } = batchOf(body);
    await handleJobBatch(batch, env);
    // Acked, not retried: a body that does not parse never will.
    expect(outcome).toEqual({ acked: true, retried: false });
    expect(await notificationsOf(user.id)).toEqual([]);
  });
});

describe("meeting reminders", () => {
  it("reminds each participant once per offset, at their own minutes, however often the Cron job runs", async () => {
    const organizer = await createUser();
    const organization = await createOrganization({ ownerId: organizer.id });
    const usual = await recipient(); // 15 and 5
    const early = await recipient({ reminderMinutes: [60] });
    const none = await recipient({ reminderMinutes: [] });
    const declined = await recipient();
    const start = Date.now() + 14 * MINUTE;
    const meeting = await insertMeeting(organization.id, organizer.id, {
      scheduledStart: start,
      scheduledEnd: start + 60 * MINUTE,
    });
    for (const user of [usual, early, none]) await insertParticipant(meeting.id, user.id);
    await insertParticipant(meeting.id, declined.id, { attendanceStatus: "declined" });
    const ctx = serviceContext();

    await Promise.all([runMeetingReminders(ctx, Date.now()), runMeetingReminders(ctx, Date.now())]);
    await runScheduledJobs(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env);
    const titles = async (userId: string) => (await notificationsOf(userId)).map((row) => row.title);
    expect(await titles(usual.id)).toEqual([reminderTitle("Board meeting", 14)]);
    expect(await titles(early.id)).toEqual([reminderTitle("Board meeting", 14)]);
    expect(await titles(none.id)).toEqual([]);
    expect(await titles(declined.id)).toEqual([]);
    expect((await mailTo(usual.email)).map((mail) => mail.subject)).toEqual([reminderTitle("Board meeting", 14)]);

    // Ten minutes on: the 5-minute reminder is due for the usual participant only.
    await runMeetingReminders(ctx, start - 4 * MINUTE);
    await runMeetingReminders(ctx, start - 4 * MINUTE);
    expect(await titles(usual.id)).toHaveLength(2);
    expect((await titles(usual.id)).sort()).toContain(reminderTitle("Board meeting", 4));
    expect(await titles(early.id)).toHaveLength(1);
  });

  it("does not remind about a cancelled meeting", async () => {
    const organizer = await createUser();
    const organization = await createOrganization({ ownerId: organizer.id });
    const user = await recipient({ ...IMMEDIATE });
    const start = Date.now() + 4 * MINUTE;
    const meeting = await insertMeeting(organization.id, organizer.id, { scheduledStart: start, status: "cancelled" });
    await insertParticipant(meeting.id, user.id);
    await runMeetingReminders(serviceContext(), Date.now());
    expect(await notificationsOf(user.id)).toEqual([]);
  });
});

describe("deadline notices", () => {
  it("tells an assignee once that their action is due within a day, and again if the date moves", async () => {
    const organizer = await createUser();
    const organization = await createOrganization({ ownerId: organizer.id });
    const assignee = await recipient();
    const ctx = serviceContext();
    const id = crypto.randomUUID();
    await ctx.db.insert(schema.actionItems).values({
      id,
      organizationId: organization.id,
      description: "Circulate the audit report",
      assignedTo: assignee.id,
      dueDate: Date.now() + 3 * 60 * MINUTE,
    });
    await runDeadlineNotices(ctx, Date.now());
    await runDeadlineNotices(ctx, Date.now());
    expect((await notificationsOf(assignee.id)).map((row) => row.title)).toEqual([
      "Action due soon: Circulate the audit report",
    ]);
    await ctx.db
      .update(schema.actionItems)
      .set({ dueDate: Date.now() + 5 * 60 * MINUTE })
      .where(eq(schema.actionItems.id, id));
    await runDeadlineNotices(ctx, Date.now());
    expect(await notificationsOf(assignee.id)).toHaveLength(2);
  });
});
