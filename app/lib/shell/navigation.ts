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

export type Destination = {
  href: string;
  label: string;
  icon: IconComponent;
  /** One sentence: which part of the product lives here (shown on the page until it is built). */
  purpose: string;
};

const d = (href: string, label: string, icon: IconComponent, purpose: string): Destination => ({
  href,
  label,
  icon,
  purpose,
});

export const HOME = d("/dashboard", "Home", House, "Your board overview.");

export const MAIN_NAV: Destination[] = [
  HOME,
  d(
    "/dashboard/organizations",
    "Organizations",
    Building2,
    "The organizations you belong to, with their members, settings and invitations.",
  ),
  d("/dashboard/committees", "Committees", Users, "Your organization's committees and their members."),
  d(
    "/dashboard/vaults",
    "Vaults",
    Vault,
    "This page will hold secure vaults of board papers shared with chosen board members.",
  ),
  d(
    "/dashboard/simple",
    "Documents",
    FileText,
    "This page will be the single place to upload, read, annotate and share board documents.",
  ),
  d(
    "/dashboard/meetings",
    "Meetings",
    CalendarDays,
    "This page will list board and committee meetings with agendas, attendance, votes and minutes.",
  ),
  d("/dashboard/boardmates", "Boardmates", UsersRound, "Your fellow board members across your organizations."),
];

export const INSTRUMENTS_NAV: Destination[] = [
  d(
    "/dashboard/instruments",
    "Instruments",
    Gauge,
    "This page will gather the governance instruments that analyse your board's documents.",
  ),
  d(
    "/dashboard/board-pack-ai",
    "Board Pack AI",
    Sparkles,
    "This instrument will analyse board packs and summarise what needs the board's attention.",
  ),
  d(
    "/dashboard/annual-report-ai",
    "Annual Report AI",
    FileSpreadsheet,
    "This instrument will analyse annual reports and draw out key figures and risks.",
  ),
  d(
    "/dashboard/calendar",
    "Calendar",
    CalendarDays,
    "This page will show the board calendar of meetings, deadlines and filings.",
  ),
  d(
    "/dashboard/board-effectiveness",
    "Board Effectiveness",
    Award,
    "This instrument will support board effectiveness reviews and self-assessments.",
  ),
  d(
    "/dashboard/risk",
    "Risk",
    ShieldAlert,
    "This instrument will build a risk dashboard from your risk registers and reports.",
  ),
  d("/dashboard/esg", "ESG", Leaf, "This instrument will score environmental, social and governance performance."),
  d(
    "/dashboard/compliance",
    "Compliance",
    ShieldCheck,
    "This instrument will track compliance obligations, deadlines and evidence.",
  ),
  d(
    "/dashboard/performance",
    "Performance",
    TrendingUp,
    "This instrument will analyse performance figures against targets.",
  ),
  d(
    "/dashboard/benchmarking",
    "Benchmarking",
    BarChart3,
    "This instrument will compare your organization with its peers.",
  ),
];

export const SETTINGS = d(
  "/dashboard/settings",
  "Settings",
  Settings,
  "Your profile, preferences, security and notifications.",
);
export const FEEDBACK = d(
  "/dashboard/feedback",
  "Feedback",
  MessageSquare,
  "This page will let you send feedback about BoardRoom to its maintainers.",
);
export const BOTTOM_NAV: Destination[] = [SETTINGS, FEEDBACK];

export const ADMIN_DASHBOARD = d(
  "/admin/dashboard",
  "Admin Dashboard",
  Landmark,
  "This page will give platform administrators an overview of users, sessions and security.",
);
export const ADMIN_DESTINATIONS: Destination[] = [
  d("/admin", "Admin", Landmark, "This area will hold platform administration."),
  ADMIN_DASHBOARD,
  d("/admin/users", "Users", Users, "This page will let administrators manage user accounts."),
  d("/admin/analytics", "Analytics", LineChart, "This page will show platform-wide usage analytics."),
  d("/admin/sessions", "Sessions", Layers, "This page will list active sessions across the platform."),
  d("/admin/security", "Security", ShieldCheck, "This page will show security events and settings."),
];

export const AI_ASSISTANT = d(
  "/dashboard/ai-assistant",
  "AI Assistant",
  Bot,
  "This page will hold the AI assistant that answers questions about your board papers, with citations.",
);

