// Issue 9: the vaults list reads the membership guard, its page, count and the actor's invitations in the session
// lookup's batch (decision 066; before it one round trip after the session's). Counted through the D1 binding on a
// repeat view, as the page's loader calls the service: the organisation picked from the session's batch, then the
// service with the rows read for the page.

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pickOrganization, setCurrentOrganization } from "../../../app/.server/organizations/organizations";
import type { ActorContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { createVault } from "../../../app/.server/vaults/create";
import { inviteToVault } from "../../../app/.server/vaults/invitations";
import { listVaults } from "../../../app/.server/vaults/list";
import {
  VAULT_PAGE_READS,
  VAULTS_LIST_READS,
  vaultListQueryOf,
  vaultListValuesOf,
} from "../../../app/.server/vaults/page-reads";
import { CreateVaultSchema } from "../../../app/lib/vaults/schemas";
import { actorContext, createOrganization, createRoleBoard, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { repeatPageView } from "../../helpers/round-trips";
import { sessionPageRequest } from "../../helpers/session-page-request";

/** What the list's loader does: the organisation the URL names, else the current one, then the list. */
const list =
  (withSession = true) =>
  async (ctx: ActorContext, url: URL, services: RequestServices) => {
    const values = vaultListValuesOf(url.searchParams);
    const prefetched = values && withSession ? services.prefetchedPage(VAULTS_LIST_READS, values) : undefined;
    const { organization } = await pickOrganization(ctx, url.searchParams.get("org"));
    if (!organization) throw new Error("expected an organisation");
    return listVaults(ctx, organization.id, vaultListQueryOf(url.searchParams), prefetched);
  };

/** A board with two vaults (one private to its owner) and an invitation addressed to the member. */
async function boardWithVaults() {
  const board = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer", "outsider"] });
  const open = await createVault(
    board.ctx,
    CreateVaultSchema.parse({ organizationId: board.org.id, name: "Open vault", accessLevel: "organization" }),
  );
  await createVault(
    board.ctx,
    CreateVaultSchema.parse({ organizationId: board.org.id, name: "Owner's vault", accessLevel: "private" }),
  );
  const member = await actorContext(board.users.member);
  await inviteToVault(board.ctx, open.id, { email: member.actor.user.email, role: "member" });
  return board;
}

const shown = (page: Awaited<ReturnType<typeof listVaults>>) => ({
  organization: page.organization.id,
  vaults: page.vaults.map((vault) => [vault.name, vault.role, vault.memberCount]),
  invitations: page.myInvitations.map((invitation) => invitation.vaultName),
  total: page.total,
  canCreate: page.canCreate,
});

describe("the vaults list's round trips after the session's batch", () => {
  it("as it opens, of the current organisation or the one the URL names, any page: none, the same list", async () => {
    const board = await boardWithVaults();
    for (const seat of ["owner", "member", "viewer"] as const) {
      const alone = shown(await listVaults(await actorContext(board.users[seat]), board.org.id));
      for (const path of [
        "/dashboard/vaults",
        "/dashboard/vaults.data",
        `/dashboard/vaults?org=${board.org.slug}`,
        `/dashboard/vaults.data?org=${board.org.id}&page=1`,
      ]) {
        const { page, roundTrips } = await repeatPageView(board.users[seat], path, list());
        expect([seat, path, roundTrips, shown(page)]).toEqual([seat, path, 0, alone]);
      }
    }
    const member = await repeatPageView(board.users.member, "/dashboard/vaults", list());
    expect(shown(member.page).invitations).toEqual(["Open vault"]);
    const second = await repeatPageView(board.users.owner, "/dashboard/vaults?page=2", list());
    expect([second.roundTrips, second.page.page, second.page.vaults, second.page.total]).toEqual([0, 2, [], 2]);
  });

  it("a search, a status or another sort, or rows not read with the session: one, as before", async () => {
    const board = await boardWithVaults();
    for (const path of [
      "/dashboard/vaults?search=open",
      "/dashboard/vaults?status=active",
      "/dashboard/vaults?sort=name:asc",
    ]) {
      expect(vaultListValuesOf(new URL(path, "https://x").searchParams)).toBeNull();
      const { page, roundTrips } = await repeatPageView(board.users.owner, path, list());
      expect([path, roundTrips, page.vaults.length > 0]).toEqual([path, 1, true]);
    }
    const alone = await repeatPageView(board.users.owner, "/dashboard/vaults", list(false));
    expect([alone.roundTrips, alone.page.total]).toEqual([1, 2]);
  });

  it("the preferred organisation when the URL names none, and rows of another are read again", async () => {
    const board = await boardWithVaults();
    const second = await createOrganization({ ownerId: board.users.member.id, name: "Second Board" });
    const member = await actorContext(board.users.member);
    await setCurrentOrganization(member, second.id);
    const preferred = await repeatPageView(board.users.member, "/dashboard/vaults", list());
    expect([preferred.roundTrips, preferred.page.organization.id, preferred.page.total]).toEqual([0, second.id, 0]);
    const named = await repeatPageView(board.users.member, `/dashboard/vaults?org=${board.org.slug}`, list());
    expect([named.roundTrips, named.page.organization.id, named.page.total]).toEqual([0, board.org.id, 1]);
    // As if the session's guess were not the organisation the loader picked: the service reads its own.
    const other = await repeatPageView(board.users.member, "/dashboard/vaults", async (ctx, url, services) => {
      const prefetched = services.prefetchedPage(VAULTS_LIST_READS, vaultListValuesOf(url.searchParams) ?? {});
      expect(prefetched?.[0][0]?.organization.id).toBe(second.id);
      return listVaults(ctx, board.org.id, {}, prefetched);
    });
    expect([other.roundTrips, other.page.organization.id, other.page.total]).toEqual([1, board.org.id, 1]);
  });

  it("a current organisation the user has left: the loader's fallback (a write) and its list, read again", async () => {
    const board = await boardWithVaults();
    const second = await createOrganization({ ownerId: board.users.admin.id, name: "Left Board" });
    const admin = await actorContext(board.users.admin);
    await setCurrentOrganization(admin, second.id);
    await serviceContext()
      .db.update(schema.organizationMembers)
      .set({ status: "suspended" })
      .where(
        and(
          eq(schema.organizationMembers.organizationId, second.id),
          eq(schema.organizationMembers.userId, board.users.admin.id),
        ),
      );
    const page = await sessionPageRequest("/dashboard/vaults", board.users.admin.id);
    const values = vaultListValuesOf(page.url.searchParams);
    const prefetched = values ? page.services.prefetchedPage(VAULTS_LIST_READS, values) : undefined;
    expect(prefetched?.[0]).toEqual([]);
    const { organization } = await pickOrganization(page.ctx, null);
    const listed = await listVaults(page.ctx, organization?.id ?? "", {}, prefetched);
    expect([listed.organization.id, listed.total]).toEqual([board.org.id, 2]);
    // The fallback and the list: a write and a read.
    expect(page.afterSession()).toBe(2);
  });

  it("an outsider is refused from the rows read with the session; a POST or another page gets none", async () => {
    const board = await boardWithVaults();
    const outsider = await sessionPageRequest(`/dashboard/vaults?org=${board.org.id}`, board.users.outsider.id);
    const rows = outsider.services.prefetchedPage(VAULTS_LIST_READS, {
      organizationRef: board.org.id,
      vaultLimit: 20,
      vaultOffset: 0,
    });
    expect(rows?.[0]).toEqual([]);
    expect(await rejection(listVaults(outsider.ctx, board.org.id, {}, rows))).toMatchObject({ status: 404 });
    const values = { organizationRef: null, vaultLimit: 20, vaultOffset: 0 };
    for (const [path, method] of [
      ["/dashboard/vaults", "POST"],
      ["/dashboard/vaults/create", "GET"],
      ["/dashboard/vaults?search=x", "GET"],
    ]) {
      const page = await sessionPageRequest(path, board.users.owner.id, method);
      expect([path, method, page.services.prefetchedPage(VAULTS_LIST_READS, values)]).toEqual([
        path,
        method,
        undefined,
      ]);
    }
    const listPage = await sessionPageRequest("/dashboard/vaults", board.users.owner.id);
    expect(listPage.services.prefetchedPage(VAULTS_LIST_READS, { ...values, vaultOffset: 20 })).toBeUndefined();
    expect(listPage.services.prefetchedPage(VAULT_PAGE_READS, { vaultId: crypto.randomUUID() })).toBeUndefined();
    expect(listPage.services.prefetchedPage(VAULTS_LIST_READS, values)).toBeDefined();
  });
});
