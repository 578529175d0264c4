// View preferences of the document lists (001 §3: view mode, sort field, sort order, kept per key), in a cookie
// so they hold without JavaScript: a page opened with ?view= or ?sortField= remembers them for its key.
import {
  ASSET_SORT_FIELDS,
  ASSET_VIEW_MODES,
  type AssetSortField,
  type AssetViewMode,
} from "../../lib/assets/constants";
import { readCookie } from "../../lib/platform/cookies";

export const VIEW_PREFERENCES_COOKIE = "asset-views";
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export type ViewPreference = { view: AssetViewMode; sortField: AssetSortField; sortOrder: "asc" | "desc" };
export const DEFAULT_VIEW_PREFERENCE: ViewPreference = { view: "card", sortField: "updated_at", sortOrder: "desc" };

const isView = (value: unknown): value is AssetViewMode => ASSET_VIEW_MODES.includes(value as AssetViewMode);
const isSort = (value: unknown): value is AssetSortField => ASSET_SORT_FIELDS.includes(value as AssetSortField);
const isOrder = (value: unknown): value is "asc" | "desc" => value === "asc" || value === "desc";

function readAll(request: Request): Record<string, ViewPreference> {
  const raw = readCookie(request.headers.get("Cookie"), VIEW_PREFERENCES_COOKIE);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, Partial<ViewPreference>>;
    const all: Record<string, ViewPreference> = {};
    for (const [key, value] of Object.entries(parsed ?? {}).slice(0, 10)) {
      all[key] = {
        view: isView(value?.view) ? value.view : DEFAULT_VIEW_PREFERENCE.view,
        sortField: isSort(value?.sortField) ? value.sortField : DEFAULT_VIEW_PREFERENCE.sortField,
        sortOrder: isOrder(value?.sortOrder) ? value.sortOrder : DEFAULT_VIEW_PREFERENCE.sortOrder,
      };
    }
    return all;
  } catch {
    // 001 §8: a preference that does not parse falls back to the defaults.
    console.warn("view preferences cookie did not parse; defaults apply");
    return {};
  }
}

/**
 * The preference for `key`: what the URL asks for, else what was kept, else the defaults (the view: `defaultView`,
 * from the account's preferences); and the Set-Cookie
 * that keeps it when the URL changed it.
 */
export function resolveViewPreference(request: Request, key: string, defaultView = DEFAULT_VIEW_PREFERENCE.view) {
  const all = readAll(request);
  // Nothing kept for this list yet: the account's default view of lists (002 §3.7 default_view).
  const kept = all[key] ?? { ...DEFAULT_VIEW_PREFERENCE, view: defaultView };
  const query = new URL(request.url).searchParams;
  const asked = {
    view: query.get("view"),
    sortField: query.get("sortField"),
    sortOrder: query.get("sortDirection"),
  };
  const preference: ViewPreference = {
    view: isView(asked.view) ? asked.view : kept.view,
    sortField: isSort(asked.sortField) ? asked.sortField : kept.sortField,
    sortOrder: isOrder(asked.sortOrder) ? asked.sortOrder : kept.sortOrder,
  };
  const changed =
    preference.view !== kept.view || preference.sortField !== kept.sortField || preference.sortOrder !== kept.sortOrder;
  const value = encodeURIComponent(JSON.stringify({ ...all, [key]: preference }));
  const setCookie = changed
    ? `${VIEW_PREFERENCES_COOKIE}=${value}; Path=/dashboard; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; Secure`
    : undefined;
  return { preference, setCookie };
}