export const MOBILE_BAR: Destination[] = [
  HOME,
  { ...MAIN_NAV[4] },
  { ...MAIN_NAV[5] },
  { ...AI_ASSISTANT, label: "AI" },
  SETTINGS,
];

export const QUICK_ACTIONS: Destination[] = [
  d(
    "/dashboard/assets/upload",
    "Upload Asset",
    Upload,
    "This page will upload documents into your organization's assets.",
  ),
  d(
    "/dashboard/meetings/create",
    "Create Meeting",
    CalendarDays,
    "This page will schedule a board or committee meeting.",
  ),
  d(
    "/dashboard/organizations/create",
    "New Organization",
    Building2,
    "Create a new organization with you as its owner.",
  ),
  d("/dashboard/committees/create", "New Committee", Users, "Create a committee in your organization."),
  d("/dashboard/vaults/create", "Create Vault", Vault, "This page will create a secure vault of board papers."),
];

/** Other routes of the inventory that exist as pages (000 §2.1, 002 §2.1). */
export const OTHER_DESTINATIONS: Destination[] = [
  d("/dashboard/assets", "Assets", Package, "This page will list your organization's documents and files."),
  d(
    "/dashboard/notifications",
    "Notifications",
    Bell,
    "This page will list all your notifications, with filters and bulk actions.",
  ),
  d("/dashboard/profile", "Profile", User, "This page will show your profile as other board members see it."),
  d(
    "/dashboard/workflow",
    "Workflow",
    Workflow,
    "This page will show workflow connections between meetings, documents and decisions.",
  ),
  d("/dashboard/documents/upload", "Upload Document", Upload, "This page will upload board documents."),
  d("/dashboard/board-packs", "Board Packs", Briefcase, "This page will list board packs prepared for meetings."),
  d(
    "/dashboard/board-packs/create",
    "Create Board Pack",
    Briefcase,
    "This page will assemble a board pack from documents.",
  ),
  d(
    "/dashboard/analytics",
    "Analytics",
    LineChart,
    "This page will show activity trends, attendance and compliance over time.",
  ),
  d("/dashboard/reports", "Reports", ClipboardCheck, "This page will produce reports for the board."),
  AI_ASSISTANT,
  d("/dashboard/search", "Search", Search, "Search across your organizations."),
  d("/dashboard/documents", "Documents", FileText, "Documents live on the single Documents page."),
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

/** The destinations served by the generic "not built yet" pages (settings and search have their own routes). */
export function notBuiltDestination(pathname: string): Destination | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === SETTINGS.href || path === "/dashboard/search" || path === "/dashboard/documents" || path === HOME.href)
    return undefined;
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

export type Shortcut = { keys: string[]; description: string };

/** The keyboard shortcuts (docs/decisions/006-keyboard-shortcuts.md), as shown in the shortcuts dialog. */
export const SHORTCUTS: Shortcut[] = [
  { keys: ["Ctrl", "H"], description: "Go to Home" },
  { keys: ["Ctrl", "O"], description: "Go to Organizations" },
  { keys: ["Ctrl", "A"], description: "Go to Assets" },
  { keys: ["Ctrl", "M"], description: "Go to Meetings" },
  { keys: ["Ctrl", "V"], description: "Go to Vaults" },
  { keys: ["Ctrl", "S"], description: "Go to Settings" },
  { keys: ["Ctrl", "W"], description: "Go to Workflow (most browsers keep Ctrl+W to close the tab)" },
  { keys: ["Ctrl", "/"], description: "Focus the search box" },
  { keys: ["Ctrl / ⌘", "K"], description: "Open the command palette" },
  { keys: ["Ctrl / ⌘", "B"], description: "Show or hide the sidebar" },
  { keys: ["Ctrl", "R"], description: "Refresh the page's data" },
  {
    keys: ["Ctrl / ⌘", "Shift", "T"],
    description: "Switch between light and dark theme (Chrome and Edge keep this for reopening a tab)",
  },
  { keys: ["Ctrl", "Shift", "N"], description: "New organization (Chrome and Edge keep this for a private window)" },
  { keys: ["Ctrl", "Shift", "U"], description: "Upload an asset" },
  { keys: ["Ctrl", "Shift", "M"], description: "Create a meeting" },
  { keys: ["Ctrl", "Shift", "V"], description: "Create a vault" },
  { keys: ["Shift", "?"], description: "Show this list" },
];
