// The generic pages behind the shell's destinations that are not built yet, and the admin gate.
import { INSTRUMENTS_NAV, MAIN_NAV, notBuiltDestination } from "../../lib/shell/navigation";
import { DESTINATION_PURPOSES } from "../../lib/shell/purposes";
import { requirePlatformAdmin } from "../admin/guard";
import type { ActorContext } from "../platform/context";
import { ServiceError } from "../platform/errors";
import { recordVisit } from "./recent";

export type NotBuiltPageData = { title: string; purpose: string; notice: string | null };

// Sections (sidebar places) are recorded as visits; create/upload pages are actions, not places.
const SECTIONS = new Set([...MAIN_NAV, ...INSTRUMENTS_NAV].map((destination) => destination.href));

/**
 * The "not built yet" page for a /dashboard path that is a known destination; anything else is a 404.
 * (Organisation pages have their own route, dashboard.organizations.$org.tsx.)
 */
export async function dashboardPlaceholder(ctx: ActorContext, url: URL): Promise<NotBuiltPageData> {
  const path = url.pathname.replace(/\/+$/, "");
  const destination = notBuiltDestination(path);
  if (!destination || !path.startsWith("/dashboard/")) throw new ServiceError(404, "Not found");
  if (SECTIONS.has(destination.href))
    recordVisit(ctx, { href: destination.href, title: destination.label, type: "page" });
  return { title: destination.label, purpose: DESTINATION_PURPOSES[destination.href], notice: null };
}

export function adminPlaceholder(ctx: ActorContext, url: URL): NotBuiltPageData {
  requirePlatformAdmin(ctx);
  const destination = notBuiltDestination(url.pathname);
  if (!destination || !(url.pathname === "/admin" || url.pathname.startsWith("/admin/")))
    throw new ServiceError(404, "Not found");
  return { title: destination.label, purpose: DESTINATION_PURPOSES[destination.href], notice: null };
}
