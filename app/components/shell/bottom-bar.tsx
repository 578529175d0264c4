import { NavLink } from "@remix-run/react";
import { cn } from "~/lib/platform/class-names";
import { MOBILE_BAR } from "~/lib/shell/navigation";

/** The mobile bottom bar, hidden from 768 px up. */
export function BottomBar() {
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {MOBILE_BAR.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <NavLink
              to={href}
              end={href === "/dashboard"}
              className={({ isActive }) =>
                cn(
                  "flex flex-col items-center gap-0.5 py-2 text-xs font-medium",
                  isActive ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
