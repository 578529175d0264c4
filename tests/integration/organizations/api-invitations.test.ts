import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import {
  addMember,
  bearerHeaders,
  callWorker,
  createOrganization,
  createUser,
  expectCrossOrganizationNotFound,
  jsonHeaders,
  serviceContext,
} from "../../helpers/factories";

describe("invitations API", () => {
  it("invites, lists pending, resends and revokes (cookie or bearer)", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const headers = await jsonHeaders(owner.id);
    const created = await callWorker("/api/invitations", {
      method: "POST",
      headers,
      body: JSON.stringify({
        organizationId: org.id,
        email: "new.director@example.test",
        role: "member",
        expiresIn: 48,
      }),
    });
    expect(created.status).toBe(201);
    const { invitation } = (await created.json()) as { invitation: { id: string } };

    const listed = await callWorker(`/api/invitations?organizationId=${org.id}`, {
      headers: await bearerHeaders(owner),
    });
    const body = (await listed.json()) as { invitations: { id: string; status: string }[] };
    expect(body.invitations.map((row) => [row.id, row.status])).toEqual([[invitation.id, "pending"]]);

    const resent = await callWorker("/api/invitations", {
      method: "PATCH",
      headers,
      body: JSON.stringify({ action: "resend", organizationId: org.id, invitationId: invitation.id }),
    });
    expect(resent.status).toBe(200);
    const revoked = await callWorker("/api/invitations", {
      method: "PATCH",
      headers,
      body: JSON.stringify({ action: "revoke", organizationId: org.id, invitationId: invitation.id }),
    });
    expect(revoked.status).toBe(200);
    const row = await serviceContext()
      .db.select()
      .from(schema.organizationInvitations)
      .where(eq(schema.organizationInvitations.id, invitation.id))
      .get();
    expect(row?.status).toBe("revoked");
  });

  it("answers bad input with 400 and field errors, writing nothing", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const headers = await jsonHeaders(owner.id);
    const response = await callWorker("/api/invitations", {
      method: "POST",
      headers,
      body: JSON.stringify({ organizationId: org.id, email: "bad", role: "owner", expiresIn: 500 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.email).toContain("Please enter a valid email address");
    expect(body.fieldErrors.role).toContain("Cannot invite as owner");
    const rows = await serviceContext()
      .db.select()
      .from(schema.organizationInvitations)
      .where(eq(schema.organizationInvitations.organizationId, org.id))
      .all();
    expect(rows).toHaveLength(0);
  });

  it("refuses members and viewers with 403", async () => {
    for (const role of ["member", "viewer"] as const) {
      const org = await createOrganization();
      const user = await createUser();
      await addMember(org.id, user.id, role);
      const response = await callWorker("/api/invitations", {
        method: "POST",
        headers: await jsonHeaders(user.id),
        body: JSON.stringify({ organizationId: org.id, email: "x@example.test", role: "member" }),
      });
      expect(response.status).toBe(403);
    }
  });

  it("never reveals another organisation's invitations (404 for every endpoint)", async () => {
    const victimOwner = await createUser();
    const victim = await createOrganization({ ownerId: victimOwner.id, name: "Victim Holdings" });
    const invite = await callWorker("/api/invitations", {
      method: "POST",
      headers: await jsonHeaders(victimOwner.id),
      body: JSON.stringify({ organizationId: victim.id, email: "secret.person@example.test", role: "admin" }),
    });
    const { invitation } = (await invite.json()) as { invitation: { id: string } };

    const attacker = await createUser();
    await createOrganization({ ownerId: attacker.id });
    const headers = await jsonHeaders(attacker.id);
    const leaks = ["secret.person@example.test", "Victim Holdings"];
    await expectCrossOrganizationNotFound(
      (h) => callWorker(`/api/invitations?organizationId=${victim.id}`, { headers: h }),
      leaks,
      headers,
    );
    await expectCrossOrganizationNotFound(
      (h) =>
        callWorker("/api/invitations", {
          method: "POST",
          headers: h,
          body: JSON.stringify({ organizationId: victim.id, email: "x@example.test", role: "member" }),
        }),
      leaks,
      headers,
    );
    for (const action of ["resend", "revoke"]) {
      await expectCrossOrganizationNotFound(
        (h) =>
          callWorker("/api/invitations", {
            method: "PATCH",
            headers: h,
            body: JSON.stringify({ action, organizationId: victim.id, invitationId: invitation.id }),
          }),
        leaks,
        headers,
      );
    }
  });
});
