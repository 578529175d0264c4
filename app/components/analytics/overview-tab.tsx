// Overview (000 §2.7): the daily activity trend (a chart once JavaScript runs, always a table), events by category
// and the top 5 event types with underscores shown as spaces.
import { lazy, Suspense } from "react";
import type { AnalyticsOverview } from "~/.server/analytics/overview";
import { useHydrated } from "~/components/use-hydrated";
import { EVENT_CATEGORIES, eventTypeLabel, TOP_EVENT_TYPES } from "~/lib/analytics/constants";

const TrendChart = lazy(() => import("./trend-chart"));

export function OverviewTab({ overview }: { overview: AnalyticsOverview }) {
  const hydrated = useHydrated();
  const { dailyActivity, eventsByCategory, eventsByType } = overview.events;
  const activeDays = dailyActivity.filter((day) => day.total > 0);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="trend-title" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <h2 id="trend-title" className="font-semibold">
          Daily activity
        </h2>
        {hydrated && activeDays.length > 0 ? (
          <Suspense fallback={<div className="h-64" />}>
            <TrendChart daily={dailyActivity} />
          </Suspense>
        ) : null}
        <details open={!hydrated || undefined} className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Daily activity as a table</summary>
          {activeDays.length === 0 ? (
            <p className="py-2 text-muted-foreground">No events in this period.</p>
          ) : (
            <table className="mt-2 w-full text-left tabular-nums" data-testid="daily-table">
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-1 pr-4">
                    Day
                  </th>
                  <th scope="col" className="py-1 pr-4">
                    Events
                  </th>
                  <th scope="col" className="py-1">
                    By category
                  </th>
                </tr>
              </thead>
              <tbody>
                {activeDays.map((day) => (
                  <tr key={day.date} className="border-b last:border-0">
                    <td className="py-1 pr-4">{day.date}</td>
                    <td className="py-1 pr-4">{day.total}</td>
                    <td className="py-1 text-muted-foreground">
                      {EVENT_CATEGORIES.filter((category) => day[category])
                        .map((category) => `${eventTypeLabel(category)} ${day[category]}`)
                        .join(", ")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </details>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="categories-title" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <h2 id="categories-title" className="font-semibold">
            Events by category
          </h2>
          <ul className="flex flex-col gap-1 text-sm" data-testid="events-by-category">
            {eventsByCategory.map((row) => (
              <li key={row.category} className="flex justify-between gap-2">
                <span className="capitalize">{eventTypeLabel(row.category)}</span>
                <span className="tabular-nums">{row.count}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="types-title" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <h2 id="types-title" className="font-semibold">
            Top event types
          </h2>
          {eventsByType.length === 0 ? (
            <p className="text-sm text-muted-foreground">No events in this period.</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm" data-testid="top-event-types">
              {eventsByType.slice(0, TOP_EVENT_TYPES).map((row) => (
                <li key={row.type} className="flex justify-between gap-2">
                  <span className="capitalize">{eventTypeLabel(row.type)}</span>
                  <span className="tabular-nums">{row.count}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
