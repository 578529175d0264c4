// Issue 9: the vault page reads with the session lookup (decision 066), so a repeat view makes no D1 round trip
// after the session's batch; counted through the D1 binding, never timed.
import { describe, expect, it } from "vitest";
import { createVault } from "../../../app/.server/vaults/create";
import { getVaultDetail, recordVaultAccess } from "../../../app/.server/vaults/detail";
import { inviteToVault } from "../../../app/.server/vaults/invitations";
import { VAULT_PAGE_READS } from "../../../app/.server/vaults/page-reads";
import { CreateVaultSchema } from "../../../app/lib/vaults/schemas";
import { actorContext, createRoleBoard } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { sessionPageRequest } from "../../helpers/session-page-request";

/** An organisation-wide vault of the owner's with a pending invitation: its viewer reads, its owner manages. */
async function boardWithVault() {
  const board = await createRoleBoard();
  const created = await createVault(
    board.ctx,
    CreateVaultSchema.parse({ organizationId: board.org.id, name: "Q3 Board Pack", accessLevel: "organization" }),
  );
  await inviteToVault(board.ctx, created.id, { email: "pending.person@example.test", role: "viewer" });
  return { ...board, vaultId: created.id };
}

/** A view of the vault page as its loader makes it: the detail, then the opening counted after the answer. */
async function viewVault(path: string, userId: string, vaultId: string) {
  const page = await sessionPageRequest(path, userId);
  const prefetched = page.services.prefetchedPage(VAULT_PAGE_READS, { vaultId });
  const detail = await getVaultDetail(page.ctx, vaultId, prefetched);
  recordVaultAccess(page.ctx, detail.vault.id, detail.openedWithinTheMinute);
  return { detail, prefetched, roundTrips: page.afterSession(), writes: await page.afterTheAnswer() };
}

describe("the vault page", () => {
  it("reads with the session: no round trip of its own, its opening counted after the answer", async () => {
    const { users, vaultId } = await boardWithVault();
    const first = await viewVault(`/dashboard/vaults/${vaultId}`, users.owner.id, vaultId);
    expect([first.prefetched !== undefined, first.roundTrips, first.writes]).toEqual([true, 0, 1]);
    for (const path of [`/dashboard/vaults/${vaultId}.data`, `/dashboard/vaults/${vaultId}?tab=members`]) {
      const again = await viewVault(path, users.owner.id, vaultId);
      expect([path, again.prefetched !== undefined, again.roundTrips, again.writes]).toEqual([path, true, 0, 0]);
      // The same page as the service reads alone.
      expect(again.detail).toEqual(await getVaultDetail(await actorContext(users.owner), vaultId));
      expect(again.detail.invitations.map((invitation) => invitation.email)).toEqual(["pending.person@example.test"]);
      expect(again.detail.statistics.totalAccesses).toBe(1);
    }
  });

  it("keeps the sections a reader may not see empty, and an outsider's 404, with the rows read alongside", async () => {
    const { users, vaultId } = await boardWithVault();
    const viewer = await viewVault(`/dashboard/vaults/${vaultId}`, users.viewer.id, vaultId);
    expect([viewer.roundTrips, viewer.detail.invitations, viewer.detail.seatCandidates]).toEqual([0, [], []]);
    expect(viewer.detail.permissions.canManageMembers).toBe(false);
    const outsider = await sessionPageRequest(`/dashboard/vaults/${vaultId}`, users.outsider.id);
    const rows = outsider.services.prefetchedPage(VAULT_PAGE_READS, { vaultId });
    expect(rows).toBeDefined();
    expect(await rejection(getVaultDetail(outsider.ctx, vaultId, rows))).toMatchObject({ status: 404 });
  });

  it("hands its rows to no other page and no other id; an id it does not match reads as before", async () => {
    const { users, vaultId } = await boardWithVault();
    const notPrefetched = [
      [`/dashboard/vaults/${vaultId}`, "POST", vaultId],
      [`/dashboard/vaults/${vaultId}`, "GET", crypto.randomUUID()],
      [`/dashboard/vaults/${vaultId}/export`, "GET", vaultId],
      [`/dashboard/vaults/${vaultId.toUpperCase()}`, "GET", vaultId.toUpperCase()],
      ["/dashboard/vaults/create", "GET", "create"],
    ];
    for (const [path, method, id] of notPrefetched) {
      const page = await sessionPageRequest(path, users.owner.id, method);
      expect([path, method, page.services.prefetchedPage(VAULT_PAGE_READS, { vaultId: id })]).toEqual([
        path,
        method,
        undefined,
      ]);
    }
    for (const id of ["not-a-vault", "x".repeat(101)]) {
      const page = await sessionPageRequest(`/dashboard/vaults/${id}`, users.owner.id);
      const rows = page.services.prefetchedPage(VAULT_PAGE_READS, { vaultId: id });
      expect(await rejection(getVaultDetail(page.ctx, id, rows))).toMatchObject({ status: 404 });
    }
  });
});
