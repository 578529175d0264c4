// Issue 9: the documents list (/dashboard/simple and /dashboard/assets) and the upload page read their guard and
// rows in the session lookup's batch (decision 066; before it one round trip after the session's). Counted through
// the D1 binding on a repeat view, as the pages' loaders call the services.
import { describe, expect, it } from "vitest";
import { loadDocumentsPage } from "../../../app/.server/assets/documents-page";
import { listAssets } from "../../../app/.server/assets/list";
import { DOCUMENTS_LIST_READS, documentsListValuesOf, UPLOAD_PAGE_READS } from "../../../app/.server/assets/page-reads";
import { mayUploadInto } from "../../../app/.server/assets/upload-page";
import { VIEW_PREFERENCES_COOKIE } from "../../../app/.server/assets/view-preferences";
import { pickOrganization, setCurrentOrganization } from "../../../app/.server/organizations/organizations";
import { requestedOrganization } from "../../../app/.server/organizations/page-reads";
import type { ActorContext } from "../../../app/.server/platform/context";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { actorContext, createOrganization, createRoleBoard } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { repeatPageView } from "../../helpers/round-trips";
import { sessionPageRequest } from "../../helpers/session-page-request";
import { insertDocument } from "../board-packs/fixtures";

/** The documents page's loader; `cookie` as the browser keeps the list's view preferences. */
const documents =
  (key: "simple" | "assets", cookie?: string) => async (ctx: ActorContext, url: URL, services: RequestServices) => {
    const values = documentsListValuesOf(url.searchParams);
    const list = values ? services.prefetchedPage(DOCUMENTS_LIST_READS, values) : undefined;
    const request = new Request(url, cookie ? { headers: { Cookie: cookie } } : undefined);
    return loadDocumentsPage(ctx, request, key, services.prefetchedShell(), list);
  };

/** The upload page's loader. */
const upload = async (ctx: ActorContext, url: URL, services: RequestServices) => {
  const prefetched = services.prefetchedPage(UPLOAD_PAGE_READS, {
    organizationRef: requestedOrganization(url.searchParams),
  });
  const { organization } = await pickOrganization(ctx, url.searchParams.get("org"));
  if (!organization) throw new Error("expected an organisation");
  return { organization: organization.id, canUpload: await mayUploadInto(ctx, organization.id, prefetched) };
};

/** Three documents of the owner's: two the organisation reads (a PDF and a spreadsheet), one private. */
async function boardWithDocuments() {
  const board = await createRoleBoard();
  const { org, users } = board;
  await insertDocument(org.id, users.owner.id, { title: "Budget" });
  await insertDocument(org.id, users.owner.id, { title: "Accounts", fileType: "xlsx" });
  await insertDocument(org.id, users.owner.id, { title: "Owner's notes", visibility: "private" });
  return board;
}

const titles = (listed: Awaited<ReturnType<typeof listAssets>> | null) =>
  listed?.assets.map((asset) => asset.title) ?? [];

