// Every place the shell can take you, written once (000 §2.1–2.2, 002 §2.1, §2.5): the sidebar,
// the mobile bottom bar, breadcrumbs, the command palette, quick actions and the "not built yet"
// pages all read from here.
import {
  Award,
  BarChart3,
  Bell,
  Bot,
  Briefcase,
  Building2,
  CalendarDays,
  ClipboardCheck,
  FileSpreadsheet,
  FileText,
  Gauge,
  House,
  type IconComponent,
  Landmark,
  Layers,
  Leaf,
  LineChart,
  MessageSquare,
  Package,
  Search,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Upload,
  User,
  Users,
  UsersRound,
  Vault,
  Workflow,
} from "~/components/ui/icons";

/** What each place is for (shown on its page until it is built) is in purposes.ts, which only the server reads. */
export type Destination = { href: string; label: string; icon: IconComponent };

const d = (href: string, label: string, icon: IconComponent): Destination => ({ href, label, icon });

export const HOME = d("/dashboard", "Home", House);

export const MAIN_NAV: Destination[] = [
  HOME,
  d("/dashboard/organizations", "Organizations", Building2),
  d("/dashboard/committees", "Committees", Users),
  d("/dashboard/vaults", "Vaults", Vault),
  d("/dashboard/simple", "Documents", FileText),
  d("/dashboard/meetings", "Meetings", CalendarDays),
  d("/dashboard/boardmates", "Boardmates", UsersRound),
];

export const INSTRUMENTS_NAV: Destination[] = [
  d("/dashboard/instruments", "Instruments", Gauge),
  d("/dashboard/board-pack-ai", "Board Pack AI", Sparkles),
  d("/dashboard/annual-report-ai", "Annual Report AI", FileSpreadsheet),
  d("/dashboard/calendar", "Calendar", CalendarDays),
  d("/dashboard/board-effectiveness", "Board Effectiveness", Award),
  d("/dashboard/risk", "Risk", ShieldAlert),
  d("/dashboard/esg", "ESG", Leaf),
  d("/dashboard/compliance", "Compliance", ShieldCheck),
  d("/dashboard/performance", "Performance", TrendingUp),
  d("/dashboard/benchmarking", "Benchmarking", BarChart3),
];

export const SETTINGS = d("/dashboard/settings", "Settings", Settings);
export const FEEDBACK = d("/dashboard/feedback", "Feedback", MessageSquare);
export const BOTTOM_NAV: Destination[] = [SETTINGS, FEEDBACK];

export const ADMIN_DASHBOARD = d("/admin/dashboard", "Admin Dashboard", Landmark);
export const ADMIN_DESTINATIONS: Destination[] = [
  d("/admin", "Admin", Landmark),
  ADMIN_DASHBOARD,
  d("/admin/users", "Users", Users),
  d("/admin/analytics", "Analytics", LineChart),
  d("/admin/sessions", "Sessions", Layers),
  d("/admin/security", "Security", ShieldCheck),
];

export const AI_ASSISTANT = d("/dashboard/ai-assistant", "AI Assistant", Bot);

export const MOBILE_BAR: Destination[] = [
  HOME,
  { ...MAIN_NAV[4] },
  { ...MAIN_NAV[5] },
  { ...AI_ASSISTANT, label: "AI" },
  SETTINGS,
];

export const QUICK_ACTIONS: Destination[] = [
  d("/dashboard/assets/upload", "Upload Asset", Upload),
  d("/dashboard/meetings/create", "Create Meeting", CalendarDays),
  d("/dashboard/organizations/create", "New Organization", Building2),
  d("/dashboard/committees/create", "New Committee", Users),
  d("/dashboard/vaults/create", "Create Vault", Vault),
];

