// plans.max_members is enforced: inviting refuses a row once active members plus pending, unexpired
// invitations would pass the plan's limit (-1 = unlimited); accepting refuses when the organisation is full.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  acceptInvitation,
  declineInvitation,
  inviteMembers,
  lookupInvitation,
  resendInvitation,
} from "../../../app/.server/organizations/invitations";
import { removeMember } from "../../../app/.server/organizations/members";
import { hasSeatForSql } from "../../../app/.server/organizations/plan-limits";
import { schema } from "../../../app/.server/platform/db/client";
import { INVITATION_MESSAGES as M } from "../../../app/lib/organizations/constants";
import {
  actorContext,
  addMember,
  callWorker,
  createOrganization,
  createUser,
  jsonHeaders,
  serviceContext,
  tokenFromMailbox,
} from "../../helpers/factories";
import { invitationsOf, membershipOf, organizationRow } from "../../helpers/records";
import { rejection } from "../../helpers/rejections";
import { organizationSnapshot } from "../../helpers/snapshots";

const FREE_PLAN_MEMBERS = 10; // migration 0001

/** An organisation (no settings row: the free plan) with its owner and `others` more active members. */
async function boardWith(others: number, plan?: "free" | "professional" | "enterprise") {
  const owner = await createUser({ password: null });
  const org = await createOrganization({ ownerId: owner.id, name: `Limited ${crypto.randomUUID().slice(0, 6)}` });
  if (plan)
    await serviceContext().db.insert(schema.organizationSettings).values({ organizationId: org.id, planId: plan });
  const people = [];
  for (let i = 0; i < others; i++) {
    const person = await createUser({ password: null });
    await addMember(org.id, person.id, "member");
    people.push(person);
  }
  return { owner, org, people, ctx: await actorContext(owner) };
}

const row = (email: string) => ({ email, role: "member" as const, expiresInHours: 72 });
const fresh = (name: string) => `${name}.${crypto.randomUUID()}@example.test`;

