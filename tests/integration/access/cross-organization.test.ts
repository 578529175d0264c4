// The cross-organisation check for the routes and services of the organisations issue that had none:
// a member of organisation A asks for B's resources and gets 404 (or, for the lists, only A's own
// rows), never any of B's data, and D1 keeps B exactly as it was.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { committeeCandidates } from "../../../app/.server/committees/candidates";
import {
  createCommittee,
  getCommittee,
  listCommittees,
  setCommitteeStatus,
  updateCommittee,
} from "../../../app/.server/committees/committees";
import { listBoardmates } from "../../../app/.server/organizations/boardmates";
import { inviteMembers, listInvitations } from "../../../app/.server/organizations/invitations";
import { runBulkOperation } from "../../../app/.server/organizations/list";
import { listMembers } from "../../../app/.server/organizations/members";
import { loadOrganizationOverview } from "../../../app/.server/organizations/overview";
import {
  loadOrganizationSettings,
  readOrganizationLogo,
  uploadOrganizationLogo,
} from "../../../app/.server/organizations/settings";
import { schema } from "../../../app/.server/platform/db/client";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import {
  actorContext,
  addMember,
  bearerHeaders,
  callWorker,
  createOrganization,
  createUser,
  expectCrossOrganizationNotFound,
  jsonHeaders,
  serviceContext,
} from "../../helpers/factories";
import { pngLogo } from "../../helpers/files";
import { auditActions, organizationRow } from "../../helpers/records";
import { rejection } from "../../helpers/rejections";
import { organizationWithCommitteesSnapshot } from "../../helpers/snapshots";

const LOGO_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4]);

/**
 * Organisation B ("the victim") with people, an invitation, a committee and a logo; organisation A
 * owned by the attacker, with a committee and a member of its own. Every name in B is distinctive so
 * a leak shows up in a body.
 */
async function twoOrganizations() {
  const tag = crypto.randomUUID().slice(0, 8);
  const victimOwner = await createUser({ fullName: `Victoria Owner ${tag}`, email: `victoria.${tag}@victim.test` });
  const victimDirector = await createUser({
    fullName: `Secret Director ${tag}`,
    email: `secret.director.${tag}@victim.test`,
  });
  const victim = await createOrganization({ ownerId: victimOwner.id, name: `Victim Holdings ${tag}` });
  await addMember(victim.id, victimDirector.id, "member");
  const victimCtx = await actorContext(victimOwner);
  await inviteMembers(victimCtx, victim.id, [
    { email: `secret.invitee.${tag}@victim.test`, role: "admin", expiresInHours: 72 },
  ]);
  const victimCommittee = await createCommittee(
    victimCtx,
    victim.id,
    CommitteeSchema.parse({ name: `Secret Audit ${tag}`, memberIds: [victimDirector.id], chairId: victimOwner.id }),
  );
  await uploadOrganizationLogo(victimCtx, victim.id, new File([LOGO_BYTES], "victim-logo.png", { type: "image/png" }));

  const attacker = await createUser({ fullName: `Attacker ${tag}` });
  const colleague = await createUser({ fullName: `Colleague ${tag}` });
  const mine = await createOrganization({ ownerId: attacker.id, name: `Attacker Board ${tag}` });
  await addMember(mine.id, colleague.id, "member");
  const attackerCtx = await actorContext(attacker);
  const myCommittee = await createCommittee(
    attackerCtx,
    mine.id,
    CommitteeSchema.parse({ name: `Own Committee ${tag}`, memberIds: [colleague.id] }),
  );

  return {
    victim: {
      ...victim,
      owner: victimOwner,
      director: victimDirector,
      committeeId: victimCommittee.id,
    },
    mine: { ...mine, colleague, committeeId: myCommittee.id },
    attacker,
    attackerCtx,
    /** Everything of B's that must never appear in an answer to A. */
    leaks: [
      `Victim Holdings ${tag}`,
      `Secret Director ${tag}`,
      `secret.director.${tag}@victim.test`,
      `secret.invitee.${tag}@victim.test`,
      `Secret Audit ${tag}`,
      `victoria.${tag}@victim.test`,
    ],
  };
}

type World = Awaited<ReturnType<typeof twoOrganizations>>;

/** Awaits a service call that must answer 404 across organisations and checks its message names nothing of B. */
async function expectServiceNotFound(world: World, call: Promise<unknown>) {
  const error = await rejection(call);
  expect(error.status, error.message).toBe(404);
  for (const text of world.leaks) expect(error.message).not.toContain(text);
}

