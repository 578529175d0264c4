import { NavLink } from "@remix-run/react";
import { MOBILE_BAR } from "~/lib/shell/navigation";

/** The mobile bottom bar, hidden from 768 px up (its links: the .bar-link component class). */
export function BottomBar() {
  return (
    <nav aria-label="Mobile" className="shell-bottom-bar">
      <ul className="grid grid-cols-5">
        {MOBILE_BAR.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <NavLink to={href} end={href === "/dashboard"} className="bar-link">
              <Icon aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
