// The bell's dropdown (000 §2.3), loaded on the bell's first use (decision 024): header with 'Mark all read' while
// anything is unread and a refresh control, a 400 px list 10 at a time with load more, every state and text of the
// spec, and the footer link to the full list. Clicking an item marks it read, then goes to its action_url.
import { Link, useNavigate } from "@remix-run/react";
import { type MouseEvent, type RefObject, useEffect, useRef } from "react";
import { NotificationIcon } from "~/components/notifications/notification-icon";
import { Bell, RotateCcw } from "~/components/ui/icons";
import { NOTIFICATION_DROPDOWN_ID } from "~/lib/notifications/constants";
import {
  isExternalUrl,
  NOTIFICATION_TEXTS,
  NOTIFICATIONS_LIST_HEIGHT_PX,
  type NotificationItem,
  relativeTime,
} from "~/lib/notifications/inbox";
import { cn } from "~/lib/platform/class-names";
import { useNotificationFeed } from "./use-notification-feed";

export function NotificationDropdown({
  unread,
  adjustUnread,
  onClose,
  trigger,
}: {
  unread: number;
  adjustUnread: (delta: number) => void;
  onClose: (returnFocus: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const feed = useNotificationFeed(adjustUnread);
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(panel, trigger, onClose);

  const open = async (event: MouseEvent, item: NotificationItem) => {
    const url = item.action_url;
    // A new tab or window (modifier keys, middle click) is the browser's business; the item stays as it is.
    if (url && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    if (item.status === "unread") await feed.setStatus(item, "read").catch(() => undefined);
    if (!url) return;
    onClose(false);
    if (isExternalUrl(url)) window.location.assign(url);
    else navigate(url);
  };

  return (
    <div
      ref={panel}
      id={NOTIFICATION_DROPDOWN_ID}
      role="dialog"
      aria-labelledby="notification-dropdown-title"
      tabIndex={-1}
      className={cn(
        "absolute right-0 top-full z-50 mt-2 flex w-[min(24rem,calc(100vw-1rem))] flex-col",
        "rounded-md border bg-popover text-popover-foreground shadow-lg outline-none",
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 id="notification-dropdown-title" className="text-sm font-semibold">
          {NOTIFICATION_TEXTS.heading}
        </h2>
        <div className="flex items-center gap-1">
          {unread > 0 ? (
            <button
              type="button"
              className="rounded px-2 py-1 text-xs font-medium text-primary hover:bg-accent"
              onClick={() => void feed.markAllRead(unread).catch(() => undefined)}
            >
              {NOTIFICATION_TEXTS.markAllRead}
            </button>
          ) : null}
          <button
            type="button"
            className="icon-button h-7 w-7"
            aria-label={NOTIFICATION_TEXTS.refresh}
            onClick={() => void feed.refresh(true)}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="overflow-y-auto" style={{ height: NOTIFICATIONS_LIST_HEIGHT_PX }} data-testid="notification-list">
        {feed.state === "loading" ? (
          <div className="flex h-full items-center justify-center" role="status">
            <span className="h-6 w-6 animate-spin rounded-full border-2 border-muted border-t-primary" aria-hidden />
            <span className="sr-only">Loading notifications</span>
          </div>
        ) : feed.state === "error" ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-sm" role="alert">
            <p>{NOTIFICATION_TEXTS.loadFailed}</p>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void feed.refresh(true)}>
              {NOTIFICATION_TEXTS.tryAgain}
            </button>
          </div>
        ) : feed.items.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-1 text-center">
            <Bell className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm font-medium">{NOTIFICATION_TEXTS.emptyTitle}</p>
            <p className="text-sm text-muted-foreground">{NOTIFICATION_TEXTS.emptyBody}</p>
          </div>
        ) : (
          <>
            <ul className="divide-y" aria-label={NOTIFICATION_TEXTS.heading}>
              {feed.items.map((item) => (
                <DropdownItem key={item.id} item={item} feed={feed} onOpen={open} />
              ))}
            </ul>
            {feed.hasMore ? (
              <div className="p-2 text-center">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={feed.loadingMore}
                  onClick={() => void feed.loadMore()}
                >
                  {NOTIFICATION_TEXTS.loadMore}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <div className="border-t p-2 text-center">
        <Link
          to="/dashboard/notifications"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => onClose(false)}
        >
          {NOTIFICATION_TEXTS.viewAll}
        </Link>
      </div>
    </div>
  );
}

function DropdownItem({
  item,
  feed,
  onOpen,
}: {
  item: NotificationItem;
  feed: ReturnType<typeof useNotificationFeed>;
  onOpen: (event: MouseEvent, item: NotificationItem) => void;
}) {
  const unread = item.status === "unread";
  const quiet = () => undefined;
  const content = (
    <>
      <span className={cn("block text-sm", unread ? "font-semibold" : "font-normal")}>
        {item.title}
        {unread ? <span className="sr-only"> (unread)</span> : null}
      </span>
      {item.body ? <span className="line-clamp-2 block text-xs text-muted-foreground">{item.body}</span> : null}
      <time className="block text-xs text-muted-foreground" dateTime={item.created_at}>
        {relativeTime(Date.parse(item.created_at), Date.now())}
      </time>
    </>
  );
  const itemClass = "min-w-0 flex-1 rounded text-left outline-offset-2";
  return (
    <li className={cn("flex items-start gap-3 px-3 py-2", unread && "bg-primary/5")} data-status={item.status}>
      <NotificationIcon type={item.type} priority={item.priority} />
      {item.action_url ? (
        <a href={item.action_url} className={itemClass} onClick={(event) => onOpen(event, item)}>
          {content}
        </a>
      ) : (
        <button type="button" className={itemClass} onClick={(event) => onOpen(event, item)}>
          {content}
        </button>
      )}
      <div className="flex shrink-0 flex-col items-end gap-0.5 text-xs">
        <button
          type="button"
          className="rounded px-1.5 py-0.5 hover:bg-accent"
          aria-label={`Mark ${item.title} as ${unread ? "read" : "unread"}`}
          onClick={() => void feed.setStatus(item, unread ? "read" : "unread").catch(quiet)}
        >
          {unread ? "Read" : "Unread"}
        </button>
        <button
          type="button"
          className="rounded px-1.5 py-0.5 hover:bg-accent"
          aria-label={`Archive ${item.title}`}
          onClick={() => void feed.setStatus(item, "archived").catch(quiet)}
        >
          Archive
        </button>
        <button
          type="button"
          className="rounded px-1.5 py-0.5 text-destructive hover:bg-accent"
          aria-label={`Delete ${item.title}`}
          onClick={() => void feed.remove(item).catch(quiet)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/** Escape closes (focus back on the bell); a press outside the panel and the bell closes where the reader went. */
function useDismiss(
  panel: RefObject<HTMLDivElement | null>,
  trigger: RefObject<HTMLElement | null>,
  onClose: (returnFocus: boolean) => void,
) {
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) onClose(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [panel, trigger, onClose]);
}