describe("cross-organisation: the settings page's services", () => {
  it(
    "the settings loader, its members and invitations lists, and the committee candidates " +
      "answer 404 by id and by slug",
    async () => {
      const world = await twoOrganizations();
      const before = await organizationWithCommitteesSnapshot(world.victim.id);
      for (const ref of [world.victim.id, world.victim.slug]) {
        await expectServiceNotFound(world, loadOrganizationSettings(world.attackerCtx, ref));
        await expectServiceNotFound(world, listMembers(world.attackerCtx, ref));
        await expectServiceNotFound(world, listMembers(world.attackerCtx, ref, { search: "Secret" }));
        await expectServiceNotFound(world, listInvitations(world.attackerCtx, ref));
        await expectServiceNotFound(world, committeeCandidates(world.attackerCtx, ref));
        await expectServiceNotFound(world, loadOrganizationOverview(world.attackerCtx, ref));
      }
      expect(await organizationWithCommitteesSnapshot(world.victim.id)).toBe(before);
      // The same calls work for B's own owner, so the 404 above is the tenant guard, not a broken call.
      const ownerCtx = await actorContext(world.victim.owner);
      expect((await loadOrganizationSettings(ownerCtx, world.victim.slug)).organization.id).toBe(world.victim.id);
      expect((await listInvitations(ownerCtx, world.victim.id)).pending).toHaveLength(1);
      // The overview of A lists A's people and committees only.
      const own = JSON.stringify(await loadOrganizationOverview(world.attackerCtx, world.mine.id));
      expect(own).toContain(world.mine.colleague.id);
      for (const text of world.leaks) expect(own).not.toContain(text);
    },
  );

  it("a membership that is not active (suspended, pending activation) opens nothing", async () => {
    const world = await twoOrganizations();
    for (const status of ["suspended", "pending_activation"] as const) {
      const halfMember = await createUser();
      await serviceContext().db.insert(schema.organizationMembers).values({
        id: crypto.randomUUID(),
        organizationId: world.victim.id,
        userId: halfMember.id,
        role: "admin",
        status,
      });
      const ctx = await actorContext(halfMember);
      await expectServiceNotFound(world, loadOrganizationSettings(ctx, world.victim.id));
      await expectServiceNotFound(world, listMembers(ctx, world.victim.id));
      await expectServiceNotFound(world, listInvitations(ctx, world.victim.id));
      await expectServiceNotFound(world, listCommittees(ctx, world.victim.id));
      await expectServiceNotFound(world, loadOrganizationOverview(ctx, world.victim.id));
      await expectServiceNotFound(world, readOrganizationLogo(ctx, world.victim.id));
      expect(JSON.stringify(await listBoardmates(ctx))).not.toContain(world.leaks[1]);
    }
  });
});

