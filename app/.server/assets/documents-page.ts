// What the documents pages (/dashboard/simple and /dashboard/assets) show: the current organisation's
// documents with the filters of the URL and the view kept for the page's key.
import { AssetListQuerySchema } from "../../lib/assets/schemas";
import { DOCUMENT_LIST_VIEW } from "../../lib/profile/list-views";
import { pickOrganization } from "../organizations/organizations";
import type { ActorContext } from "../platform/context";
import { preferredListView } from "../profile/preferences";
import type { ShellRows } from "../shell/load-shell";
import { listAssets } from "./list";
import { resolveViewPreference } from "./view-preferences";

export async function loadDocumentsPage(
  ctx: ActorContext,
  request: Request,
  key: "simple" | "assets",
  prefetched?: ShellRows,
) {
  const url = new URL(request.url);
  const listView = DOCUMENT_LIST_VIEW[await preferredListView(ctx, prefetched)];
  const { preference, setCookie } = resolveViewPreference(request, key, listView);
  // A bad filter value on a page falls back to no filter rather than an error page.
  const parsed = AssetListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : AssetListQuerySchema.parse({});
  const { organizations, organization } = await pickOrganization(ctx, url.searchParams.get("org"));
  const listed = organization
    ? await listAssets(ctx, organization.id, {
        ...query,
        sortField: preference.sortField,
        sortDirection: preference.sortOrder,
      })
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
