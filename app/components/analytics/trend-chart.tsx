// The daily trend as a Tremor area chart: this module (and with it Tremor and recharts) is fetched only after
// hydration, by the overview tab; the table beside it is the chart's text alternative and the no-JavaScript view.
import { AreaChart } from "@tremor/react";
import type { DailyActivity } from "~/.server/analytics/overview";
import { CATEGORY_COLORS } from "~/lib/analytics/chart";
import { EVENT_CATEGORIES } from "~/lib/analytics/constants";

export default function TrendChart({ daily }: { daily: DailyActivity[] }) {
  const present = EVENT_CATEGORIES.filter((category) => daily.some((day) => (day[category] ?? 0) > 0));
  const data = daily.map((day) => ({
    date: day.date.slice(5),
    ...Object.fromEntries(present.map((category) => [category, day[category] ?? 0])),
  }));
  return (
    <AreaChart
      className="h-64"
      data={data}
      index="date"
      categories={[...present]}
      colors={present.map((category) => CATEGORY_COLORS[category])}
      stack
      allowDecimals={false}
      showAnimation={false}
      aria-hidden="true"
    />
  );
}