describe("cross-organisation: the logo resource", () => {
  it("serves B's logo to B's members only; A gets 404 by id and by slug, and cannot upload over it", async () => {
    const world = await twoOrganizations();
    const bytes = async (object: R2ObjectBody) => new Uint8Array(await object.arrayBuffer());
    expect(await bytes(await readOrganizationLogo(await actorContext(world.victim.director), world.victim.id))).toEqual(
      LOGO_BYTES,
    );

    await expectServiceNotFound(world, readOrganizationLogo(world.attackerCtx, world.victim.id));
    await expectServiceNotFound(world, readOrganizationLogo(world.attackerCtx, world.victim.slug));

    const objectsBefore = (await env.FILES.list({ prefix: `organizations/${world.victim.id}/` })).objects.map(
      (object) => object.key,
    );
    const before = await organizationWithCommitteesSnapshot(world.victim.id);
    await expectServiceNotFound(world, uploadOrganizationLogo(world.attackerCtx, world.victim.id, pngLogo()));
    expect(
      (await env.FILES.list({ prefix: `organizations/${world.victim.id}/` })).objects.map((object) => object.key),
    ).toEqual(objectsBefore);
    expect(await organizationWithCommitteesSnapshot(world.victim.id)).toBe(before);
  });

  it("a logo address sent with A's own general settings can't point A's logo at B's file", async () => {
    const world = await twoOrganizations();
    const victimLogoUrl = (await organizationRow(world.victim.id))!.logoUrl!;
    const response = await callWorker(`/api/organizations/${world.mine.id}`, {
      method: "PATCH",
      headers: await jsonHeaders(world.attacker.id),
      body: JSON.stringify({
        name: world.mine.name,
        slug: world.mine.slug,
        logoUrl: victimLogoUrl,
        logo_url: victimLogoUrl,
      }),
    });
    expect(response.status).toBe(200);
    const mine = await organizationRow(world.mine.id);
    expect(mine?.logoUrl ?? null).toBeNull();
    await expect(readOrganizationLogo(world.attackerCtx, world.mine.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("cross-organisation: the JSON export", () => {
  it("exports only A's organisation; B is reported as not found, by its id only, with no audit entry", async () => {
    const world = await twoOrganizations();
    const before = await organizationWithCommitteesSnapshot(world.victim.id);
    const result = await runBulkOperation(world.attackerCtx, "export", [
      world.victim.id,
      world.mine.id,
      world.victim.slug,
    ]);
    expect(result.succeeded).toEqual([{ id: world.mine.id, name: world.mine.name }]);
    expect(result.errors).toEqual([
      { id: world.victim.id, name: world.victim.id, message: "Organization not found" },
      { id: world.victim.slug, name: world.victim.slug, message: "Organization not found" },
    ]);
    expect(result.exported).toHaveLength(1);
    const exported = result.exported![0] as {
      organization: { id: string };
      members: { email: string }[];
      committees: { organizationId: string; name: string }[];
    };
    expect(exported.organization.id).toBe(world.mine.id);
    expect(exported.members.map((member) => member.email).sort()).toEqual(
      [world.attacker.email, world.mine.colleague.email].sort(),
    );
    expect(exported.committees.map((committee) => committee.organizationId)).toEqual([world.mine.id]);
    const body = JSON.stringify(result);
    for (const text of world.leaks) expect(body).not.toContain(text);
    expect(await auditActions(world.attacker.id, world.victim.id)).toEqual([]);
    expect(await organizationWithCommitteesSnapshot(world.victim.id)).toBe(before);
  });

  it("the same through POST /api/organizations/bulk, with a cookie or a bearer token", async () => {
    const world = await twoOrganizations();
    for (const headers of [await jsonHeaders(world.attacker.id), await bearerHeaders(world.attacker)]) {
      headers.set("Content-Type", "application/json");
      const response = await callWorker("/api/organizations/bulk", {
        method: "POST",
        headers,
        body: JSON.stringify({ operation: "export", organizationIds: [world.victim.id] }),
      });
      const text = await response.text();
      for (const leak of world.leaks) expect(text).not.toContain(leak);
      expect(JSON.parse(text)).toMatchObject({
        success: false,
        succeeded: [],
        exported: [],
        errors: [{ id: world.victim.id, message: "Organization not found" }],
      });
    }
  });
});

describe("cross-organisation: the organisations API", () => {
  it("GET /api/organizations?id= answers 404 for B by id or slug, whatever userId is sent", async () => {
    const world = await twoOrganizations();
    const headers = await jsonHeaders(world.attacker.id);
    for (const ref of [world.victim.id, world.victim.slug]) {
      await expectCrossOrganizationNotFound(
        (h) => callWorker(`/api/organizations?id=${encodeURIComponent(ref)}`, { headers: h }),
        world.leaks,
        headers,
      );
      await expectCrossOrganizationNotFound(
        (h) =>
          callWorker(`/api/organizations?id=${encodeURIComponent(ref)}&userId=${world.victim.owner.id}`, {
            headers: h,
          }),
        world.leaks,
        headers,
      );
    }
    await expectCrossOrganizationNotFound(
      (h) => callWorker(`/api/organizations?id=${world.victim.id}`, { headers: h }),
      world.leaks,
      await bearerHeaders(world.attacker),
    );
  });

  it("the list, /basic and /safe list only the caller's organisations, whatever userId is sent", async () => {
    const world = await twoOrganizations();
    const headers = await jsonHeaders(world.attacker.id);
    for (const path of ["/api/organizations", "/api/organizations/basic", "/api/organizations/safe"]) {
      for (const query of ["", `?userId=${world.victim.owner.id}`, `?userId=${world.victim.director.id}`]) {
        const response = await callWorker(`${path}${query}`, { headers });
        const text = await response.text();
        expect(response.status, `${path}${query}`).toBe(200);
        const { data } = JSON.parse(text) as { data: { organizations: { id: string }[] } };
        expect(
          data.organizations.map((org) => org.id),
          `${path}${query}`,
        ).toEqual([world.mine.id]);
        for (const leak of world.leaks) expect(text, `${path}${query}`).not.toContain(leak);
      }
    }
  });

  it("a membership that is not active lists nothing of B", async () => {
    const world = await twoOrganizations();
    await serviceContext().db.insert(schema.organizationMembers).values({
      id: crypto.randomUUID(),
      organizationId: world.victim.id,
      userId: world.attacker.id,
      role: "admin",
      status: "suspended",
    });
    const headers = await jsonHeaders(world.attacker.id);
    for (const path of ["/api/organizations", "/api/organizations/basic", "/api/organizations/safe"]) {
      const text = await (await callWorker(path, { headers })).text();
      expect(
        (JSON.parse(text) as { data: { organizations: { id: string }[] } }).data.organizations.map((org) => org.id),
        path,
      ).toEqual([world.mine.id]);
      for (const leak of world.leaks) expect(text, path).not.toContain(leak);
    }
    await expectCrossOrganizationNotFound(
      (h) => callWorker(`/api/organizations?id=${world.victim.id}`, { headers: h }),
      world.leaks,
      headers,
    );
    await expectCrossOrganizationNotFound(
      (h) => callWorker(`/api/organizations/${world.victim.id}/members`, { headers: h }),
      world.leaks,
      headers,
    );
  });

  it("asset and compliance settings for B answer 404 and write nothing", async () => {
    const world = await twoOrganizations();
    const headers = await jsonHeaders(world.attacker.id);
    const before = await organizationWithCommitteesSnapshot(world.victim.id);
    const assetSettings = {
      categories: ["Hijacked"],
      storageLimit: 10,
      retentionDays: 0,
      defaultPermissions: "private",
    };
    const complianceSettings = {
      auditLogging: false,
      complianceStandards: [],
      sessionTimeout: 1440,
      passwordPolicy: { minLength: 8, expirationDays: 0 },
    };
    for (const ref of [world.victim.id, world.victim.slug]) {
      for (const change of [{ assetSettings }, { complianceSettings }]) {
        await expectCrossOrganizationNotFound(
          (h) =>
            callWorker(`/api/organizations/${ref}/settings`, {
              method: "PATCH",
              headers: h,
              body: JSON.stringify(change),
            }),
          world.leaks,
          headers,
        );
      }
    }
    expect(await organizationWithCommitteesSnapshot(world.victim.id)).toBe(before);
    expect(await auditActions(world.attacker.id, world.victim.id)).toEqual([]);
  });
});

describe("cross-organisation: committees", () => {
  it("listing, reading, creating, editing, archiving and restoring under B answer 404 and write nothing", async () => {
    const world = await twoOrganizations();
    const { attackerCtx: ctx } = world;
    const before = await organizationWithCommitteesSnapshot(world.victim.id);
    const input = CommitteeSchema.parse({
      name: "Planted Committee",
      memberIds: [world.attacker.id],
      chairId: world.attacker.id,
    });
    for (const ref of [world.victim.id, world.victim.slug]) {
      await expectServiceNotFound(world, listCommittees(ctx, ref));
      await expectServiceNotFound(world, listCommittees(ctx, ref, { status: "archived" }));
      await expectServiceNotFound(world, getCommittee(ctx, ref, world.victim.committeeId));
      await expectServiceNotFound(world, createCommittee(ctx, ref, input));
      await expectServiceNotFound(world, createCommittee(ctx, ref, CommitteeSchema.parse({ name: "Empty Plant" })));
      await expectServiceNotFound(world, updateCommittee(ctx, ref, world.victim.committeeId, input));
      await expectServiceNotFound(world, setCommitteeStatus(ctx, ref, world.victim.committeeId, "archived"));
      await expectServiceNotFound(world, setCommitteeStatus(ctx, ref, world.victim.committeeId, "active"));
    }
    expect(await organizationWithCommitteesSnapshot(world.victim.id)).toBe(before);
    expect(await auditActions(world.attacker.id, world.victim.id)).toEqual([]);
  });

  it("B's committee sent under A's own organisation is not found: not read, edited, archived or restored", async () => {
    const world = await twoOrganizations();
    const { attackerCtx: ctx } = world;
    const victimBefore = await organizationWithCommitteesSnapshot(world.victim.id);
    const mineBefore = await organizationWithCommitteesSnapshot(world.mine.id);
    await expectServiceNotFound(world, getCommittee(ctx, world.mine.id, world.victim.committeeId));
    for (const edit of [
      { name: "Renamed By Attacker" },
      { name: "Renamed By Attacker", memberIds: [world.mine.colleague.id], chairId: world.attacker.id },
    ]) {
      const input = CommitteeSchema.parse(edit);
      await expectServiceNotFound(world, updateCommittee(ctx, world.mine.id, world.victim.committeeId, input));
    }
    await expectServiceNotFound(world, setCommitteeStatus(ctx, world.mine.id, world.victim.committeeId, "archived"));
    await setCommitteeStatus(
      await actorContext(world.victim.owner),
      world.victim.id,
      world.victim.committeeId,
      "archived",
    );
    const archivedBefore = await organizationWithCommitteesSnapshot(world.victim.id);
    await expectServiceNotFound(world, setCommitteeStatus(ctx, world.mine.id, world.victim.committeeId, "active"));
    expect(await organizationWithCommitteesSnapshot(world.victim.id)).toBe(archivedBefore);
    expect(archivedBefore).not.toBe(victimBefore);
    expect(await organizationWithCommitteesSnapshot(world.mine.id)).toBe(mineBefore);
    // A's own list shows A's committee only.
    const listed = await listCommittees(ctx, world.mine.id, { status: "archived" });
    expect(listed.committees).toEqual([]);
    expect((await listCommittees(ctx, world.mine.id)).committees.map((committee) => committee.id)).toEqual([
      world.mine.committeeId,
    ]);
  });

  it("B's people can't be made chair or members of A's committees (create or edit): 400, nothing written", async () => {
    const world = await twoOrganizations();
    const { attackerCtx: ctx } = world;
    const mineBefore = await organizationWithCommitteesSnapshot(world.mine.id);
    const proposals = [
      { name: "Foreign Chair", chairId: world.victim.director.id },
      { name: "Foreign Chair Among Members", chairId: world.victim.owner.id, memberIds: [world.mine.colleague.id] },
      { name: "Foreign Member", memberIds: [world.mine.colleague.id, world.victim.director.id] },
      { name: "Own Chair Foreign Member", chairId: world.attacker.id, memberIds: [world.victim.owner.id] },
    ];
    for (const proposal of proposals) {
      const input = CommitteeSchema.parse(proposal);
      const created = await rejection(createCommittee(ctx, world.mine.id, input));
      expect(created.status, proposal.name).toBe(400);
      expect(created.fieldErrors).toEqual({ memberIds: ["Committee members must be members of the organization"] });
      const edited = await rejection(updateCommittee(ctx, world.mine.id, world.mine.committeeId, input));
      expect(edited.status, proposal.name).toBe(400);
    }
    expect(await organizationWithCommitteesSnapshot(world.mine.id)).toBe(mineBefore);
  });
});

describe("cross-organisation: boardmates", () => {
  it("lists nobody from B, by name, email or page, and shows only A when someone sits on both boards", async () => {
    const world = await twoOrganizations();
    // The director also sits on A's board: A may see them, but not that they are on B's.
    await addMember(world.mine.id, world.victim.director.id, "viewer");
    const everyone = await listBoardmates(world.attackerCtx);
    expect(everyone.people.map((person) => person.userId).sort()).toEqual(
      [world.mine.colleague.id, world.victim.director.id].sort(),
    );
    const director = everyone.people.find((person) => person.userId === world.victim.director.id)!;
    expect(director.shared).toEqual([
      { organization: world.mine.name, slug: world.mine.slug, role: "viewer", boardTitle: null },
    ]);
    const body = JSON.stringify(everyone);
    for (const text of [world.victim.name, world.victim.slug, world.victim.owner.email, "Victoria Owner"])
      expect(body).not.toContain(text);

    for (const search of ["victoria", world.victim.owner.email, "victim.test"]) {
      const found = await listBoardmates(world.attackerCtx, { search });
      expect(
        found.people.map((person) => person.userId),
        search,
      ).not.toContain(world.victim.owner.id);
    }
    expect((await listBoardmates(world.attackerCtx, { page: 2 })).people).toEqual([]);
  });

  it("someone who belongs to no organisation sees nobody", async () => {
    const loner = await createUser();
    await twoOrganizations();
    expect(await listBoardmates(await actorContext(loner))).toEqual({ people: [], total: 0, page: 1 });
  });
});