describe("the documents list's round trips after the session's batch", () => {
  it("as it opens, under both addresses, by `?org=` or the current organisation, any page: none", async () => {
    const board = await boardWithDocuments();
    for (const seat of ["owner", "viewer"] as const) {
      const alone = await listAssets(await actorContext(board.users[seat]), board.org.id, {});
      for (const [key, path] of [
        ["simple", "/dashboard/simple"],
        ["simple", "/dashboard/simple.data?view=list"],
        ["assets", `/dashboard/assets?org=${board.org.slug}`],
        ["assets", `/dashboard/assets.data?org=${board.org.id}&page=1&sortField=updated_at`],
      ] as const) {
        const { page, roundTrips } = await repeatPageView(board.users[seat], path, documents(key));
        expect([seat, path, roundTrips]).toEqual([seat, path, 0]);
        expect(page.listed).toEqual(alone);
      }
    }
    const owner = await repeatPageView(board.users.owner, "/dashboard/simple", documents("simple"));
    expect(titles(owner.page.listed).sort()).toEqual(["Accounts", "Budget", "Owner's notes"]);
    expect(owner.page.listed?.facets.types.sort()).toEqual(["pdf", "xlsx"]);
    const viewer = await repeatPageView(board.users.viewer, "/dashboard/simple", documents("simple"));
    expect([titles(viewer.page.listed).sort(), viewer.page.listed?.canUpload]).toEqual([["Accounts", "Budget"], false]);
    const second = await repeatPageView(board.users.owner, "/dashboard/assets?page=2", documents("assets"));
    expect([second.roundTrips, second.page.listed?.assets, second.page.listed?.pagination.page]).toEqual([0, [], 2]);
  });

  it("a filter or another sort, in the URL or kept in the cookie: one, as before", async () => {
    const board = await boardWithDocuments();
    for (const path of [
      "/dashboard/simple?type=pdf",
      "/dashboard/simple?search=budget",
      "/dashboard/simple?sortField=title&sortDirection=asc",
    ]) {
      expect(documentsListValuesOf(new URL(path, "https://x").searchParams)).toBeNull();
      const { page, roundTrips } = await repeatPageView(board.users.owner, path, documents("simple"));
      expect([path, roundTrips, titles(page.listed).length > 0]).toEqual([path, 1, true]);
    }
    // Sorted by title as kept in the cookie: the rows read with the session (by the last change) are not used.
    const kept = { simple: { view: "list", sortField: "title", sortOrder: "asc" } };
    const cookie = `${VIEW_PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify(kept))}`;
    const sorted = await repeatPageView(board.users.owner, "/dashboard/simple", documents("simple", cookie));
    expect([sorted.roundTrips, titles(sorted.page.listed)]).toEqual([1, ["Accounts", "Budget", "Owner's notes"]]);
  });

  it("the preferred organisation without `?org=`; rows of another than the loader's are read again", async () => {
    const board = await boardWithDocuments();
    const second = await createOrganization({ ownerId: board.users.member.id, name: "Second Board" });
    await setCurrentOrganization(await actorContext(board.users.member), second.id);
    const preferred = await repeatPageView(board.users.member, "/dashboard/simple", documents("simple"));
    expect([preferred.roundTrips, preferred.page.organization?.id, titles(preferred.page.listed)]).toEqual([
      0,
      second.id,
      [],
    ]);
    const other = await repeatPageView(board.users.member, "/dashboard/simple", async (ctx, url, services) => {
      const prefetched = services.prefetchedPage(DOCUMENTS_LIST_READS, documentsListValuesOf(url.searchParams) ?? {});
      expect(prefetched?.[0][0]?.organization.id).toBe(second.id);
      return listAssets(ctx, board.org.id, {}, prefetched);
    });
    expect([other.roundTrips, other.page.organization.id, titles(other.page).sort()]).toEqual([
      1,
      board.org.id,
      ["Accounts", "Budget"],
    ]);
  });

  it("an outsider is refused from the rows read with the session; a POST or another page gets none", async () => {
    const board = await boardWithDocuments();
    const values = { organizationRef: board.org.id, documentLimit: 50, documentOffset: 0 };
    const outsider = await sessionPageRequest(`/dashboard/simple?org=${board.org.id}`, board.users.outsider.id);
    const rows = outsider.services.prefetchedPage(DOCUMENTS_LIST_READS, values);
    expect(rows?.[0]).toEqual([]);
    expect(await rejection(listAssets(outsider.ctx, board.org.id, {}, rows))).toMatchObject({ status: 404 });
    for (const [path, method] of [
      [`/dashboard/simple?org=${board.org.id}`, "POST"],
      [`/dashboard/assets/upload?org=${board.org.id}`, "GET"],
      [`/dashboard/assets?org=${board.org.id}&tag=finance`, "GET"],
    ]) {
      const page = await sessionPageRequest(path, board.users.owner.id, method);
      expect([path, page.services.prefetchedPage(DOCUMENTS_LIST_READS, values)]).toEqual([path, undefined]);
    }
  });
});

describe("the upload page's round trips after the session's batch", () => {
  it("none: whether the seat uploads, by `?org=` or the current organisation", async () => {
    const board = await boardWithDocuments();
    for (const [seat, canUpload] of [
      ["owner", true],
      ["member", true],
      ["viewer", false],
    ] as const) {
      for (const path of [
        "/dashboard/assets/upload",
        `/dashboard/assets/upload.data?org=${board.org.slug}`,
        `/dashboard/assets/upload?org=${board.org.id}&vaultId=x`,
      ]) {
        const { page, roundTrips } = await repeatPageView(board.users[seat], path, upload);
        expect([seat, path, roundTrips, page]).toEqual([seat, path, 0, { organization: board.org.id, canUpload }]);
      }
    }
  });

  it("rows of another organisation are read again; an outsider's are refused; another page gets none", async () => {
    const board = await boardWithDocuments();
    const second = await createOrganization({ ownerId: board.users.viewer.id, name: "Second Board" });
    const other = await repeatPageView(
      board.users.viewer,
      `/dashboard/assets/upload?org=${second.slug}`,
      async (ctx, _url, services) => {
        const prefetched = services.prefetchedPage(UPLOAD_PAGE_READS, { organizationRef: second.slug });
        expect(prefetched?.[0][0]?.role).toBe("owner");
        return mayUploadInto(ctx, board.org.id, prefetched);
      },
    );
    expect([other.roundTrips, other.page]).toEqual([1, false]);
    const outsider = await sessionPageRequest(`/dashboard/assets/upload?org=${board.org.id}`, board.users.outsider.id);
    const rows = outsider.services.prefetchedPage(UPLOAD_PAGE_READS, { organizationRef: board.org.id });
    expect(rows).toEqual([[]]);
    expect(await rejection(mayUploadInto(outsider.ctx, board.org.id, rows))).toMatchObject({ status: 404 });
    const listPage = await sessionPageRequest("/dashboard/assets", board.users.owner.id);
    expect(listPage.services.prefetchedPage(UPLOAD_PAGE_READS, { organizationRef: null })).toBeUndefined();
  });
});
