// The notifications API of 002 §7.2 / 000 §7 over the caller's own rows: list with filters, search, sort and pages;
// counts with by_type and by_priority; one notification's read / unread / archive / delete; bulk with its limit and
// per-id errors; mark all read. Another user's notification is a 404.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import type { NotificationItem } from "../../../app/lib/notifications/inbox";
import {
  bearerHeaders,
  callWorker,
  createOrganization,
  createUser,
  jsonHeaders,
  serviceContext,
  signedInHeaders,
} from "../../helpers/factories";
import { auditActions, giveNotifications } from "../../helpers/records";

async function getJson(path: string, headers: Headers) {
  const response = await callWorker(path, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function send(method: string, path: string, userId: string, body?: unknown) {
  const response = await callWorker(path, {
    method,
    headers: await jsonHeaders(userId),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const titles = (body: Record<string, unknown>) => (body.notifications as NotificationItem[]).map((n) => n.title);

describe("GET /api/notifications", () => {
  it("lists only the caller's notifications, newest first, archived ones when asked, in the spec's shape", async () => {
    const me = await createUser();
    const other = await createUser();
    // A new API token sends its owner a security notice; made first and cleared, so the list is the test's own.
    const bearer = await bearerHeaders(me);
    await serviceContext().db.delete(schema.notifications).where(eq(schema.notifications.recipientId, me.id));
    await giveNotifications(me.id, [
      { title: "Newest", body: "Board pack ready", actionUrl: "/dashboard/board-packs", actionText: "Open" },
      { title: "Archived", status: "archived", archivedAt: Date.now() },
      { title: "Older", status: "read", readAt: Date.now() },
    ]);
    await giveNotifications(other.id, [{ title: "Not mine" }]);

    const { status, body } = await getJson("/api/notifications", await signedInHeaders(me.id));
    expect(status).toBe(200);
    expect(titles(body)).toEqual(["Newest", "Older"]);
    expect(body).toMatchObject({ limit: 50, offset: 0, page: 1, total: 2, has_more: false });
    const first = (body.notifications as NotificationItem[])[0];
    expect(first).toMatchObject({
      type: "alert",
      priority: "medium",
      status: "unread",
      body: "Board pack ready",
      message: "Board pack ready",
      action_url: "/dashboard/board-packs",
      action_text: "Open",
      recipient_id: me.id,
      read_at: null,
      archived_at: null,
    });
    expect(new Date(first.created_at).getTime()).toBeGreaterThan(0);

    const all = await getJson("/api/notifications?status=all", bearer);
    expect(titles(all.body)).toEqual(["Newest", "Archived", "Older"]);
    const archived = await getJson("/api/notifications?status=archived", await signedInHeaders(me.id));
    expect(titles(archived.body)).toEqual(["Archived"]);
  });

  it("filters by type, priority and organisation, searches title and body, and sorts", async () => {
    const me = await createUser();
    const org = await createOrganization({ ownerId: me.id });
    await giveNotifications(me.id, [
      { title: "Meeting moved", type: "meeting", priority: "high", organizationId: org.id },
      { title: "Paper replaced", type: "document", priority: "low", body: "The audit report changed" },
      { title: "Vote opened", type: "alert", priority: "critical" },
    ]);
    const headers = await signedInHeaders(me.id);
    expect(titles((await getJson("/api/notifications?type=meeting", headers)).body)).toEqual(["Meeting moved"]);
    expect(titles((await getJson("/api/notifications?priority=critical", headers)).body)).toEqual(["Vote opened"]);
    expect(titles((await getJson(`/api/notifications?organization_id=${org.id}`, headers)).body)).toEqual([
      "Meeting moved",
    ]);
    expect(titles((await getJson("/api/notifications?search=AUDIT", headers)).body)).toEqual(["Paper replaced"]);
    // A search longer than D1's LIKE limit, with LIKE's own wildcards, is plain text here.
    const long = encodeURIComponent(`%_${"x".repeat(80)}`);
    expect(titles((await getJson(`/api/notifications?search=${long}`, headers)).body)).toEqual([]);
    const byPriority = await getJson("/api/notifications?sortField=priority&sortDirection=desc", headers);
    expect(titles(byPriority.body)).toEqual(["Vote opened", "Meeting moved", "Paper replaced"]);
    const byTitle = await getJson("/api/notifications?sortField=title&sortDirection=asc", headers);
    expect(titles(byTitle.body)).toEqual(["Meeting moved", "Paper replaced", "Vote opened"]);
    const oldest = await getJson("/api/notifications?sortDirection=asc", headers);
    expect(titles(oldest.body)).toEqual(["Vote opened", "Paper replaced", "Meeting moved"]);
  });

  it("pages by limit and offset or by page, and says when more remain", async () => {
    const me = await createUser();
    await giveNotifications(
      me.id,
      Array.from({ length: 12 }, (_, index) => ({ title: `N${String(index).padStart(2, "0")}` })),
    );
    const headers = await signedInHeaders(me.id);
    const first = await getJson("/api/notifications?limit=10", headers);
    expect(titles(first.body)).toHaveLength(10);
    expect(first.body).toMatchObject({ total: 12, has_more: true });
    const more = await getJson("/api/notifications?limit=10&offset=10", headers);
    expect(titles(more.body)).toEqual(["N10", "N11"]);
    expect(more.body).toMatchObject({ has_more: false, page: 2 });
    const pageTwo = await getJson("/api/notifications?limit=5&page=2", headers);
    expect(titles(pageTwo.body)).toEqual(["N05", "N06", "N07", "N08", "N09"]);
  });

  it("answers bad query values with a 400 naming the field", async () => {
    const me = await createUser();
    const headers = await signedInHeaders(me.id);
    for (const [query, field] of [
      ["status=gone", "status"],
      ["type=spam", "type"],
      ["priority=urgent", "priority"],
      ["limit=500", "limit"],
      ["sortField=recipient_id", "sortField"],
      [`search=${"q".repeat(101)}`, "search"],
    ]) {
      const { status, body } = await getJson(`/api/notifications?${query}`, headers);
      expect(status, query).toBe(400);
      expect(Object.keys(body.fieldErrors as object)).toEqual([field]);
    }
    expect((await callWorker("/api/notifications")).status).toBe(401);
  });
});

describe("GET /api/notifications/counts", () => {
  it("adds the unread ones by type and by priority", async () => {
    const me = await createUser();
    await giveNotifications(me.id, [
      { type: "meeting", priority: "high" },
      { type: "meeting", priority: "critical" },
      { type: "document", priority: "high" },
      { type: "document", priority: "low", status: "read" },
    ]);
    const { body } = await getJson("/api/notifications/counts", await signedInHeaders(me.id));
    expect(body.counts).toEqual({
      total: 4,
      unread: 3,
      critical_unread: 1,
      high_unread: 2,
      by_type: { meeting: 2, document: 1 },
      by_priority: { high: 2, critical: 1 },
    });
  });
});

describe("one notification", () => {
  it("reads, marks read, unread and archived with their times, then deletes it; each is audited", async () => {
    const me = await createUser();
    const [id] = await giveNotifications(me.id, [{ title: "Vote opened" }]);
    const got = await getJson(`/api/notifications/${id}`, await signedInHeaders(me.id));
    expect(got.body.notification).toMatchObject({ id, status: "unread" });

    const read = await send("PATCH", `/api/notifications/${id}`, me.id, { status: "read", read_at: "2000-01-01" });
    const readItem = read.body.notification as NotificationItem;
    expect(readItem.status).toBe("read");
    // The server's clock decides when it was read, never the client's.
    expect(Date.now() - new Date(readItem.read_at as string).getTime()).toBeLessThan(60_000);

    const unread = await send("PUT", `/api/notifications/${id}`, me.id, { status: "unread" });
    expect(unread.body.notification).toMatchObject({ status: "unread", read_at: null });

    const archived = await send("PATCH", `/api/notifications/${id}`, me.id, { status: "archived" });
    expect((archived.body.notification as NotificationItem).archived_at).not.toBeNull();
    const counts = await getJson("/api/notifications/count", await signedInHeaders(me.id));
    expect(counts.body.counts).toMatchObject({ unread: 0, total: 1 });

    expect(await send("DELETE", `/api/notifications/${id}`, me.id)).toEqual({ status: 200, body: { ok: true } });
    expect((await getJson(`/api/notifications/${id}`, await signedInHeaders(me.id))).status).toBe(404);
    expect(await auditActions(me.id)).toEqual(
      expect.arrayContaining([
        "notification.read",
        "notification.unread",
        "notification.archived",
        "notification.deleted",
      ]),
    );
  });

  it("is a 404 for another user's notification, whatever the method, and leaves it as it was", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const [id] = await giveNotifications(owner.id, [{ title: "Private board matter" }]);
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { status: "read" }],
      ["PUT", { status: "archived" }],
      ["DELETE", undefined],
    ] as const) {
      const answer = await send(method, `/api/notifications/${id}`, intruder.id, body);
      expect(answer.status, method).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain("Private board matter");
    }
    const mine = await getJson(`/api/notifications/${id}`, await signedInHeaders(owner.id));
    expect(mine.body.notification).toMatchObject({ status: "unread" });
    expect(await auditActions(intruder.id)).toEqual([]);
  });

  it("refuses an unknown status with a 400", async () => {
    const me = await createUser();
    const [id] = await giveNotifications(me.id, [{}]);
    const answer = await send("PATCH", `/api/notifications/${id}`, me.id, { status: "deleted" });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ status: ["status must be unread, read or archived"] });
  });
});

