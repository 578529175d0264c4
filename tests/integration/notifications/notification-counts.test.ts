// GET /api/notifications/count(s): total, unread, critical_unread, high_unread (002 §3.8, §7.2),
// over the caller's own notifications only.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationCounts } from "../../../app/.server/notifications/counts";
import { schema } from "../../../app/.server/platform/db/client";
import { presentNotificationCounts } from "../../../workers/api/presenters/notifications";
import { bearerHeaders, callWorker, createUser, serviceContext, signedInHeaders } from "../../helpers/factories";

type Status = "unread" | "read" | "archived";
type Priority = "critical" | "high" | "medium" | "low";

async function give(recipientId: string, rows: [Status, Priority][]) {
  const db = serviceContext().db;
  await db.insert(schema.notifications).values(
    rows.map(([status, priority], index) => ({
      id: crypto.randomUUID(),
      recipientId,
      type: "alert",
      priority,
      status,
      title: `Notification ${index}`,
      createdAt: Date.now() - index,
    })),
  );
}

describe("notification counts", () => {
  it("answers every count on both spellings, by cookie or bearer token, counting only the caller's rows", async () => {
    const me = await createUser();
    const someoneElse = await createUser();
    const myHeaders = [await signedInHeaders(me.id), await bearerHeaders(me)];
    // Creating the token sent its security notice: start the count from none.
    await serviceContext().db.delete(schema.notifications).where(eq(schema.notifications.recipientId, me.id));
    await give(me.id, [
      ["unread", "critical"],
      ["unread", "critical"],
      ["unread", "high"],
      ["unread", "medium"],
      ["unread", "low"],
      ["read", "critical"],
      ["read", "high"],
      ["archived", "high"],
    ]);
    await give(someoneElse.id, [
      ["unread", "critical"],
      ["unread", "high"],
      ["unread", "high"],
      ["read", "low"],
    ]);
    const expected = { total: 8, unread: 5, critical_unread: 2, high_unread: 1 };

    for (const headers of myHeaders) {
      for (const path of ["/api/notifications/count", "/api/notifications/counts"]) {
        const response = await callWorker(path, { headers });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ counts: expected });
      }
    }
    const theirs = await callWorker("/api/notifications/counts", { headers: await signedInHeaders(someoneElse.id) });
    expect(await theirs.json()).toMatchObject({ counts: { total: 4, unread: 3, critical_unread: 1, high_unread: 2 } });
  });

  it("is all zeros for someone without notifications, and needs a signed-in caller", async () => {
    const user = await createUser();
    await give((await createUser()).id, [["unread", "critical"]]);
    expect(presentNotificationCounts(await notificationCounts(serviceContext(), user.id))).toEqual({
      total: 0,
      unread: 0,
      critical_unread: 0,
      high_unread: 0,
    });
    expect((await callWorker("/api/notifications/count")).status).toBe(401);
  });
});
