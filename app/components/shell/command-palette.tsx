import { useNavigate } from "@remix-run/react";
import { Command, defaultFilter } from "cmdk";
import { useState } from "react";
import type { ShellData } from "~/.server/shell/load-shell";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { History, Search } from "~/components/ui/icons";
import { cn } from "~/lib/platform/class-names";
import { SHELL_TEXTS, type Theme } from "~/lib/shell/constants";
import {
  ADMIN_DASHBOARD,
  BOTTOM_NAV,
  type Destination,
  INSTRUMENTS_NAV,
  MAIN_NAV,
  OTHER_DESTINATIONS,
  QUICK_ACTIONS,
} from "~/lib/shell/navigation";
import { THEME_OPTIONS } from "./theme";

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm aria-selected:bg-accent " +
  "aria-selected:text-accent-foreground [&_svg]:h-4 [&_svg]:w-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";
const groupClass =
  "[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs " +
  "[&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase " +
  "[&_[cmdk-group-heading]]:text-muted-foreground";

const RECENT_PREFIX = "recent:";

/**
 * What a typed query matches: an item's label (its keywords), never its address (a value is only the item's id,
 * so 'org' does not find every page under /dashboard/organizations). Recent visits rank after every command
 * that matches, so a command's name typed and Enter always runs that command.
 */
function paletteScore(value: string, search: string, keywords: string[] = []) {
  const [label = "", ...aliases] = keywords;
  const score = defaultFilter(label, search, aliases);
  return value.startsWith(RECENT_PREFIX) ? score * 1e-6 : score;
}

/** Ctrl/Cmd+K: every shell destination, the quick actions, theme switching and recent items. */
export function CommandPalette({
  open,
  onOpenChange,
  data,
  setTheme,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: ShellData;
  setTheme: (theme: Theme) => void;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const run = (action: () => void) => {
    onOpenChange(false);
    setQuery("");
    action();
  };
  const go = (href: string) => run(() => navigate(href));
  const places: Destination[] = [
    ...MAIN_NAV,
    ...INSTRUMENTS_NAV,
    ...BOTTOM_NAV,
    ...OTHER_DESTINATIONS.filter(
      (destination) => !["/dashboard/search", "/dashboard/documents"].includes(destination.href),
    ),
    ...(data.user.role === "admin" ? [ADMIN_DASHBOARD] : []),
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl gap-0 overflow-hidden p-0" hideClose>
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <DialogDescription className="sr-only">Go anywhere, run a quick action or switch theme.</DialogDescription>
        <Command label="Command palette" className="flex flex-col" filter={paletteScore}>
          <div className="flex items-center gap-2 border-b px-3">
            <Search className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder={SHELL_TEXTS.palettePlaceholder}
              className={cn(
                "h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground",
                "focus-visible:ring-0 focus-visible:ring-offset-0",
              )}
            />
          </div>
          <Command.List className="max-h-[60vh] overflow-y-auto p-1">
            <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">
              {SHELL_TEXTS.paletteEmpty}
            </Command.Empty>
            <Command.Group heading="Go to" className={groupClass}>
              {places.map(({ href, label, icon: Icon }) => (
                <Command.Item
                  key={href}
                  value={`go:${href}`}
                  keywords={[label]}
                  onSelect={() => go(href)}
                  className={itemClass}
                >
                  <Icon aria-hidden="true" /> {label}
                </Command.Item>
              ))}
            </Command.Group>
            <Command.Group heading={SHELL_TEXTS.quickActions} className={groupClass}>
              {QUICK_ACTIONS.map(({ href, label, icon: Icon }) => (
                <Command.Item
                  key={href}
                  value={`action:${href}`}
                  keywords={[label]}
                  onSelect={() => go(href)}
                  className={itemClass}
                >
                  <Icon aria-hidden="true" /> {label}
                </Command.Item>
              ))}
            </Command.Group>
            <Command.Group heading="Theme" className={groupClass}>
              {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
                <Command.Item
                  key={value}
                  value={`theme:${value}`}
                  keywords={[`${label} theme`]}
                  onSelect={() => run(() => setTheme(value))}
                  className={itemClass}
                >
                  <Icon aria-hidden="true" /> {label} theme
                </Command.Item>
              ))}
            </Command.Group>
            {data.recentItems.length > 0 ? (
              <Command.Group heading={SHELL_TEXTS.recentItems} className={groupClass}>
                {data.recentItems.map((item) => (
                  <Command.Item
                    key={item.href}
                    value={`${RECENT_PREFIX}${item.href}`}
                    keywords={[item.title]}
                    onSelect={() => go(item.href)}
                    className={itemClass}
                  >
                    <History aria-hidden="true" /> {item.title}
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {query.trim() ? (
              <Command.Group heading="Search" className={groupClass} forceMount>
                {/* Always offered, ranked after every matching command. */}
                <Command.Item
                  forceMount
                  value="search-the-product"
                  onSelect={() => go(`/dashboard/search?q=${encodeURIComponent(query.trim())}`)}
                  className={itemClass}
                >
                  <Search aria-hidden="true" /> {SHELL_TEXTS.searchFor(query.trim())}
                </Command.Item>
              </Command.Group>
            ) : null}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
