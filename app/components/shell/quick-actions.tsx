import type { RecentItem } from "~/.server/shell/recent";
import { Plus } from "~/components/ui/icons";
import { onFirstUse } from "~/components/use-first-use";
import { SHELL_TEXTS } from "~/lib/shell/constants";
import { QUICK_ACTIONS } from "~/lib/shell/navigation";
import { FallbackMenu } from "./fallback-menu";

export function QuickActionsTrigger() {
  return (
    <>
      <Plus className="h-5 w-5" aria-hidden="true" />
      {/* The name begins with the visible label: 'New, quick actions' (WCAG 2.5.3). */}
      <span className="sr-only xl:not-sr-only">New</span>
      <span className="sr-only">, {SHELL_TEXTS.quickActions.toLowerCase()}</span>
    </>
  );
}

const dropdown = onFirstUse(() => import("./quick-actions-dropdown"));

/** 'New': the create pages and the places recently visited. */
export function QuickActionsMenu({ recentItems }: { recentItems: RecentItem[] }) {
  return (
    <FallbackMenu
      trigger={<QuickActionsTrigger />}
      dropdown={dropdown}
      renderDropdown={({ QuickActionsDropdown }, openedWith) => (
        <QuickActionsDropdown recentItems={recentItems} openedWith={openedWith} />
      )}
    >
      <p className="menu-label">{SHELL_TEXTS.quickActions}</p>
      {QUICK_ACTIONS.map(({ href, label }) => (
        <a key={href} href={href} className="menu-item">
          {label}
        </a>
      ))}
      {recentItems.length > 0 ? <p className="menu-label">{SHELL_TEXTS.recentItems}</p> : null}
      {recentItems.map((item) => (
        <a key={item.href} href={item.href} className="menu-item">
          <span className="truncate">{item.title}</span>
        </a>
      ))}
    </FallbackMenu>
  );
}