/** Other routes of the inventory that exist as pages (000 §2.1, 002 §2.1). */
export const OTHER_DESTINATIONS: Destination[] = [
  d("/dashboard/assets", "Assets", Package),
  d("/dashboard/notifications", "Notifications", Bell),
  d("/dashboard/profile", "Profile", User),
  d("/dashboard/workflow", "Workflow", Workflow),
  d("/dashboard/documents/upload", "Upload Document", Upload),
  d("/dashboard/board-packs", "Board Packs", Briefcase),
  d("/dashboard/board-packs/create", "Create Board Pack", Briefcase),
  d("/dashboard/analytics", "Analytics", LineChart),
  d("/dashboard/reports", "Reports", ClipboardCheck),
  // The decision tracker is the analytics page's Decisions tab (000 §2.7): for the command palette.
  d("/dashboard/analytics?tab=decisions", "Decisions", ClipboardCheck),
  AI_ASSISTANT,
  d("/dashboard/search", "Search", Search),
  d("/dashboard/documents", "Documents", FileText),
];

/** Every in-app destination, first match wins. */
export const ALL_DESTINATIONS: Destination[] = [
  ...MAIN_NAV,
  ...INSTRUMENTS_NAV,
  ...BOTTOM_NAV,
  ...QUICK_ACTIONS,
  ...OTHER_DESTINATIONS,
  ...ADMIN_DESTINATIONS,
];

/** Whether a shell link is the current page: NavLink's rule, the page itself or one under it (home only itself). */
export function isCurrentPage(pathname: string, href: string): boolean {
  const path = pathname.toLowerCase();
  const target = href.toLowerCase();
  return path === target || (target !== "/dashboard" && path.startsWith(`${target}/`));
}

/**
 * Destinations with pages of their own, never "not built yet" (a route of its own takes the path before the generic
 * page does; this list keeps the bench and the placeholders' own checks true to that).
 */
const BUILT_PAGES = new Set([
  "/dashboard/simple",
  "/dashboard/assets",
  "/dashboard/assets/upload",
  "/dashboard/documents/upload",
  "/dashboard/vaults",
  "/dashboard/vaults/create",
  "/dashboard/board-packs",
  "/dashboard/board-packs/create",
  "/dashboard/organizations",
  "/dashboard/organizations/create",
  "/dashboard/committees",
  "/dashboard/committees/create",
  "/dashboard/meetings",
  "/dashboard/meetings/create",
  "/dashboard/calendar",
  "/dashboard/boardmates",
  "/dashboard/notifications",
  "/dashboard/profile",
  "/dashboard/feedback",
  "/dashboard/analytics",
  "/dashboard/reports",
]);

/** The destinations served by the generic "not built yet" pages (settings and search have their own routes). */
export function notBuiltDestination(pathname: string): Destination | undefined {
  const path = pathname.replace(/\?.*$/, "").replace(/\/+$/, "") || "/";
  if (path === SETTINGS.href || path === "/dashboard/search" || path === "/dashboard/documents" || path === HOME.href)
    return undefined;
  if (BUILT_PAGES.has(path)) return undefined;
  return ALL_DESTINATIONS.find((destination) => destination.href === path);
}

const SEGMENT_LABELS: Record<string, string> = {
  create: "Create",
  upload: "Upload",
  dashboard: "Home",
  admin: "Admin",
};

export type Crumb = { href: string; label: string };

/**
 * A page that shows one named thing (an organisation, a committee) names its crumb after it, from its loader's
 * data, so the breadcrumbs read its name instead of its slug or id. A route exports it as its `handle`.
 */
export type BreadcrumbHandle = { breadcrumb: (data: unknown) => string | undefined };

export function breadcrumbNamedBy<Data>(name: (data: Data) => string): BreadcrumbHandle {
  // No data when the loader refused (an error page): the crumb then falls back to the path.
  return { breadcrumb: (data) => (data ? name(data as Data) : undefined) };
}

/**
 * Breadcrumbs from a path: `named` crumbs (a page's own thing, by href) and known places get their labels;
 * unknown long segments are cut at `max` characters + '…'.
 */
export function breadcrumbsFor(pathname: string, max: number, named: readonly Crumb[] = []): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  return segments.map((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    const known =
      named.find((crumb) => crumb.href === href)?.label ??
      ALL_DESTINATIONS.find((destination) => destination.href === href)?.label ??
      SEGMENT_LABELS[segment];
    if (known) return { href, label: known };
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Keep the raw segment.
    }
    return { href, label: decoded.length > max ? `${decoded.slice(0, max)}…` : decoded };
  });
}