describe("inviting within the plan's member limit", () => {
  it("counts active members and pending invitations, refusing the rows past the limit", async () => {
    const { org, ctx } = await boardWith(FREE_PLAN_MEMBERS - 3); // 8 active members
    const pending = fresh("pending");
    await inviteMembers(ctx, org.id, [row(pending)]); // 9 seats taken
    const [fits, over, alsoOver] = [fresh("fits"), fresh("over"), fresh("also-over")];

    const result = await inviteMembers(ctx, org.id, [row(fits), row(over), row(alsoOver)]);

    expect(result.sent.map((sent) => sent.email)).toEqual([fits]);
    expect(result.errors).toEqual([
      { email: over, message: M.memberLimit(FREE_PLAN_MEMBERS) },
      { email: alsoOver, message: M.memberLimit(FREE_PLAN_MEMBERS) },
    ]);
    expect(M.memberLimit(FREE_PLAN_MEMBERS)).toBe("Your plan allows 10 members. Upgrade to invite more.");
    expect((await invitationsOf(org.id)).map((invitation) => invitation.email).sort()).toEqual([fits, pending].sort());
  });

  it("an expired invitation frees its seat, and resending it needs a seat again", async () => {
    const { org, ctx } = await boardWith(FREE_PLAN_MEMBERS - 2); // 9 active
    const lapsed = fresh("lapsed");
    const { sent } = await inviteMembers(ctx, org.id, [row(lapsed)]);
    await serviceContext()
      .db.update(schema.organizationInvitations)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(schema.organizationInvitations.id, sent[0].id));
    const newcomer = fresh("newcomer");
    expect((await inviteMembers(ctx, org.id, [row(newcomer)])).sent).toHaveLength(1); // 10 taken again

    const before = await organizationSnapshot(org.id);
    const error = await rejection(resendInvitation(ctx, org.id, sent[0].id));
    expect([error.status, error.message]).toEqual([409, M.memberLimit(FREE_PLAN_MEMBERS)]);
    expect(await organizationSnapshot(org.id)).toBe(before);
  });

  it("follows the organisation's own plan: professional allows 50, enterprise (-1) is unlimited", async () => {
    const professional = await boardWith(FREE_PLAN_MEMBERS, "professional");
    expect((await inviteMembers(professional.ctx, professional.org.id, [row(fresh("eleventh"))])).sent).toHaveLength(1);
    const enterprise = await boardWith(FREE_PLAN_MEMBERS, "enterprise");
    const many = Array.from({ length: 10 }, (_, i) => row(fresh(`seat-${i}`)));
    expect((await inviteMembers(enterprise.ctx, enterprise.org.id, many)).sent).toHaveLength(10);
  });

  it("the API refuses with 409 and the message on every invite path, storing nothing", async () => {
    const { owner, org } = await boardWith(FREE_PLAN_MEMBERS - 1); // full
    const headers = await jsonHeaders(owner.id);
    const before = await organizationSnapshot(org.id);
    const single = await callWorker("/api/organizations/invite", {
      method: "POST",
      headers,
      body: JSON.stringify({ organizationId: org.id, email: fresh("api"), role: "member" }),
    });
    expect(single.status).toBe(409);
    expect(((await single.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      M.memberLimit(FREE_PLAN_MEMBERS),
    );
    const bulk = await callWorker("/api/organizations/bulk-invite", {
      method: "POST",
      headers,
      body: JSON.stringify({ organizationId: org.id, invitations: [{ email: fresh("bulk"), role: "viewer" }] }),
    });
    expect(bulk.status).toBe(409);
    const invitations = await callWorker("/api/invitations", {
      method: "POST",
      headers,
      body: JSON.stringify({ organizationId: org.id, email: fresh("spec"), role: "member", expiresIn: 24 }),
    });
    expect(invitations.status).toBe(409);
    expect(((await invitations.json()) as { error: string }).error).toBe(M.memberLimit(FREE_PLAN_MEMBERS));
    expect(await organizationSnapshot(org.id)).toBe(before);
  });
});

describe("accepting into a full organisation", () => {
  it(
    "the seat check inside the accept batch counts the organisation's other active " + "members against its plan",
    async () => {
      const { org, people } = await boardWith(FREE_PLAN_MEMBERS - 1); // 10 active: full
      const outsider = await createUser({ password: null });
      const seatFor = async (userId: string) =>
        (
          await serviceContext()
            .db.select({ ok: sql<number>`${hasSeatForSql(schema.organizations.id, userId)}` })
            .from(schema.organizations)
            .where(eq(schema.organizations.id, org.id))
            .get()
        )?.ok;
      expect(await seatFor(outsider.id)).toBe(0);
      expect(await seatFor(people[0].id)).toBe(1); // already a member: joining again takes no new seat
      await serviceContext()
        .db.update(schema.organizationMembers)
        .set({ status: "suspended" })
        .where(eq(schema.organizationMembers.userId, people[1].id));
      expect(await seatFor(outsider.id)).toBe(1);
    },
  );

  it(
    "shows a clear page message, refuses to join and changes nothing; a freed seat lets " + "the same link work",
    async () => {
      const { org, ctx, people } = await boardWith(FREE_PLAN_MEMBERS - 2); // 9 active
      const invitee = await createUser({ password: null });
      await inviteMembers(ctx, org.id, [row(invitee.email)]); // 10 seats taken
      const token = await tokenFromMailbox(invitee.email);
      await addMember(org.id, (await createUser({ password: null })).id, "viewer"); // someone else took the last seat
      const name = (await organizationRow(org.id))!.name;

      expect(await lookupInvitation(serviceContext(), token)).toEqual({
        state: "full",
        message: M.organizationFull(name, FREE_PLAN_MEMBERS),
      });
      const before = await organizationSnapshot(org.id);
      const error = await rejection(acceptInvitation(await actorContext(invitee), token));
      expect([error.status, error.message]).toEqual([409, M.organizationFull(name, FREE_PLAN_MEMBERS)]);
      expect(await organizationSnapshot(org.id)).toBe(before);

      await removeMember(ctx, org.id, people[0].id);
      await acceptInvitation(await actorContext(invitee), token);
      const joined = await membershipOf(org.id, invitee.id);
      expect(joined?.status).toBe("active");
    },
  );

  it("the invitee can still decline", async () => {
    const { org, ctx } = await boardWith(FREE_PLAN_MEMBERS - 2);
    const invitee = await createUser({ password: null });
    await inviteMembers(ctx, org.id, [row(invitee.email)]);
    const token = await tokenFromMailbox(invitee.email);
    await addMember(org.id, (await createUser({ password: null })).id, "viewer");
    await declineInvitation(await actorContext(invitee), token);
    expect((await invitationsOf(org.id))[0].status).toBe("rejected");
  });
});
