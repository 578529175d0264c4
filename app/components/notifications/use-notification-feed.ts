// The dropdown's list, read from the JSON API 10 at a time (000 §9), refetched when the live socket announces a
// change. Read, unread, archive and delete change the list at once and are put back if the server refuses.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toasts";
import {
  NOTIFICATION_ERRORS,
  NOTIFICATIONS_DROPDOWN_PAGE_SIZE,
  type NotificationItem,
  type NotificationStatus,
} from "~/lib/notifications/inbox";
import { onNotificationsChanged } from "~/lib/notifications/realtime";
import { MAX_PAGE_SIZE } from "~/lib/platform/paging";

type ListAnswer = { notifications: NotificationItem[]; has_more: boolean };
export type FeedState = "loading" | "error" | "ready";

const JSON_HEADERS = { Accept: "application/json", "Content-Type": "application/json" };

async function readPage(offset: number, limit: number): Promise<ListAnswer> {
  const response = await fetch(`/api/notifications?limit=${limit}&offset=${offset}`, { headers: JSON_HEADERS });
  if (!response.ok) throw new Error(NOTIFICATION_ERRORS.fetch);
  return (await response.json()) as ListAnswer;
}

async function send(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(path, {
    method,
    headers: JSON_HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
}

const FAILURE_BY_STATUS: Record<NotificationStatus, string> = {
  read: NOTIFICATION_ERRORS.read,
  unread: NOTIFICATION_ERRORS.unread,
  archived: NOTIFICATION_ERRORS.archived,
};

/** `adjustUnread` moves the bell's count with an optimistic change (the hub's next frame sets it exactly). */
export function useNotificationFeed(adjustUnread: (delta: number) => void) {
  const [items, setItems] = useState<NotificationItem[]>([]);
  const [state, setState] = useState<FeedState>("loading");
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const shown = useRef(NOTIFICATIONS_DROPDOWN_PAGE_SIZE);

  /** Reads again as many as are shown (at least a page), keeping the reader's place. */
  const refresh = useCallback(async (showSpinner: boolean) => {
    if (showSpinner) setState("loading");
    try {
      const page = await readPage(0, Math.min(MAX_PAGE_SIZE, shown.current));
      setItems(page.notifications);
      setHasMore(page.has_more);
      setState("ready");
    } catch {
      setState((current) => (current === "ready" && !showSpinner ? current : "error"));
    }
  }, []);

  useEffect(() => {
    void refresh(true);
    return onNotificationsChanged(() => void refresh(false));
  }, [refresh]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const page = await readPage(items.length, NOTIFICATIONS_DROPDOWN_PAGE_SIZE);
      setItems((current) => [...current, ...page.notifications.filter((n) => !current.some((c) => c.id === n.id))]);
      setHasMore(page.has_more);
      shown.current = items.length + page.notifications.length;
    } catch {
      toast.error(NOTIFICATION_ERRORS.fetch);
    } finally {
      setLoadingMore(false);
    }
  };

  /** Applies `change` at once; on failure puts the list and the count back and says what failed. */
  const optimistic = async (
    change: (list: NotificationItem[]) => NotificationItem[],
    unreadDelta: number,
    request: () => Promise<void>,
    failure: string,
  ) => {
    const before = items;
    setItems(change(before));
    if (unreadDelta !== 0) adjustUnread(unreadDelta);
    try {
      await request();
    } catch {
      setItems(before);
      if (unreadDelta !== 0) adjustUnread(-unreadDelta);
      toast.error(failure);
      throw new Error(failure);
    }
  };

  const setStatus = (item: NotificationItem, status: NotificationStatus) => {
    const wasUnread = item.status === "unread" ? 1 : 0;
    const isUnread = status === "unread" ? 1 : 0;
    const now = new Date().toISOString();
    return optimistic(
      (list) =>
        status === "archived"
          ? list.filter((n) => n.id !== item.id)
          : list.map((n) => (n.id === item.id ? { ...n, status, read_at: status === "read" ? now : null } : n)),
      isUnread - wasUnread,
      () => send("PATCH", `/api/notifications/${encodeURIComponent(item.id)}`, { status }),
      FAILURE_BY_STATUS[status],
    );
  };

  const remove = (item: NotificationItem) =>
    optimistic(
      (list) => list.filter((n) => n.id !== item.id),
      item.status === "unread" ? -1 : 0,
      () => send("DELETE", `/api/notifications/${encodeURIComponent(item.id)}`),
      NOTIFICATION_ERRORS.delete,
    );

  const markAllRead = (unread: number) =>
    optimistic(
      (list) => list.map((n) => (n.status === "unread" ? { ...n, status: "read" as const } : n)),
      -unread,
      () => send("PUT", "/api/notifications/mark-all-read"),
      NOTIFICATION_ERRORS.bulk,
    );

  return { items, state, hasMore, loadingMore, refresh, loadMore, setStatus, remove, markAllRead };
}
