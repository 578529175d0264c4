import { Form, NavLink } from "@remix-run/react";
import type { ShellData } from "~/.server/shell/load-shell";
import { ChevronsLeft, ChevronsRight, LogOut } from "~/components/ui/icons";
import { cn } from "~/lib/platform/class-names";
import { SHELL_TEXTS } from "~/lib/shell/constants";
import { ADMIN_DASHBOARD, BOTTOM_NAV, type Destination, INSTRUMENTS_NAV, MAIN_NAV } from "~/lib/shell/navigation";

export const SIDEBAR_ID = "shell-sidebar";

function SidebarLink({ destination, collapsed }: { destination: Destination; collapsed: boolean }) {
  const { href, label, icon: Icon } = destination;
  return (
    <li>
      <NavLink
        to={href}
        end={href === "/dashboard"}
        prefetch="intent"
        title={collapsed ? label : undefined}
        className={({ isActive }) =>
          cn(
            "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
            isActive
              ? "bg-primary/10 text-primary"
              : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
            collapsed && "md:justify-center md:px-2",
          )
        }
      >
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        <span className={cn(collapsed && "md:sr-only")}>{label}</span>
      </NavLink>
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
  return (
    <aside
      id={SIDEBAR_ID}
      className={cn(
        "fixed bottom-0 left-0 top-[6.5rem] z-40 hidden w-72 flex-col border-r bg-background shadow-xl",
        "peer-checked:flex md:top-14 md:flex md:shadow-none",
        collapsed ? "md:w-16" : "md:w-60",
      )}
    >
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="flex flex-col gap-0.5">
          {MAIN_NAV.map((destination) => (
            <SidebarLink key={destination.href} destination={destination} collapsed={collapsed} />
          ))}
        </ul>
        <h2
          className={cn(
            "mt-5 px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground",
            collapsed && "md:sr-only",
          )}
        >
          Instruments
        </h2>
        <ul className="flex flex-col gap-0.5" aria-label="Instruments">
          {INSTRUMENTS_NAV.map((destination) => (
            <SidebarLink key={destination.href} destination={destination} collapsed={collapsed} />
          ))}
        </ul>
      </nav>
      <div className="border-t px-2 py-3">
        <nav aria-label="Account">
          <ul className="flex flex-col gap-0.5">
            {BOTTOM_NAV.map((destination) => (
              <SidebarLink key={destination.href} destination={destination} collapsed={collapsed} />
            ))}
            {user.role === "admin" ? <SidebarLink destination={ADMIN_DASHBOARD} collapsed={collapsed} /> : null}
          </ul>
        </nav>
        <Form method="post" action="/auth/signout" className="mt-1">
          <button
            type="submit"
            title={collapsed ? SHELL_TEXTS.signOut : undefined}
            className={cn(
              "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground",
              "hover:bg-accent hover:text-accent-foreground",
              collapsed && "md:justify-center md:px-2",
            )}
          >
            <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className={cn(collapsed && "md:sr-only")}>{SHELL_TEXTS.signOut}</span>
          </button>
        </Form>
        {onToggleCollapsed ? (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-controls={SIDEBAR_ID}
            aria-expanded={!collapsed}
            className={cn(
              "mt-1 hidden w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground",
              "hover:bg-accent hover:text-accent-foreground md:flex",
            )}
            title="Ctrl+B"
          >
            {collapsed ? (
              <ChevronsRight className="mx-auto h-5 w-5" aria-hidden="true" />
            ) : (
              <ChevronsLeft className="h-5 w-5" aria-hidden="true" />
            )}
            <span className={cn(collapsed && "sr-only")}>{collapsed ? "Expand sidebar" : "Collapse sidebar"}</span>
          </button>
        ) : null}
      </div>
    </aside>
  );
}
