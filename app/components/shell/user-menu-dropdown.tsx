// The account menu's Radix version, loaded by the menu's first open (decision 024).
import { Link, useLocation, useSubmit } from "@remix-run/react";
import type { ShellData } from "~/.server/shell/load-shell";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useFocusFirstItemOnce,
} from "~/components/ui/dropdown-menu";
import { Landmark, LogOut } from "~/components/ui/icons";
import { SHELL_TEXTS, THEMES, type Theme } from "~/lib/shell/constants";
import { ADMIN_DASHBOARD } from "~/lib/shell/navigation";
import { DestinationMenuItems } from "./destination-menu-items";
import type { OpenedWith } from "./fallback-menu";
import { THEME_OPTIONS } from "./theme";
import { accountDestinations, UserMenuHeading, UserMenuTrigger } from "./user-menu";

export function UserMenuDropdown({
  user,
  theme,
  setTheme,
  openedWith,
}: {
  user: ShellData["user"];
  theme: Theme;
  setTheme: (theme: Theme) => void;
  openedWith: OpenedWith;
}) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const focusFirstItem = useFocusFirstItemOnce(openedWith);
  return (
    <DropdownMenu defaultOpen={openedWith !== null}>
      <DropdownMenuTrigger className="menu-trigger">
        <UserMenuTrigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" onFocus={focusFirstItem}>
        <UserMenuHeading user={user} />
        <DropdownMenuSeparator />
        <DestinationMenuItems destinations={accountDestinations(pathname)} />
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => (THEMES as readonly string[]).includes(value) && setTheme(value as Theme)}
        >
          {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden="true" /> {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {user.role === "admin" ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to={ADMIN_DASHBOARD.href}>
                <Landmark aria-hidden="true" /> {SHELL_TEXTS.adminDashboard}
              </Link>
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => submit(null, { method: "post", action: "/auth/signout" })}>
          <LogOut aria-hidden="true" /> {SHELL_TEXTS.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
