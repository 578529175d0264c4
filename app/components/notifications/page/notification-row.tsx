// One notification on the page: its own forms (read / unread, archive, delete) post with or without JavaScript; with
// it, a fetcher shows the change at once and the revalidation after a failure puts it back, with the spec's toast.
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { NotificationIcon } from "~/components/notifications/notification-icon";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toasts";
import {
  isExternalUrl,
  NOTIFICATION_ERRORS,
  NOTIFICATION_PRIORITY_LABELS,
  type NotificationPriority,
  type NotificationStatus,
  relativeTime,
} from "~/lib/notifications/inbox";
import { cn } from "~/lib/platform/class-names";
import { formatDateTime } from "~/lib/platform/dates";

export type PageNotification = {
  id: string;
  type: string;
  priority: string;
  status: string;
  title: string;
  body: string | null;
  actionUrl: string | null;
  actionText: string | null;
  createdAt: number;
};

type Answer = { ok: string } | { refusal: string };

const FAILURE_BY_STATUS: Record<NotificationStatus, string> = {
  read: NOTIFICATION_ERRORS.read,
  unread: NOTIFICATION_ERRORS.unread,
  archived: NOTIFICATION_ERRORS.archived,
};

export function NotificationRow({
  notification,
  bulkFormId,
  now,
  timeZone,
}: {
  notification: PageNotification;
  bulkFormId: string;
  now: number;
  timeZone: string | null;
}) {
  const fetcher = useFetcher<Answer>();
  const pendingIntent = fetcher.formData?.get("intent");
  const pendingStatus = fetcher.formData?.get("status");
  const status = (typeof pendingStatus === "string" ? pendingStatus : notification.status) as NotificationStatus;
  // What was last tried, for the spec's failure text (002 §8.2) once the answer is a refusal.
  const tried = useRef<string>(NOTIFICATION_ERRORS.delete);
  if (fetcher.formData) {
    tried.current =
      pendingIntent === "delete" ? NOTIFICATION_ERRORS.delete : FAILURE_BY_STATUS[pendingStatus as NotificationStatus];
  }

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !("refusal" in fetcher.data)) return;
    toast.error(tried.current, { description: fetcher.data.refusal });
  }, [fetcher.state, fetcher.data]);

  if (pendingIntent === "delete") return null;
  const unread = status === "unread";
  const priority = notification.priority as NotificationPriority;
  return (
    <li className={cn("flex items-start gap-3 p-3", unread && "bg-primary/5")} data-status={status}>
      <input
        type="checkbox"
        name="ids"
        value={notification.id}
        form={bulkFormId}
        className="mt-2 h-4 w-4"
        aria-label={`Select ${notification.title}`}
      />
      <NotificationIcon type={notification.type} priority={notification.priority} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className={cn("text-sm", unread ? "font-semibold" : "font-normal")}>
          {notification.actionUrl ? (
            isExternalUrl(notification.actionUrl) ? (
              <a href={notification.actionUrl} className="underline-offset-4 hover:underline">
                {notification.title}
              </a>
            ) : (
              <Link to={notification.actionUrl} className="underline-offset-4 hover:underline">
                {notification.title}
              </Link>
            )
          ) : (
            notification.title
          )}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </p>
        {notification.body ? <p className="text-sm text-muted-foreground">{notification.body}</p> : null}
        <p className="text-xs text-muted-foreground">
          <time
            dateTime={new Date(notification.createdAt).toISOString()}
            title={formatDateTime(notification.createdAt, timeZone)}
          >
            {relativeTime(notification.createdAt, now, timeZone ?? undefined)}
          </time>
          {priority === "critical" || priority === "high"
            ? ` · ${NOTIFICATION_PRIORITY_LABELS[priority]} priority`
            : ""}
          {status === "archived" ? " · Archived" : ""}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={notification.id} />
          <input type="hidden" name="status" value={unread ? "read" : "unread"} />
          <Button
            type="submit"
            size="sm"
            variant="ghost"
            // The name starts with the words on the button (WCAG 2.5.3), then says which notification.
            aria-label={`${unread ? "Mark read" : "Mark unread"}: ${notification.title}`}
          >
            {unread ? "Mark read" : "Mark unread"}
          </Button>
        </fetcher.Form>
        {status !== "archived" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="id" value={notification.id} />
            <input type="hidden" name="status" value="archived" />
            <Button type="submit" size="sm" variant="ghost" aria-label={`Archive ${notification.title}`}>
              Archive
            </Button>
          </fetcher.Form>
        ) : null}
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={notification.id} />
          <Button type="submit" size="sm" variant="ghost" aria-label={`Delete ${notification.title}`}>
            Delete
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}
