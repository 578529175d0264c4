// Invitations that must not half-happen: bad expiries, demo visitors mailing strangers, a claim
// without its membership, an email that could not be sent.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { acceptInvitation, inviteMembers, listInvitations } from "../../../app/.server/organizations/invitations";
import type { ActorContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import { INVITATION_MESSAGES as M } from "../../../app/lib/organizations/constants";
import {
  actorContext,
  callWorker,
  createOrganization,
  createUser,
  jsonHeaders,
  serviceContext,
  tokenFromMailbox,
} from "../../helpers/factories";
import { invitationsOf, membershipOf, preferencesOf } from "../../helpers/records";
import { rejection } from "../../helpers/rejections";
import { organizationSnapshot } from "../../helpers/snapshots";

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
        const response = await callWorker(path, {
          method: "POST",
          headers,
          body: JSON.stringify({ organizationId: org.id, email: "expiry@example.test", role: "member", expiresIn }),
        });
        expect(response.status, `expiresIn ${expiresIn}`).toBe(400);
        expect(await response.json()).toEqual({ error: "Invalid input", fieldErrors: { expiresIn: [message] } });
      }
      expect(await organizationSnapshot(org.id)).toBe(before);

      const accepted = await callWorker(path, {
        method: "POST",
        headers,
        body: JSON.stringify({ organizationId: org.id, email: "expiry@example.test", role: "member", expiresIn: 168 }),
      });
      expect(accepted.status).toBe(201);
      const [row] = await invitationsOf(org.id);
      expect(row.expiresAt - row.createdAt).toBe(168 * 3_600_000);
    });
  }
});

const auditOf = (organizationId: string, action: string) =>
  serviceContext()
    .db.select()
    .from(schema.auditLogs)
    .where(and(eq(schema.auditLogs.organizationId, organizationId), eq(schema.auditLogs.action, action)))
    .all();

describe("accepting is one atomic write", () => {
  it("claim, membership, current organisation and audit land together, once; a replay changes nothing", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const invitee = await createUser();
    await inviteMembers(await actorContext(owner), org.id, [
      { email: invitee.email, role: "admin", expiresInHours: 24 },
    ]);
    const token = await tokenFromMailbox(invitee.email);
    const inviteeCtx = await actorContext(invitee);

    expect(await acceptInvitation(inviteeCtx, token)).toMatchObject({ organizationId: org.id });
    expect(await membershipOf(org.id, invitee.id)).toMatchObject({ role: "admin", status: "active" });
    const preferences = await preferencesOf(invitee.id);
    expect(preferences?.currentOrganizationId).toBe(org.id);
    const [invitation] = await invitationsOf(org.id);
    expect(invitation).toMatchObject({ status: "accepted", acceptedBy: invitee.id });
    expect(await auditOf(org.id, "invitation.accepted")).toMatchObject([
      { userId: invitee.id, entityId: invitation.id, changes: { role: "admin" } },
    ]);

    const before = await organizationSnapshot(org.id);
    const replay = await rejection(acceptInvitation(inviteeCtx, token));
    expect([replay.status, replay.message]).toEqual([409, M.used]);
    expect(await organizationSnapshot(org.id)).toBe(before);
    expect(await auditOf(org.id, "invitation.accepted")).toHaveLength(1);
  });

  it("if the membership can't be written, the invitation is not spent either", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const invitee = await createUser();
    await inviteMembers(await actorContext(owner), org.id, [
      { email: invitee.email, role: "member", expiresInHours: 24 },
    ]);
    const token = await tokenFromMailbox(invitee.email);
    const inviteeCtx = await actorContext(invitee);
    const before = await organizationSnapshot(org.id);
    // Make exactly the membership insert fail (the claim itself would succeed on its own).
    const trigger = `fail_membership_${invitee.id.replaceAll("-", "_")}`;
    await env.DB.prepare(
      `create trigger ${trigger} before insert on organization_members when new.user_id = '${invitee.id}' ` +
        "begin select raise(abort, 'membership write failed'); end",
    ).run();
    try {
      await expect(acceptInvitation(inviteeCtx, token)).rejects.toThrow(/membership write failed/);
    } finally {
      await env.DB.prepare(`drop trigger ${trigger}`).run();
    }

    expect(await organizationSnapshot(org.id)).toBe(before);
    expect((await invitationsOf(org.id))[0]).toMatchObject({ status: "pending", acceptedBy: null, acceptedAt: null });
    expect(await auditOf(org.id, "invitation.accepted")).toEqual([]);
    // Once the write can happen, the same link still works.
    await acceptInvitation(inviteeCtx, token);
    expect(await membershipOf(org.id, invitee.id)).toMatchObject({ role: "member" });
  });
});

describe("an invitation email that can't be sent", () => {
  /** Production-like sending through a queue that refuses the `failing`-th message (1-based). */
  function queueFailingAt(ctx: ActorContext, failing: number): ActorContext {
    let calls = 0;
    const jobs = {
      send: async () => (++calls === failing ? Promise.reject(new Error("queue unavailable")) : undefined),
    } as unknown as Queue;
    return { ...ctx, config: { ...ctx.config, APP_ENV: "production" }, env: { ...ctx.env, JOBS: jobs } };
  }

  it("is that row's error; the other rows are sent and no pending row is left for it", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const ctx = queueFailingAt(await actorContext(owner), 2);
    const [first, failing, third] = ["first", "failing", "third"].map(
      (name) => `${name}.${crypto.randomUUID()}@example.test`,
    );

    const result = await inviteMembers(
      ctx,
      org.id,
      [first, failing, third].map((email) => ({ email, role: "member" as const, expiresInHours: 72 })),
    );

    expect(result.sent.map((row) => row.email)).toEqual([first, third]);
    expect(result.errors).toEqual([{ email: failing, message: M.sendFailed }]);
    const stored = await invitationsOf(org.id);
    expect(stored.map((row) => [row.email, row.status]).sort()).toEqual(
      [
        [first, "pending"],
        [third, "pending"],
      ].sort(),
    );
    expect(await auditOf(org.id, "invitation.send_failed")).toMatchObject([{ changes: { email: failing } }]);
    expect((await listInvitations(ctx, org.id)).pending.map((row) => row.email)).not.toContain(failing);

    // Nothing blocks trying again.
    const retry = await inviteMembers(await actorContext(owner), org.id, [
      { email: failing, role: "member", expiresInHours: 72 },
    ]);
    expect(retry.sent.map((row) => row.email)).toEqual([failing]);
  });
});
