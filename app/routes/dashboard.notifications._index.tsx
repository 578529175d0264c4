// /dashboard/notifications: the whole inbox (000 §2.1, §2.3 "View all notifications"), with filters in the URL, pages,
// per-row and bulk actions, and mark all read. Every form posts without JavaScript; with it the rows change at once
// and the list follows the live socket (another tab's or the server's changes refetch it).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { notificationsPage } from "~/.server/notifications/inbox";
import {
  NOTIFICATIONS_PAGE_READS,
  notificationsPageValues,
  notificationsQueryOf,
} from "~/.server/notifications/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { performNotificationAction } from "~/.server/remix/notification-actions";
import { orErrorPage } from "~/.server/remix/service-errors";
import { BulkActions } from "~/components/notifications/page/bulk-actions";
import { NotificationFilters } from "~/components/notifications/page/filters";
import { NotificationRow } from "~/components/notifications/page/notification-row";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Bell } from "~/components/ui/icons";
import { Pager } from "~/components/ui/pager";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { useTimeZone } from "~/components/use-time-zone";
import { NOTIFICATION_TEXTS } from "~/lib/notifications/inbox";
import { onNotificationsChanged } from "~/lib/notifications/realtime";
import { PRODUCT_NAME } from "~/lib/platform/constants";

export const meta: MetaFunction = () => [{ title: `${NOTIFICATION_TEXTS.heading} · ${PRODUCT_NAME}` }];

const BULK_FORM_ID = "notifications-bulk";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const query = notificationsQueryOf(new URL(request.url).searchParams);
  const values = notificationsPageValues(query);
  const prefetched = values ? context.services.prefetchedPage(NOTIFICATIONS_PAGE_READS, values) : undefined;
  const { page, counts } = await orErrorPage(notificationsPage(ctx, query, prefetched));
  return {
    filters: { status: query.status, type: query.type, priority: query.priority, search: query.search },
    notifications: page.notifications.map((row) => ({
      id: row.id,
      type: row.type,
      priority: row.priority,
      status: row.status,
      title: row.title,
      body: row.body,
      actionUrl: row.actionUrl,
      actionText: row.actionText,
      createdAt: row.createdAt,
    })),
    page: page.page,
    totalPages: Math.max(1, Math.ceil(page.total / page.limit)),
    total: page.total,
    unread: counts.unread,
    now: Date.now(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return performNotificationAction(ctx, await request.formData());
}

export default function NotificationsPage() {
  const { filters, notifications, page, totalPages, total, unread, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const timeZone = useTimeZone();
  const filtered = Boolean(filters.status || filters.type || filters.priority || filters.search);
  useLiveRefetch();

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    params.set("page", String(target));
    return `?${params}`;
  };

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-5" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b pb-4">
        <div className="flex flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            {NOTIFICATION_TEXTS.heading}
          </h1>
          <p className="text-sm text-muted-foreground">
            {NOTIFICATION_TEXTS.pageDescription} <span className="tabular-nums">{unread}</span> unread.
          </p>
        </div>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="mark-all-read" />
            <Button type="submit">{NOTIFICATION_TEXTS.markAllRead}</Button>
          </Form>
        ) : null}
      </header>
      <NotificationFilters filters={filters} />
      <StatusMessage message={answer && "ok" in answer ? answer.ok : null} />
      <RefusalMessage message={answer && "refusal" in answer ? answer.refusal : null} />
      {notifications.length === 0 ? (
        <EmptyState
          icon={Bell}
          title={NOTIFICATION_TEXTS.emptyTitle}
          body={filtered ? NOTIFICATION_TEXTS.noMatches : NOTIFICATION_TEXTS.emptyBody}
        />
      ) : (
        <>
          <BulkActions formId={BULK_FORM_ID} busy={navigation.state === "submitting"} />
          <ul className="flex flex-col divide-y rounded-md border" aria-label="Notifications">
            {notifications.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                bulkFormId={BULK_FORM_ID}
                now={now}
                timeZone={timeZone}
              />
            ))}
          </ul>
        </>
      )}
      <Pager
        label="Pages of notifications"
        page={page}
        totalPages={totalPages}
        summary={`${total} notification${total === 1 ? "" : "s"}`}
        hrefFor={hrefFor}
      />
    </section>
  );
}

/** A change announced on the live socket (another tab, a new notification) refetches the page's data. */
function useLiveRefetch() {
  const revalidator = useRevalidator();
  const [changes, setChanges] = useState(0);
  useEffect(() => onNotificationsChanged(() => setChanges((count) => count + 1)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: revalidate once per announced change
  useEffect(() => {
    if (changes > 0) revalidator.revalidate();
  }, [changes]);
}
