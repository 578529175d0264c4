// Activity (000 §2.7): the latest 20 events, each with only the first 2 key-value pairs of its data.
import { ANALYTICS_TEXTS, eventDetailPairs, eventTypeLabel } from "~/lib/analytics/constants";
import { formatDateTime } from "~/lib/platform/dates";

export type ActivityRow = {
  id: string;
  eventType: string;
  eventCategory: string;
  eventData: Record<string, unknown> | null;
  createdAt: number;
  userName: string | null;
};

export function ActivityTab({ activity }: { activity: ActivityRow[] }) {
  if (activity.length === 0) return <p className="text-muted-foreground">{ANALYTICS_TEXTS.noActivity}</p>;
  return (
    <ol className="flex flex-col divide-y rounded-lg border" data-testid="activity-feed">
      {activity.map((event) => (
        <li key={event.id} className="flex flex-col gap-1 p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium capitalize">{eventTypeLabel(event.eventType)}</span>
            <time className="text-xs text-muted-foreground" dateTime={new Date(event.createdAt).toISOString()}>
              {formatDateTime(event.createdAt, null)}
            </time>
          </div>
          <p className="text-xs text-muted-foreground">
            {event.userName ?? "System"} · {eventTypeLabel(event.eventCategory)}
          </p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {eventDetailPairs(event.eventData).map(([key, value]) => (
              <div key={key} className="flex gap-1">
                <dt className="text-muted-foreground">{eventTypeLabel(key)}:</dt>
                <dd className="max-w-[40ch] truncate">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
