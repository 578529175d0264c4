// The list's filters as a plain GET form: they live in the URL, work without JavaScript, and a shared link keeps them.
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_SEARCH_MAX,
} from "~/lib/notifications/inbox";

export type NotificationFilterValues = { status?: string; type?: string; priority?: string; search?: string };

export function NotificationFilters({ filters }: { filters: NotificationFilterValues }) {
  const filtered = Boolean(filters.status || filters.type || filters.priority || filters.search);
  return (
    <Form method="get" role="search" aria-label="Filter notifications" className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="notifications-status">Show</label>
        <NativeSelect id="notifications-status" name="status" defaultValue={filters.status ?? ""} className="w-36">
          <option value="">Inbox</option>
          {NOTIFICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {NOTIFICATION_STATUS_LABELS[status]}
            </option>
          ))}
          <option value="all">All</option>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="notifications-type">Type</label>
        <NativeSelect id="notifications-type" name="type" defaultValue={filters.type ?? ""} className="w-36">
          <option value="">Any type</option>
          {NOTIFICATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {NOTIFICATION_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="notifications-priority">Priority</label>
        <NativeSelect
          id="notifications-priority"
          name="priority"
          defaultValue={filters.priority ?? ""}
          className="w-36"
        >
          <option value="">Any priority</option>
          {NOTIFICATION_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {NOTIFICATION_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
        Search
        <input
          type="search"
          name="search"
          className="input h-10"
          defaultValue={filters.search ?? ""}
          maxLength={NOTIFICATIONS_SEARCH_MAX}
          placeholder="Title or text"
        />
      </label>
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      {filtered ? (
        <Link to="/dashboard/notifications" className="text-sm underline-offset-4 hover:underline">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
