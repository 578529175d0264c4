// DELETE /api/user/delete-account (001 §7, 002 §7.4): the typed confirmation, the browser session,
// and nothing left behind.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { AUTH_MESSAGES } from "../../../app/lib/auth/constants";
import {
  addMember,
  bearerHeaders,
  callWorker,
  createOrganization,
  createUser,
  serviceContext,
  signedInHeaders,
} from "../../helpers/factories";

async function deleteRequest(headers: Headers, body: unknown) {
  headers.set("Content-Type", "application/json");
  return callWorker("/api/user/delete-account", { method: "DELETE", headers, body: JSON.stringify(body) });
}

const userRow = (id: string) => serviceContext().db.select().from(schema.users).where(eq(schema.users.id, id)).get();

describe("DELETE /api/user/delete-account", () => {
  it("refuses anything but the typed word DELETE with the spec's message, deleting nothing", async () => {
    const user = await createUser();
    for (const confirmation of ["delete", "", "DELETE "]) {
      const response = await deleteRequest(await signedInHeaders(user.id), { confirmation });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors.confirmation).toEqual([AUTH_MESSAGES.deleteConfirmation]);
    }
    const noBody = await callWorker("/api/user/delete-account", {
      method: "DELETE",
      headers: await signedInHeaders(user.id),
    });
    expect(noBody.status).toBe(400);
    expect(await userRow(user.id)).toBeDefined();
  });

  it("deletes the account with its sessions and clears the cookie", async () => {
    const user = await createUser();
    const headers = await signedInHeaders(user.id);
    const response = await deleteRequest(headers, { confirmation: "DELETE" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;.*Max-Age=0/);
    expect(await userRow(user.id)).toBeUndefined();
    const sessions = await serviceContext()
      .db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id))
      .all();
    expect(sessions).toEqual([]);
    // The old cookie no longer signs anyone in.
    expect((await callWorker("/api/me", { headers })).status).toBe(401);
  });

  it("refuses while the user still owns an organisation with other members", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    await addMember(org.id, (await createUser()).id, "member");
    const response = await deleteRequest(await signedInHeaders(owner.id), { confirmation: "DELETE" });
    expect(response.status).toBe(409);
    expect(await userRow(owner.id)).toBeDefined();
  });

  it("needs the browser session: a personal API token can't delete the account", async () => {
    const user = await createUser();
    const response = await deleteRequest(await bearerHeaders(user), { confirmation: "DELETE" });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe(AUTH_MESSAGES.browserSessionRequired);
    expect(await userRow(user.id)).toBeDefined();
  });
});
