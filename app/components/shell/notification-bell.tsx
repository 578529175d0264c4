import { Link } from "@remix-run/react";
import { type MouseEvent, useCallback, useRef, useState } from "react";
import { Bell } from "~/components/ui/icons";
import { onFirstUse, prefetch, useFirstUse } from "~/components/use-first-use";
import { formatBadgeCount, NOTIFICATION_DROPDOWN_ID } from "~/lib/notifications/constants";
import { cn } from "~/lib/platform/class-names";
import { type LiveState, useLiveNotifications } from "./use-live-notifications";

const STATE_TEXT: Record<LiveState, string> = {
  connecting: "Connecting to live updates",
  connected: "Live updates connected",
  reconnecting: "Live updates reconnecting",
  offline: "Offline: live updates paused",
};

const STATE_DOT: Record<LiveState, string> = {
  connecting: "bg-muted-foreground",
  connected: "bg-success",
  reconnecting: "bg-warning",
  offline: "bg-destructive",
};

const dropdown = onFirstUse(() => import("~/components/notifications/notification-dropdown"));

/**
 * The bell with the unread badge and the live connection indicator. It is a link to the full list; once the page is
 * live, a plain click opens the dropdown instead (its code loads on that first use, decision 024), while a click
 * that asks for a new tab still follows the link. Should the code fail to load, the click follows the link.
 */
export function NotificationBell({ initialUnread, live }: { initialUnread: number; live: boolean }) {
  return live ? <LiveBell initialUnread={initialUnread} /> : <BellLink unread={initialUnread} />;
}

function LiveBell({ initialUnread }: { initialUnread: number }) {
  const { unread, state, adjustUnread } = useLiveNotifications(initialUnread);
  const [loaded, load] = useFirstUse(dropdown);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    load().then(
      () => setOpen((wasOpen) => !wasOpen),
      () => window.location.assign(href),
    );
  };
  return (
    <BellLink
      unread={unread}
      state={state}
      linkRef={trigger}
      expanded={open}
      onClick={toggle}
      onPrefetch={() => prefetch(dropdown)}
    >
      {open && loaded ? (
        <loaded.NotificationDropdown unread={unread} adjustUnread={adjustUnread} onClose={close} trigger={trigger} />
      ) : null}
    </BellLink>
  );
}

function BellLink({
  unread,
  state,
  linkRef,
  expanded,
  onClick,
  onPrefetch,
  children,
}: {
  unread: number;
  state?: LiveState;
  linkRef?: React.Ref<HTMLAnchorElement>;
  expanded?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onPrefetch?: () => void;
  children?: React.ReactNode;
}) {
  const label = unread > 0 ? `Notifications, ${formatBadgeCount(unread)} unread` : "Notifications, none unread";
  return (
    <span className="relative inline-flex">
      <Link
        ref={linkRef}
        to="/dashboard/notifications"
        className="icon-button relative"
        aria-label={label}
        aria-haspopup={onClick ? "dialog" : undefined}
        aria-expanded={onClick ? expanded : undefined}
        aria-controls={expanded ? NOTIFICATION_DROPDOWN_ID : undefined}
        title={state ? STATE_TEXT[state] : undefined}
        onClick={onClick}
        onPointerEnter={onPrefetch}
        onFocus={onPrefetch}
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className={cn(
              "absolute -right-0.5 -top-0.5 min-w-[1.25rem] rounded-full bg-destructive px-1 text-center text-[11px]",
              "font-semibold leading-5 text-destructive-foreground tabular-nums",
            )}
          >
            {formatBadgeCount(unread)}
          </span>
        ) : null}
      </Link>
      {state ? (
        <span className="pointer-events-none absolute bottom-1 left-1 flex h-2 w-2" data-live-state={state}>
          <span className={cn("h-2 w-2 rounded-full ring-2 ring-background", STATE_DOT[state])} aria-hidden="true" />
          <span className="sr-only" role="status">
            {STATE_TEXT[state]}
          </span>
        </span>
      ) : null}
      {children}
    </span>
  );
}
