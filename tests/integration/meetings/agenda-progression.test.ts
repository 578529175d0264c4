import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  addAgendaItem,
  completeAgendaItem,
  deleteAgendaItem,
  listAgenda,
  moveAgendaItem,
  startAgendaItem,
  updateAgendaItem,
} from "../../../app/.server/meetings/agenda";
import { schema } from "../../../app/.server/platform/db/client";
import { AgendaItemSchema } from "../../../app/lib/meetings/agenda-schemas";
import { actorContext, addMember, createRoleBoard, createUser, serviceContext } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

async function board() {
  const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
  const meeting = await insertMeeting(org.id, users.owner.id);
  return { org, users, meeting, chair: await actorContext(users.owner) };
}

const titles = async (ctx: Awaited<ReturnType<typeof actorContext>>, meetingId: string) =>
  (await listAgenda(ctx, meetingId)).items.map((item) => item.title);

describe("agenda builder", () => {
  it("adds items in order, edits them and renumbers after a delete", async () => {
    const { meeting, chair } = await board();
    for (const title of ["Opening", "Finance", "AOB"]) {
      await addAgendaItem(chair, meeting.id, AgendaItemSchema.parse({ title, estimatedDurationMinutes: "10" }));
    }
    const { items } = await listAgenda(chair, meeting.id);
    expect(items.map((item) => [item.title, item.orderIndex, item.estimatedDurationMinutes])).toEqual([
      ["Opening", 0, 10],
      ["Finance", 1, 10],
      ["AOB", 2, 10],
    ]);
    await updateAgendaItem(chair, meeting.id, items[1].id, { title: "Finance report", hasMotion: true });
    await deleteAgendaItem(chair, meeting.id, items[0].id);
    const after = (await listAgenda(chair, meeting.id)).items;
    expect(after.map((item) => [item.title, item.orderIndex, item.hasMotion])).toEqual([
      ["Finance report", 0, true],
      ["AOB", 1, false],
    ]);
  });

  it("refuses a bad title and a presenter from outside the organisation", async () => {
    const { meeting, chair } = await board();
    expect(AgendaItemSchema.safeParse({ title: " " }).success).toBe(false);
    const outsider = await createUser();
    const refused = await rejection(
      addAgendaItem(chair, meeting.id, AgendaItemSchema.parse({ title: "Audit", presenterId: outsider.id })),
    );
    expect(refused.status).toBe(400);
    expect(await titles(chair, meeting.id)).toEqual([]);
  });

  it("moves items up, down and to a position, clamped at the ends", async () => {
    const { meeting, chair } = await board();
    const [a, b, c, d] = await insertAgenda(meeting.id, ["A", "B", "C", "D"]);
    await moveAgendaItem(chair, meeting.id, { itemId: c.id, direction: "up" });
    expect(await titles(chair, meeting.id)).toEqual(["A", "C", "B", "D"]);
    await moveAgendaItem(chair, meeting.id, { itemId: a.id, direction: "up" });
    expect(await titles(chair, meeting.id)).toEqual(["A", "C", "B", "D"]);
    await moveAgendaItem(chair, meeting.id, { itemId: a.id, position: 99 });
    expect(await titles(chair, meeting.id)).toEqual(["C", "B", "D", "A"]);
    await moveAgendaItem(chair, meeting.id, { itemId: d.id, position: 0 });
    await moveAgendaItem(chair, meeting.id, { itemId: b.id, direction: "down" });
    expect(await titles(chair, meeting.id)).toEqual(["D", "C", "A", "B"]);
  });

  it("is run by managers only: a seated member reads it but may not change it", async () => {
    const { meeting, users, chair } = await board();
    await insertParticipant(meeting.id, users.member.id);
    const [item] = await insertAgenda(meeting.id, ["Opening"]);
    const member = await actorContext(users.member);
    expect((await listAgenda(member, meeting.id)).items).toHaveLength(1);
    expect((await rejection(startAgendaItem(member, meeting.id, item.id))).status).toBe(403);
    expect((await rejection(addAgendaItem(member, meeting.id, AgendaItemSchema.parse({ title: "X" })))).status).toBe(
      403,
    );
    expect((await listAgenda(chair, meeting.id)).items[0].status).toBe("pending");
  });

  it("is 404 to another organisation's members", async () => {
    const { meeting } = await board();
    const other = await createRoleBoard({ seats: ["owner"] });
    const stranger = await actorContext(other.users.owner);
    expect((await rejection(listAgenda(stranger, meeting.id))).status).toBe(404);
  });
});

describe("agenda progression", () => {
  it("keeps one item in progress, defaulting its start to now", async () => {
    const { meeting, chair } = await board();
    const [a, b] = await insertAgenda(meeting.id, ["A", "B", "C"]);
    const before = Date.now();
    await startAgendaItem(chair, meeting.id, a.id);
    await startAgendaItem(chair, meeting.id, b.id);
    const { items, currentItemId } = await listAgenda(chair, meeting.id);
    expect(currentItemId).toBe(b.id);
    expect(items.filter((item) => item.status === "in_progress").map((item) => item.id)).toEqual([b.id]);
    expect(items[0].status).toBe("completed");
    expect(items[1].startTime).toBeGreaterThanOrEqual(before);
  });

  it("completes an item at now with its duration, and advances to the next pending item", async () => {
    const { meeting, chair } = await board();
    const [a, b, c] = await insertAgenda(meeting.id, ["A", "B", "C"]);
    await serviceContext()
      .db.update(schema.agendaItems)
      .set({ status: "skipped" })
      .where(eq(schema.agendaItems.id, b.id));
    const start = Date.now() - 25 * 60_000;
    await startAgendaItem(chair, meeting.id, a.id, { startTime: start });
    const result = await completeAgendaItem(chair, meeting.id, a.id, { outcome: "Approved the minutes" });
    expect(result.nextId).toBe(c.id);
    const { items, currentItemId } = await listAgenda(chair, meeting.id);
    expect(items[0]).toMatchObject({ status: "completed", actualDurationMinutes: 25, outcome: "Approved the minutes" });
    expect(items[0].endTime).toBeGreaterThanOrEqual(start);
    expect(items[1].status).toBe("skipped");
    expect(currentItemId).toBe(c.id);
    expect(items[2].startTime).toBe(items[0].endTime);
    // The last item completes with nothing left to advance to; completing it again is refused.
    expect((await completeAgendaItem(chair, meeting.id, c.id)).nextId).toBeNull();
    expect((await rejection(completeAgendaItem(chair, meeting.id, c.id))).status).toBe(409);
  });

  it("refuses to run the agenda of a cancelled meeting", async () => {
    const { org, users } = await board();
    const meeting = await insertMeeting(org.id, users.owner.id, { status: "cancelled" });
    const [item] = await insertAgenda(meeting.id, ["A"]);
    const chair = await actorContext(users.owner);
    expect((await rejection(startAgendaItem(chair, meeting.id, item.id))).status).toBe(409);
  });

  it("lets an organisation admin who can see the meeting run it", async () => {
    const { org, meeting } = await board();
    const admin = await createUser();
    await addMember(org.id, admin.id, "admin");
    const [item] = await insertAgenda(meeting.id, ["A"]);
    await startAgendaItem(await actorContext(admin), meeting.id, item.id);
    expect((await listAgenda(await actorContext(admin), meeting.id)).currentItemId).toBe(item.id);
  });
});
