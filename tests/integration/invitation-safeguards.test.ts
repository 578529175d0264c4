// Invitations that must not half-happen: bad expiries, demo visitors mailing strangers, a claim
// without its membership, an email that could not be sent.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../app/.server/db/client";
import { INVITATION_MESSAGES as M } from "../../app/lib/constants";
import { callWorker, createOrganization, createUser, serviceContext, signedInHeaders } from "../fixtures/factories";
import { organizationSnapshot } from "../fixtures/snapshots";

async function jsonHeaders(userId: string) {
  const headers = await signedInHeaders(userId);
  headers.set("Content-Type", "application/json");
  return headers;
}

const invitationsOf = (organizationId: string) =>
  serviceContext().db.select().from(schema.organizationInvitations).where(eq(schema.organizationInvitations.organizationId, organizationId)).all();

describe("invitation expiry through the API (001 §5: 1 to 168 hours)", () => {
  for (const path of ["/api/organizations/invite", "/api/invitations"]) {
    it(`${path} refuses 0, -5 and 100000 hours with the spec's messages and stores nothing`, async () => {
      const owner = await createUser();
      const org = await createOrganization({ ownerId: owner.id });
      const headers = await jsonHeaders(owner.id);
      const before = await organizationSnapshot(org.id);
      for (const [expiresIn, message] of [
        [0, M.expiryMin],
        [-5, M.expiryMin],
        [100000, M.expiryMax],
        [1.5, M.expiryMin],
      ] as const) {
        const response = await callWorker(path, { method: "POST", headers, body: JSON.stringify({ organizationId: org.id, email: "expiry@example.test", role: "member", expiresIn }) });
        expect(response.status, `expiresIn ${expiresIn}`).toBe(400);
        expect(await response.json()).toEqual({ error: "Invalid input", fieldErrors: { expiresIn: [message] } });
      }
      expect(await organizationSnapshot(org.id)).toBe(before);

      const accepted = await callWorker(path, { method: "POST", headers, body: JSON.stringify({ organizationId: org.id, email: "expiry@example.test", role: "member", expiresIn: 168 }) });
      expect(accepted.status).toBe(201);
      const [row] = await invitationsOf(org.id);
      expect(row.expiresAt - row.createdAt).toBe(168 * 3_600_000);
    });
  }
});
