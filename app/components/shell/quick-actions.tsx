import { Link } from "@remix-run/react";
import type { RecentItem } from "~/.server/shell/recent";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { History, Plus } from "~/components/ui/icons";
import { SHELL_TEXTS } from "~/lib/shell/constants";
import { QUICK_ACTIONS } from "~/lib/shell/navigation";
import { FallbackMenu, fallbackItemClass, fallbackLabelClass, triggerClass } from "./fallback-menu";

function Trigger() {
  return (
    <>
      <Plus className="h-5 w-5" aria-hidden="true" />
      {/* The name begins with the visible label: 'New, quick actions' (WCAG 2.5.3). */}
      <span className="sr-only xl:not-sr-only">New</span>
      <span className="sr-only">, {SHELL_TEXTS.quickActions.toLowerCase()}</span>
    </>
  );
}

export function QuickActionsMenu({ recentItems, hydrated }: { recentItems: RecentItem[]; hydrated: boolean }) {
  if (!hydrated) {
    return (
      <FallbackMenu trigger={<Trigger />} triggerClassName={triggerClass}>
        <p className={fallbackLabelClass}>{SHELL_TEXTS.quickActions}</p>
        {QUICK_ACTIONS.map(({ href, label, icon: Icon }) => (
          <a key={href} href={href} className={fallbackItemClass}>
            <Icon aria-hidden="true" /> {label}
          </a>
        ))}
        {recentItems.length > 0 ? <p className={fallbackLabelClass}>{SHELL_TEXTS.recentItems}</p> : null}
        {recentItems.map((item) => (
          <a key={item.href} href={item.href} className={fallbackItemClass}>
            <History aria-hidden="true" /> <span className="truncate">{item.title}</span>
          </a>
        ))}
      </FallbackMenu>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={triggerClass}>
        <Trigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{SHELL_TEXTS.quickActions}</DropdownMenuLabel>
        {QUICK_ACTIONS.map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link to={href}>
              <Icon aria-hidden="true" /> {label}
            </Link>
          </DropdownMenuItem>
        ))}
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
