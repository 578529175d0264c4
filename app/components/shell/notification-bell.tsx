import { Link } from "@remix-run/react";
import { Bell } from "~/components/ui/icons";
import { formatBadgeCount } from "~/lib/notifications/constants";
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

/** The bell (links to the full list) with the unread badge and the live connection indicator. */
export function NotificationBell({ initialUnread, live }: { initialUnread: number; live: boolean }) {
  return live ? <LiveBell initialUnread={initialUnread} /> : <BellLink unread={initialUnread} />;
}

function LiveBell({ initialUnread }: { initialUnread: number }) {
  const { unread, state } = useLiveNotifications(initialUnread);
  return <BellLink unread={unread} state={state} />;
}

function BellLink({ unread, state }: { unread: number; state?: LiveState }) {
  const label = unread > 0 ? `Notifications, ${formatBadgeCount(unread)} unread` : "Notifications, none unread";
  return (
    <span className="relative inline-flex">
      <Link
        to="/dashboard/notifications"
        className="icon-button relative"
        aria-label={label}
        title={state ? STATE_TEXT[state] : undefined}
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
    </span>
  );
}
