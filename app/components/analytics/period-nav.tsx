import { Link } from "@remix-run/react";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "~/lib/analytics/constants";
import { cn } from "~/lib/platform/class-names";

/** The period links of the analytics and reports pages (7 / 30 / 90 days, a query parameter: works without JS). */
export function PeriodNav({ days, hrefFor }: { days: number; hrefFor: (period: AnalyticsPeriod) => string }) {
  return (
    <nav aria-label="Period" className="flex gap-1 rounded-md border p-1 text-sm">
      {ANALYTICS_PERIODS.map((period) => (
        <Link
          key={period}
          to={hrefFor(period)}
          aria-current={period === days ? "page" : undefined}
          className={cn(
            "rounded px-3 py-1",
            period === days ? "bg-primary text-primary-foreground" : "hover:bg-accent",
          )}
        >
          Last {period} days
        </Link>
      ))}
    </nav>
  );
}
