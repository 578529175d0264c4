// The quick actions menu's Radix version, loaded by the menu's first open (decision 024).
import { Link } from "@remix-run/react";
import type { RecentItem } from "~/.server/shell/recent";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useFocusFirstItemOnce,
} from "~/components/ui/dropdown-menu";
import { History } from "~/components/ui/icons";
import { SHELL_TEXTS } from "~/lib/shell/constants";
import { QUICK_ACTIONS } from "~/lib/shell/navigation";
import { DestinationMenuItems } from "./destination-menu-items";
import type { OpenedWith } from "./fallback-menu";
import { QuickActionsTrigger } from "./quick-actions";

export function QuickActionsDropdown({
  recentItems,
  openedWith,
}: {
  recentItems: RecentItem[];
  openedWith: OpenedWith;
}) {
  const focusFirstItem = useFocusFirstItemOnce(openedWith);
  return (
    <DropdownMenu defaultOpen={openedWith !== null}>
      <DropdownMenuTrigger className="menu-trigger">
        <QuickActionsTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={focusFirstItem}>
        <DropdownMenuLabel>{SHELL_TEXTS.quickActions}</DropdownMenuLabel>
        <DestinationMenuItems destinations={QUICK_ACTIONS} />
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{SHELL_TEXTS.recentItems}</DropdownMenuLabel>
        {recentItems.length === 0 ? (
          <DropdownMenuItem disabled>Nothing visited yet</DropdownMenuItem>
        ) : (
          recentItems.map((item) => (
            <DropdownMenuItem key={item.href} asChild>
              <Link to={item.href}>
                <History aria-hidden="true" /> <span className="truncate">{item.title}</span>
              </Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