describe("bulk and mark all read", () => {
  it("applies each action to the caller's ids and reports unknown or other users' ids one by one", async () => {
    const me = await createUser();
    const other = await createUser();
    const [a, b, c] = await giveNotifications(me.id, [{ title: "A" }, { title: "B" }, { title: "C" }]);
    const [theirs] = await giveNotifications(other.id, [{ title: "Theirs" }]);

    const read = await send("PATCH", "/api/notifications/bulk", me.id, {
      action: "mark_read",
      notification_ids: [a, b, theirs, "no-such-id"],
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ok: true, action: "mark_read", succeeded: 2, failed: 2 });
    expect(read.body.results).toEqual([
      { id: a, ok: true },
      { id: b, ok: true },
      { id: theirs, ok: false, error: "Notification not found" },
      { id: "no-such-id", ok: false, error: "Notification not found" },
    ]);

    const archive = await send("PUT", "/api/notifications/bulk", me.id, { action: "archive", notification_ids: [a] });
    expect(archive.body).toMatchObject({ succeeded: 1, failed: 0 });
    const gone = await send("DELETE", "/api/notifications/bulk", me.id, { notification_ids: [b, theirs] });
    expect(gone.body).toMatchObject({ action: "delete", succeeded: 1, failed: 1 });

    const all = await getJson("/api/notifications?status=all", await signedInHeaders(me.id));
    expect((all.body.notifications as NotificationItem[]).map((n) => [n.title, n.status])).toEqual([
      ["A", "archived"],
      ["C", "unread"],
    ]);
    const untouched = await getJson(`/api/notifications/${theirs}`, await signedInHeaders(other.id));
    expect(untouched.body.notification).toMatchObject({ status: "unread" });
    expect(await auditActions(me.id)).toEqual(
      expect.arrayContaining(["notification.bulk_mark_read", "notification.bulk_archive", "notification.bulk_delete"]),
    );
    expect(c).toBeTruthy();
  });

  it("refuses more than 100 ids, an empty list and an unknown action with a 400 and writes nothing", async () => {
    const me = await createUser();
    const ids = await giveNotifications(me.id, [{ title: "Kept" }]);
    const tooMany = [...ids, ...Array.from({ length: 100 }, () => crypto.randomUUID())];
    const over = await send("PATCH", "/api/notifications/bulk", me.id, { action: "delete", notification_ids: tooMany });
    expect(over.status).toBe(400);
    expect(over.body.fieldErrors).toEqual({ notification_ids: ["At most 100 notifications at a time"] });
    const overDelete = await send("DELETE", "/api/notifications/bulk", me.id, { notification_ids: tooMany });
    expect(overDelete.status).toBe(400);
    const empty = await send("PATCH", "/api/notifications/bulk", me.id, { action: "archive", notification_ids: [] });
    expect(empty.body.fieldErrors).toEqual({ notification_ids: ["Select at least one notification"] });
    const unknown = await send("PUT", "/api/notifications/bulk", me.id, { action: "explode", notification_ids: ids });
    expect(unknown.status).toBe(400);
    const notJson = await callWorker("/api/notifications/bulk", {
      method: "PATCH",
      headers: await jsonHeaders(me.id),
      body: "{",
    });
    expect(notJson.status).toBe(400);
    const list = await getJson("/api/notifications", await signedInHeaders(me.id));
    expect(titles(list.body)).toEqual(["Kept"]);
  });

  it("marks every unread notification of the caller read, and nobody else's", async () => {
    const me = await createUser();
    const other = await createUser();
    await giveNotifications(me.id, [{}, {}, { status: "read" }]);
    await giveNotifications(other.id, [{}]);
    const answer = await send("PUT", "/api/notifications/mark-all-read", me.id);
    expect(answer).toEqual({ status: 200, body: { ok: true, updated: 2 } });
    const mine = await getJson("/api/notifications/count", await signedInHeaders(me.id));
    expect(mine.body.counts).toMatchObject({ unread: 0, total: 3 });
    const theirs = await getJson("/api/notifications/count", await signedInHeaders(other.id));
    expect(theirs.body.counts).toMatchObject({ unread: 1 });
    expect(await auditActions(me.id)).toContain("notification.all_read");
  });
});
