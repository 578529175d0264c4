import { isCurrentPage, MOBILE_BAR } from "~/lib/shell/navigation";
import { ShellLink, useShellNavigation } from "./shell-links";

/** The mobile bottom bar, hidden from 768 px up (its links: the .bar-link component class). */
export function BottomBar() {
  const { pathname, onClick } = useShellNavigation();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click on it; this only delegates it
    <nav aria-label="Mobile" className="shell-bottom-bar" onClick={onClick}>
      <ul className="grid grid-cols-5">
        {MOBILE_BAR.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <ShellLink href={href} current={isCurrentPage(pathname, href)} className="bar-link">
              <Icon aria-hidden="true" />
              {label}
            </ShellLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
