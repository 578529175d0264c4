// The NotificationHub room (durable-objects/room.ts base) reached as the browser does, through the
// Worker's /realtime/notifications upgrade, and from the service layer by typed RPC.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notificationHub } from "../../../app/.server/notifications/hub";
import {
  deleteNotification,
  listNotifications,
  updateNotificationStatus,
} from "../../../app/.server/notifications/inbox";
import { notify } from "../../../app/.server/notifications/notify";
import type { ServerMessage } from "../../../app/lib/notifications/realtime";
import { REALTIME_PATHS } from "../../../app/lib/notifications/realtime";
import type { NotificationHub } from "../../../durable-objects/notification-hub";
import {
  actorContext,
  callWorker,
  createUser,
  serviceContext,
  signedInHeaders,
  TEST_ORIGIN,
} from "../../helpers/factories";

/** An open socket of the user's hub, with the frames it received so far. */
async function connect(userId: string) {
  const headers = await signedInHeaders(userId);
  headers.set("Upgrade", "websocket");
  const response = await callWorker(REALTIME_PATHS.notifications, { headers });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const frames: ServerMessage[] = [];
  const waiting: (() => void)[] = [];
  socket.addEventListener("message", (event) => {
    frames.push(JSON.parse(String(event.data)));
    for (const wake of waiting.splice(0)) wake();
  });
  socket.accept();
  /** Resolves with the n-th frame (1-based) once it has arrived. */
  const frame = async (n: number): Promise<ServerMessage> => {
    while (frames.length < n) await new Promise<void>((resolve) => waiting.push(resolve));
    return frames[n - 1];
  };
  return { socket, frames, frame };
}

describe("NotificationHub", () => {
  it("greets a signed-in socket, answers ping with pong and a bad frame with an error frame", async () => {
    const user = await createUser();
    const { socket, frame } = await connect(user.id);
    expect(await frame(1)).toEqual({ type: "ready", room: "notifications" });
    expect(await frame(2)).toEqual({ type: "notifications.count", unread: 0 });
    socket.send(JSON.stringify({ type: "ping" }));
    expect(await frame(3)).toEqual({ type: "pong" });
    socket.send("not json");
    expect(await frame(4)).toEqual({ type: "error", message: "Invalid message" });
    socket.send(JSON.stringify({ type: "subscribe", room: "someone-else" }));
    expect(await frame(5)).toEqual({ type: "error", message: "Invalid message" });
    socket.close(1000, "done");
  });

  it("delivers a new notification's unread count to every open tab of its recipient only", async () => {
    const user = await createUser();
    const stranger = await createUser();
    const first = await connect(user.id);
    const second = await connect(user.id);
    const theirs = await connect(stranger.id);
    await Promise.all([first.frame(2), second.frame(2), theirs.frame(2)]);

    await notify(serviceContext(), {
      recipients: user.id,
      type: "alert",
      priority: "high",
      category: "system",
      title: "Hello",
    });
    const created = { type: "notifications.changed", change: "created", ids: [expect.any(String)], unread: 1 };
    expect(await first.frame(3)).toEqual(created);
    expect(await second.frame(3)).toEqual(created);

    // RPC answers how many sockets got the message; the stranger's room got nothing.
    expect(await notificationHub(env, user.id).publish({ type: "notifications.count", unread: 7 })).toBe(2);
    expect(await first.frame(4)).toEqual({ type: "notifications.count", unread: 7 });
    expect(theirs.frames).toEqual([
      { type: "ready", room: "notifications" },
      { type: "notifications.count", unread: 0 },
    ]);
    for (const { socket } of [first, second, theirs]) socket.close(1000, "done");
  });

  it("a join that fails answers an error frame, never the exception's text or stack", async () => {
    const user = await createUser();
    await runInDurableObject(notificationHub(env, user.id), (hub: NotificationHub) => {
      Object.assign(hub, {
        onJoin: () => {
          throw new Error("internal detail");
        },
      });
    });
    const { frame } = await connect(user.id);
    expect(await frame(1)).toEqual({ type: "error", message: "Could not join the room" });
  });

  it("publishes to nobody, without failing, when the user has no open tab", async () => {
    const user = await createUser();
    expect(await notificationHub(env, user.id).publish({ type: "notifications.count", unread: 1 })).toBe(0);
  });

  it("is reached only by an authenticated same-origin upgrade; the room answers nothing else", async () => {
    const user = await createUser();
    const upgrade = async (extra: Record<string, string>, path: string = REALTIME_PATHS.notifications) => {
      const headers = await signedInHeaders(user.id);
      headers.set("Upgrade", "websocket");
      for (const [name, value] of Object.entries(extra)) headers.set(name, value);
      return callWorker(path, { headers });
    };
    expect((await upgrade({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await upgrade({ Cookie: "" })).status).toBe(401);
    expect((await upgrade({}, "/realtime/elsewhere")).status).toBe(404);
    // "/realtime" itself is not a room path: it falls through to the pages (a JSON 404 in the test Worker).
    expect(await (await upgrade({}, "/realtime")).json()).toEqual({ error: "Not found" });
    const plain = await callWorker(REALTIME_PATHS.notifications, { headers: await signedInHeaders(user.id) });
    expect(plain.status).toBe(426);

    // The old publish path is gone: the room takes upgrades and RPC only.
    const publish = await notificationHub(env, user.id).fetch(`${TEST_ORIGIN}/publish`, {
      method: "POST",
      body: JSON.stringify({ type: "notifications.count", unread: 99 }),
    });
    expect(publish.status).toBe(404);
  });
});

describe("NotificationHub live inbox", () => {
  it("brings every create, update and delete to each open tab of the recipient with the new unread count", async () => {
    const user = await createUser();
    const tabs = [await connect(user.id), await connect(user.id)];
    await Promise.all(tabs.map((tab) => tab.frame(2)));
    const ctx = await actorContext(user);

    await notify(serviceContext(), {
      recipients: user.id,
      type: "meeting",
      priority: "medium",
      category: "meetings",
      title: "Moved",
    });
    const [id] = (await listNotifications(ctx, { page: 1, limit: 10 })).notifications.map((row) => row.id);
    await updateNotificationStatus(ctx, id, "read");
    await deleteNotification(ctx, id);
    for (const tab of tabs) {
      expect(await tab.frame(3)).toEqual({ type: "notifications.changed", change: "created", ids: [id], unread: 1 });
      expect(await tab.frame(4)).toEqual({ type: "notifications.changed", change: "updated", ids: [id], unread: 0 });
      expect(await tab.frame(5)).toEqual({ type: "notifications.changed", change: "deleted", ids: [id], unread: 0 });
    }
    for (const { socket } of tabs) socket.close(1000, "done");
  });

  it("tells a tab that reconnects the unread count as it is now (what it missed is not replayed)", async () => {
    const user = await createUser();
    const tab = await connect(user.id);
    expect(await tab.frame(2)).toEqual({ type: "notifications.count", unread: 0 });
    tab.socket.close(1000, "offline");
    for (const title of ["While away 1", "While away 2"]) {
      await notify(serviceContext(), {
        recipients: user.id,
        type: "alert",
        priority: "low",
        category: "system",
        title,
      });
    }
    const back = await connect(user.id);
    expect(await back.frame(2)).toEqual({ type: "notifications.count", unread: 2 });
    back.socket.close(1000, "done");
  });
});
