// Issue 9: the Create Vault wizard on a draft reads the draft and its organisation's guard and choices in the session
// lookup's batch (decision 066; before it the draft was one round trip after the session's, and each step's choices
// one or two more, each with its own guard read). Counted through the D1 binding on a repeat view, as the page's
// loader calls the services.
import { describe, expect, it } from "vitest";
import { pickOrganization } from "../../../app/.server/organizations/organizations";
import type { ActorContext } from "../../../app/.server/platform/context";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { getDraft, saveDraft, startDraft, wizardStepChoices } from "../../../app/.server/vaults/drafts";
import { NEW_VAULT_READS, VAULTS_LIST_READS, wizardRowsOf } from "../../../app/.server/vaults/page-reads";
import { actorContext, createOrganization, createRoleBoard } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { repeatPageView } from "../../helpers/round-trips";
import { sessionPageRequest } from "../../helpers/session-page-request";
import { insertDocument } from "../board-packs/fixtures";

/** The wizard's loader as far as D1 goes: the draft, the organisations offered, the step's choices. */
async function wizard(ctx: ActorContext, url: URL, services: RequestServices) {
  const draftId = url.searchParams.get("draft");
  const prefetched = wizardRowsOf(draftId ? services.prefetchedPage(NEW_VAULT_READS, { draftId }) : undefined);
  const { organizations } = await pickOrganization(ctx, url.searchParams.get("org"));
  const choices = organizations.filter((org) => org.role !== "viewer");
  const draft = draftId ? await getDraft(ctx, draftId, prefetched?.draft) : null;
  const step = Number(url.searchParams.get("step") ?? draft?.step ?? 0);
  const organizationId = choices.find((org) => org.id === draft?.data.organizationId)?.id;
  const offered = organizationId && step >= 1 ? await wizardStepChoices(ctx, organizationId, prefetched?.steps) : null;
  return { draft: draft?.id ?? null, offered };
}

/** Two uploads of the member's (a PDF and a spreadsheet), one of the owner's; a draft of the member's. */
async function boardWithDraft() {
  const board = await createRoleBoard();
  const { org, users } = board;
  await insertDocument(org.id, users.member.id, { title: "Budget" });
  await insertDocument(org.id, users.member.id, { title: "Forecast", fileType: "xlsx" });
  await insertDocument(org.id, users.owner.id, { title: "Owner's paper" });
  const member = await actorContext(users.member);
  const draft = await startDraft(member, { organizationId: org.id });
  return { ...board, member, draftId: draft.id };
}

const named = (rows: { title?: string; fullName?: string | null }[]) =>
  rows.map((row) => row.title ?? row.fullName).sort();

describe("the Create Vault wizard's round trips after the session's batch", () => {
  it("its opening (no draft) reads nothing after the session, as before", async () => {
    const board = await boardWithDraft();
    for (const path of ["/dashboard/vaults/create", "/dashboard/vaults/create.data?type=pdf"]) {
      const { page, roundTrips } = await repeatPageView(board.users.member, path, wizard);
      expect([path, roundTrips, page]).toEqual([path, 0, { draft: null, offered: null }]);
    }
  });

  it("a draft at every step: none, the choices as the service reads them alone", async () => {
    const board = await boardWithDraft();
    const alone = await wizardStepChoices(board.member, board.org.id);
    expect([named(alone.pdfAssets), named(alone.allAssets)]).toEqual([["Budget"], ["Budget", "Forecast"]]);
    expect(named(alone.boardMates)).toEqual(["Board admin", "Board owner", "Board viewer"]);
    for (const step of [0, 1, 2, 3]) {
      for (const path of [
        `/dashboard/vaults/create?draft=${board.draftId}&step=${step}`,
        `/dashboard/vaults/create.data?draft=${board.draftId}&step=${step}&type=pdf`,
      ]) {
        const { page, roundTrips } = await repeatPageView(board.users.member, path, wizard);
        expect([path, roundTrips, page]).toEqual([path, 0, { draft: board.draftId, offered: step ? alone : null }]);
      }
    }
    // The step kept in the draft, when the URL names none.
    await saveDraft(board.member, board.draftId, 2, {});
    const kept = await repeatPageView(board.users.member, `/dashboard/vaults/create?draft=${board.draftId}`, wizard);
    expect([kept.roundTrips, kept.page.offered]).toEqual([0, alone]);
  });

  it("another person's draft is a 404 from the rows read with the session; an outsider's choices too", async () => {
    const board = await boardWithDraft();
    const path = `/dashboard/vaults/create?draft=${board.draftId}&step=1`;
    const owner = await sessionPageRequest(path, board.users.owner.id);
    const rows = wizardRowsOf(owner.services.prefetchedPage(NEW_VAULT_READS, { draftId: board.draftId }));
    expect(rows?.draft).toEqual([]);
    expect(await rejection(getDraft(owner.ctx, board.draftId, rows?.draft))).toMatchObject({ status: 404 });
    expect(owner.afterSession()).toBe(0);
    // An outsider's own draft naming the organisation: its guard refuses with the rows read alongside.
    const outsiderCtx = await actorContext(board.users.outsider);
    const theirs = await startDraft(outsiderCtx, { organizationId: board.org.id });
    const outsider = await sessionPageRequest(
      `/dashboard/vaults/create?draft=${theirs.id}&step=1`,
      board.users.outsider.id,
    );
    const refused = wizardRowsOf(outsider.services.prefetchedPage(NEW_VAULT_READS, { draftId: theirs.id }));
    expect(refused?.steps[0]).toEqual([]);
    expect(await rejection(wizardStepChoices(outsider.ctx, board.org.id, refused?.steps))).toMatchObject({
      status: 404,
    });
  });

  it("rows of another organisation are read again; another draft, page or a POST gets none", async () => {
    const board = await boardWithDraft();
    const second = await createOrganization({ ownerId: board.users.member.id, name: "Second Board" });
    const path = `/dashboard/vaults/create?draft=${board.draftId}&step=2`;
    const other = await repeatPageView(board.users.member, path, async (ctx, _url, services) => {
      const rows = wizardRowsOf(services.prefetchedPage(NEW_VAULT_READS, { draftId: board.draftId }));
      expect(rows?.steps[0][0]?.organization.id).toBe(board.org.id);
      return wizardStepChoices(ctx, second.id, rows?.steps);
    });
    expect([other.roundTrips, other.page.boardMates, other.page.allAssets]).toEqual([1, [], []]);
    const page = await sessionPageRequest(path, board.users.member.id);
    expect(page.services.prefetchedPage(NEW_VAULT_READS, { draftId: crypto.randomUUID() })).toBeUndefined();
    expect(
      page.services.prefetchedPage(VAULTS_LIST_READS, { organizationRef: null, vaultLimit: 20, vaultOffset: 0 }),
    ).toBeUndefined();
    const post = await sessionPageRequest(path, board.users.member.id, "POST");
    expect(post.services.prefetchedPage(NEW_VAULT_READS, { draftId: board.draftId })).toBeUndefined();
    const opening = await sessionPageRequest("/dashboard/vaults/create", board.users.member.id);
    expect(opening.services.prefetchedPage(NEW_VAULT_READS, { draftId: board.draftId })).toBeUndefined();
  });
});
