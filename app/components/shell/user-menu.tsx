import { Link, useSubmit } from "@remix-run/react";
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
} from "~/components/ui/dropdown-menu";
import { Check, ChevronDown, Landmark, LogOut } from "~/components/ui/icons";
import { cn } from "~/lib/platform/class-names";
import { SHELL_TEXTS, THEMES, type Theme } from "~/lib/shell/constants";
import { ADMIN_DASHBOARD, BOTTOM_NAV } from "~/lib/shell/navigation";
import { FallbackMenu, fallbackItemClass, fallbackLabelClass, triggerClass } from "./fallback-menu";
import { THEME_OPTIONS, ThemeForm } from "./theme";

export function initials(name: string) {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase() || "?";
}

function Trigger({ user }: { user: ShellData["user"] }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-semibold",
          "text-primary-foreground",
        )}
      >
        {initials(user.name)}
      </span>
      <span className="sr-only xl:not-sr-only xl:max-w-[9rem] xl:truncate">{user.name}</span>
      <span className="sr-only">, account menu</span>
      <ChevronDown className="hidden h-4 w-4 xl:inline" aria-hidden="true" />
    </>
  );
}

export function UserMenu({
  user,
  theme,
  setTheme,
  hydrated,
}: {
  user: ShellData["user"];
  theme: Theme;
  setTheme: (theme: Theme) => void;
  hydrated: boolean;
}) {
  const submit = useSubmit();
  const isAdmin = user.role === "admin";

  if (!hydrated) {
    return (
      <FallbackMenu trigger={<Trigger user={user} />} triggerClassName={triggerClass}>
        <div className="px-2 py-1.5">
          <p className="truncate text-sm font-medium">{user.name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
        {BOTTOM_NAV.map(({ href, label, icon: Icon }) => (
          <a key={href} href={href} className={fallbackItemClass}>
            <Icon aria-hidden="true" /> {label}
          </a>
        ))}
        <p className={fallbackLabelClass}>Theme</p>
        {THEME_OPTIONS.map(({ value, label }) => (
          <ThemeForm key={value} value={value} className={fallbackItemClass}>
            <span className="flex w-4 justify-center">{theme === value ? <Check aria-hidden="true" /> : null}</span>
            {label}
            {theme === value ? <span className="sr-only">(selected)</span> : null}
          </ThemeForm>
        ))}
        {isAdmin ? (
          <a href={ADMIN_DASHBOARD.href} className={fallbackItemClass}>
            <Landmark aria-hidden="true" /> {SHELL_TEXTS.adminDashboard}
          </a>
        ) : null}
        <form method="post" action="/auth/signout">
          <button type="submit" className={fallbackItemClass}>
            <LogOut aria-hidden="true" /> {SHELL_TEXTS.signOut}
          </button>
        </form>
      </FallbackMenu>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={triggerClass}>
        <Trigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="px-2 py-1.5">
          <p className="truncate text-sm font-medium">{user.name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
        <DropdownMenuSeparator />
        {BOTTOM_NAV.map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link to={href}>
              <Icon aria-hidden="true" /> {label}
            </Link>
          </DropdownMenuItem>
        ))}
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
        {isAdmin ? (
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
