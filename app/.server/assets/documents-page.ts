// What the documents pages (/dashboard/simple and /dashboard/assets) show: the current organisation's
// documents with the filters of the URL and the view kept for the page's key.
import { DOCUMENT_LIST_VIEW } from "../../lib/profile/list-views";
import { pickOrganization } from "../organizations/organizations";
import type { ActorContext } from "../platform/context";
import { preferredListView } from "../profile/preferences";
import type { ShellRows } from "../shell/load-shell";
import { type AssetListRows, listAssets } from "./list";
import { documentsListQueryOf, opensSorted } from "./page-reads";
import { resolveViewPreference } from "./view-preferences";

/**
 * `prefetchedList` are the list's rows read with the session for its opening shape (DOCUMENTS_LIST_READS, decision
 * 066): kept when the sort kept for the page is that shape's too and they are of the organisation picked here.
 */
export async function loadDocumentsPage(
  ctx: ActorContext,
  request: Request,
  key: "simple" | "assets",
  prefetched?: ShellRows,
  prefetchedList?: AssetListRows,
) {
  const url = new URL(request.url);
  const listView = DOCUMENT_LIST_VIEW[await preferredListView(ctx, prefetched)];
  const { preference, setCookie } = resolveViewPreference(request, key, listView);
  // A bad filter value on a page falls back to no filter rather than an error page.
  const query = documentsListQueryOf(url.searchParams);
  const { organizations, organization } = await pickOrganization(ctx, url.searchParams.get("org"));
  const listed = organization
    ? await listAssets(
        ctx,
        organization.id,
        { ...query, sortField: preference.sortField, sortDirection: preference.sortOrder },
        opensSorted(preference) ? prefetchedList : undefined,
      )
    : null;
  return {
    organizations,
    organization,
    listed,
    filters: {
      search: query.search ?? "",
      type: query.type ?? "",
      category: query.category ?? "",
      tag: query.tag ?? "",
    },
    preference,
    setCookie,
  };
}
