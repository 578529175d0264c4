import { useLocation } from "@remix-run/react";
import type { ShellData } from "~/.server/shell/load-shell";
import { Check, ChevronDown } from "~/components/ui/icons";
import { onFirstUse } from "~/components/use-first-use";
import { feedbackLink } from "~/lib/feedback/constants";
import { SHELL_TEXTS, type Theme } from "~/lib/shell/constants";
import { ADMIN_DASHBOARD, BOTTOM_NAV, FEEDBACK } from "~/lib/shell/navigation";
import { FallbackMenu } from "./fallback-menu";
import { THEME_ACTION, THEME_OPTIONS } from "./theme";
import { useRedirectTo } from "./use-redirect-to";

export function initials(name: string) {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase() || "?";
}

export function UserMenuTrigger({ user }: { user: ShellData["user"] }) {
  return (
    <>
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" className="avatar object-cover" width={32} height={32} />
      ) : (
        <span aria-hidden="true" className="avatar">
          {initials(user.name)}
        </span>
      )}
      <span className="sr-only xl:not-sr-only xl:max-w-[9rem] xl:truncate">{user.name}</span>
      <span className="sr-only">, account menu</span>
      <ChevronDown className="hidden h-4 w-4 xl:inline" aria-hidden="true" />
    </>
  );
}

export function UserMenuHeading({ user }: { user: ShellData["user"] }) {
  return (
    <div className="px-2 py-1.5">
      <p className="truncate text-sm font-medium">{user.name}</p>
      <p className="truncate text-xs text-muted-foreground">{user.email}</p>
    </div>
  );
}

/** Settings and Feedback; the feedback link carries the page it was opened from (slice G). */
export function accountDestinations(pathname: string) {
  return BOTTOM_NAV.map((item) => (item.href === FEEDBACK.href ? { ...item, href: feedbackLink(pathname) } : item));
}

const dropdown = onFirstUse(() => import("./user-menu-dropdown"));

/** The account menu: who is signed in, settings and feedback, the theme, the admin area for admins, sign out. */
export function UserMenu({
  user,
  theme,
  setTheme,
}: {
  user: ShellData["user"];
  theme: Theme;
  setTheme: (theme: Theme) => void;
}) {
  const redirectTo = useRedirectTo();
  const { pathname } = useLocation();
  return (
    <FallbackMenu
      trigger={<UserMenuTrigger user={user} />}
      dropdown={dropdown}
      renderDropdown={({ UserMenuDropdown }, openedWith) => (
        <UserMenuDropdown user={user} theme={theme} setTheme={setTheme} openedWith={openedWith} />
      )}
    >
      <UserMenuHeading user={user} />
      {accountDestinations(pathname).map(({ href, label }) => (
        <a key={href} href={href} className="menu-item">
          {label}
        </a>
      ))}
      <form method="post" action={THEME_ACTION}>
        <p className="menu-label">Theme</p>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {THEME_OPTIONS.map(({ value, label }) => (
          <button key={value} type="submit" name="theme" value={value} className="menu-item">
            <span className="menu-check">{theme === value ? <Check aria-hidden="true" /> : null}</span>
            {label}
            {theme === value ? <span className="sr-only">(selected)</span> : null}
          </button>
        ))}
      </form>
      {user.role === "admin" ? (
        <a href={ADMIN_DASHBOARD.href} className="menu-item">
          {SHELL_TEXTS.adminDashboard}
        </a>
      ) : null}
      <form method="post" action="/auth/signout">
        <button type="submit" className="menu-item">
          {SHELL_TEXTS.signOut}
        </button>
      </form>
    </FallbackMenu>
  );
}
