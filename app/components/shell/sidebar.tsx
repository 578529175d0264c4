import { Form } from "@remix-run/react";
import type { ShellData } from "~/.server/shell/load-shell";
import { ChevronsLeft, ChevronsRight, LogOut } from "~/components/ui/icons";
import { SHELL_TEXTS } from "~/lib/shell/constants";
import {
  ADMIN_DASHBOARD,
  BOTTOM_NAV,
  type Destination,
  INSTRUMENTS_NAV,
  isCurrentPage,
  MAIN_NAV,
} from "~/lib/shell/navigation";
import { ShellLink, useShellNavigation } from "./shell-links";

export const SIDEBAR_ID = "shell-sidebar";

// Its look is the .nav-link component class (the current page is NavLink's aria-current), so the 18 links
// repeat no utility strings; collapsed to the icon rail, the aside's .sidebar-collapsed hides the labels.
function SidebarLink({
  destination,
  collapsed,
  pathname,
}: {
  destination: Destination;
  collapsed: boolean;
  pathname: string;
}) {
  const { href, label, icon: Icon } = destination;
  return (
    <li>
      <ShellLink
        href={href}
        current={isCurrentPage(pathname, href)}
        title={collapsed ? label : undefined}
        className="nav-link"
      >
        <Icon aria-hidden="true" />
        <span>{label}</span>
      </ShellLink>
    </li>
  );
}

/**
 * The sidebar: fixed on desktop (collapsible to an icon rail), an overlay under 768 px. It carries a
 * visible Sign Out button so signing out never depends on opening a menu.
 */
export function Sidebar({
  user,
  collapsed,
  onToggleCollapsed,
}: {
  user: ShellData["user"];
  collapsed: boolean;
  onToggleCollapsed?: () => void;
}) {
  const { pathname, onClick, onIntent, prefetch } = useShellNavigation();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click on it; this only delegates it
    <aside
      id={SIDEBAR_ID}
      className={collapsed ? "shell-sidebar sidebar-collapsed md:w-16" : "shell-sidebar"}
      onClick={onClick}
      onPointerOver={onIntent}
      onFocus={onIntent}
    >
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="nav-list">
          {MAIN_NAV.map((destination) => (
            <SidebarLink key={destination.href} destination={destination} collapsed={collapsed} pathname={pathname} />
          ))}
        </ul>
        <h2 className="nav-heading">Instruments</h2>
        <ul className="nav-list" aria-label="Instruments">
          {INSTRUMENTS_NAV.map((destination) => (
            <SidebarLink key={destination.href} destination={destination} collapsed={collapsed} pathname={pathname} />
          ))}
        </ul>
      </nav>
      <div className="border-t px-2 py-3">
        <nav aria-label="Account">
          <ul className="nav-list">
            {BOTTOM_NAV.map((destination) => (
              <SidebarLink key={destination.href} destination={destination} collapsed={collapsed} pathname={pathname} />
            ))}
            {user.role === "admin" ? (
              <SidebarLink destination={ADMIN_DASHBOARD} collapsed={collapsed} pathname={pathname} />
            ) : null}
          </ul>
        </nav>
        <Form method="post" action="/auth/signout" className="mt-1">
          <button type="submit" title={collapsed ? SHELL_TEXTS.signOut : undefined} className="nav-link">
            <LogOut aria-hidden="true" />
            <span>{SHELL_TEXTS.signOut}</span>
          </button>
        </Form>
        {onToggleCollapsed ? (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-controls={SIDEBAR_ID}
            aria-expanded={!collapsed}
            className="nav-link mt-1 hidden font-normal md:flex"
            title="Ctrl+B"
          >
            {collapsed ? <ChevronsRight aria-hidden="true" /> : <ChevronsLeft aria-hidden="true" />}
            <span>{collapsed ? "Expand sidebar" : "Collapse sidebar"}</span>
          </button>
        ) : null}
      </div>
      {prefetch}
    </aside>
  );
}
