// The AssetRoom (one per document) reached as the reader does, through /realtime/assets/{id}: two readers see
// each other's annotations, a private one reaches only its author, and a reconnecting reader catches up.
import { describe, expect, it } from "vitest";
import { createAnnotation, createReply, deleteAnnotation } from "../../../app/.server/annotations/annotations";
import { type AssetServerMessage, assetRoomPath } from "../../../app/lib/annotations/realtime";
import { CreateAnnotationSchema } from "../../../app/lib/annotations/schemas";
import { actorContext, callWorker, createRoleBoard, signedInHeaders } from "../../helpers/factories";
import { highlight, insertDocument } from "./documents";

/** An open reader socket on the document's room, with the frames it received so far. */
async function connect(userId: string, assetId: string) {
  const headers = await signedInHeaders(userId);
  headers.set("Upgrade", "websocket");
  const response = await callWorker(assetRoomPath(assetId), { headers });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const frames: AssetServerMessage[] = [];
  const waiting: (() => void)[] = [];
  socket.addEventListener("message", (event) => {
    frames.push(JSON.parse(String(event.data)));
    for (const wake of waiting.splice(0)) wake();
  });
  socket.accept();
  const frame = async (n: number): Promise<AssetServerMessage> => {
    while (frames.length < n) await new Promise<void>((resolve) => waiting.push(resolve));
    return frames[n - 1];
  };
  return { socket, frames, frame };
}

const annotate = async (user: { id: string }, assetId: string, overrides: Parameters<typeof highlight>[0] = {}) =>
  createAnnotation(await actorContext(user), assetId, CreateAnnotationSchema.parse(highlight(overrides)));

describe("AssetRoom", () => {
  it("two readers of one document see each other's annotations, replies and deletions live", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const owner = await connect(users.owner.id, assetId);
    const member = await connect(users.member.id, assetId);
    expect(await owner.frame(1)).toEqual({ type: "ready", room: "asset", seq: 0 });
    await member.frame(1);

    const made = await annotate(users.member, assetId);
    const seen = await owner.frame(2);
    expect(seen).toMatchObject({ type: "event", seq: 1, event: { type: "annotation.created" } });
    expect(seen.type === "event" && seen.event.type === "annotation.created" && seen.event.annotation.id).toBe(made.id);
    expect(await member.frame(2)).toEqual(seen);

    await createReply(await actorContext(users.owner), made.id, { content: "Noted" });
    expect(await member.frame(3)).toMatchObject({
      seq: 2,
      event: { type: "reply.created", reply: { content: "Noted" } },
    });
    await deleteAnnotation(await actorContext(users.member), made.id);
    expect(await owner.frame(4)).toEqual({
      type: "event",
      seq: 3,
      event: { type: "annotation.deleted", annotationId: made.id },
    });
    for (const { socket } of [owner, member]) socket.close(1000, "done");
  });

  it("sends a private annotation, its replies and its deletion to its author only", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const author = await connect(users.member.id, assetId);
    const admin = await connect(users.admin.id, assetId);
    await Promise.all([author.frame(1), admin.frame(1)]);

    const secret = await annotate(users.member, assetId, { isPrivate: true, content: { text: "My own note" } });
    await createReply(await actorContext(users.member), secret.id, { content: "Remember this" });
    await deleteAnnotation(await actorContext(users.member), secret.id);
    const shared = await annotate(users.member, assetId, { content: { text: "For everyone" } });

    expect(await author.frame(5)).toMatchObject({ seq: 4, event: { type: "annotation.created" } });
    const adminSaw = await admin.frame(2);
    expect(adminSaw).toMatchObject({ seq: 4, event: { type: "annotation.created", annotation: { id: shared.id } } });
    expect(JSON.stringify(admin.frames)).not.toContain("My own note");
    expect(JSON.stringify(admin.frames)).not.toContain(secret.id);

    // Nor does a catch-up from the start give the admin anything private.
    admin.socket.send(JSON.stringify({ type: "sync", since: 0 }));
    expect(await admin.frame(3)).toMatchObject({ seq: 4 });
    admin.socket.send(JSON.stringify({ type: "ping" }));
    expect(await admin.frame(4)).toEqual({ type: "pong" });
    expect(JSON.stringify(admin.frames)).not.toContain(secret.id);
    for (const { socket } of [author, admin]) socket.close(1000, "done");
  });

  it("a reconnecting reader asks for what it missed since its last event and gets exactly that", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const first = await connect(users.owner.id, assetId);
    await first.frame(1);
    await annotate(users.member, assetId, { content: { text: "One" } });
    expect(await first.frame(2)).toMatchObject({ seq: 1 });
    first.socket.close(1000, "network lost");

    await annotate(users.member, assetId, { content: { text: "Two" } });
    await annotate(users.member, assetId, { content: { text: "Three" } });

    const again = await connect(users.owner.id, assetId);
    expect(await again.frame(1)).toEqual({ type: "ready", room: "asset", seq: 3 });
    again.socket.send(JSON.stringify({ type: "sync", since: 1 }));
    const missed = [await again.frame(2), await again.frame(3)];
    expect(
      missed.map((m) => m.type === "event" && m.event.type === "annotation.created" && m.event.annotation.content.text),
    ).toEqual(["Two", "Three"]);
    // A sequence the room never reached (a room reset, a forged number) asks the reader to reload the list.
    again.socket.send(JSON.stringify({ type: "sync", since: 99 }));
    expect(await again.frame(4)).toEqual({ type: "reset", seq: 3 });
    again.socket.send(JSON.stringify({ type: "sync", since: -1 }));
    expect(await again.frame(5)).toEqual({ type: "error", message: "Invalid message" });
    again.socket.close(1000, "done");
  });
});
