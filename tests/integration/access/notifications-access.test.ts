// Notifications belong to their recipient alone: no role in the organisation they came from (not its owner), nor
// anyone from another organisation, can read, change or delete them (the page's action calls the same services).
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import {
  bearerHeaders,
  callWorker,
  createRoleBoard,
  expectCrossOrganizationNotFound,
  jsonHeaders,
  SEATS,
  serviceContext,
  signedInHeaders,
} from "../../helpers/factories";

async function memberNotification(recipientId: string, organizationId: string) {
  const id = crypto.randomUUID();
  await serviceContext()
    .db.insert(schema.notifications)
    .values({ id, recipientId, organizationId, type: "meeting", priority: "high", title: "Confidential agenda moved" });
  return id;
}

async function statusOf(id: string) {
  const row = await serviceContext().db.query.notifications.findFirst({ where: (n, { eq }) => eq(n.id, id) });
  return row?.status ?? "gone";
}

describe("notifications access", () => {
  it("every other seat, owner included, and someone from another organisation get a 404 on the API", async () => {
    const board = await createRoleBoard();
    const id = await memberNotification(board.users.member.id, board.org.id);
    for (const seat of SEATS.filter((seat) => seat !== "member")) {
      const user = board.users[seat];
      for (const headers of [await signedInHeaders(user.id), await bearerHeaders(user)]) {
        await expectCrossOrganizationNotFound(
          (h) => callWorker(`/api/notifications/${id}`, { headers: h }),
          ["Confidential agenda moved"],
          headers,
        );
      }
      for (const [method, body] of [
        ["PATCH", { status: "read" }],
        ["PUT", { status: "archived" }],
        ["DELETE", undefined],
      ] as const) {
        const response = await callWorker(`/api/notifications/${id}`, {
          method,
          headers: await jsonHeaders(user.id),
          body: body ? JSON.stringify(body) : undefined,
        });
        expect(response.status, `${seat} ${method}`).toBe(404);
      }
      const bulk = await callWorker("/api/notifications/bulk", {
        method: "PATCH",
        headers: await jsonHeaders(user.id),
        body: JSON.stringify({ action: "delete", notification_ids: [id] }),
      });
      expect(await bulk.json()).toMatchObject({ succeeded: 0, failed: 1 });
      // Their list, filtered to the member's organisation, holds nothing of the member's.
      const list = await callWorker(`/api/notifications?status=all&organization_id=${board.org.id}`, {
        headers: await signedInHeaders(user.id),
      });
      expect(await list.text()).not.toContain("Confidential agenda moved");
    }
    expect(await statusOf(id)).toBe("unread");
    const own = await callWorker(`/api/notifications/${id}`, { headers: await signedInHeaders(board.users.member.id) });
    expect(own.status).toBe(200);
  });
});
