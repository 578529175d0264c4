// Loaded after hydration only (daily-counts-chart.tsx): Tremor and its chart library never reach first load.
import { BarChart } from "@tremor/react";
import type { DailyCounts } from "~/.server/admin/dashboard";

// Tremor paints bars with these classes; naming them here makes Tailwind (which scans app/) generate them.
// fill-blue-500 stroke-blue-500 bg-blue-500 fill-emerald-500 stroke-emerald-500 bg-emerald-500
// fill-violet-500 stroke-violet-500 bg-violet-500 fill-rose-500 stroke-rose-500 bg-rose-500
// fill-amber-500 stroke-amber-500 bg-amber-500
const CHART_COLORS = ["blue", "emerald", "violet", "rose", "amber"];

export function TremorBars({
  days,
  series,
}: {
  days: DailyCounts[];
  series: { key: Exclude<keyof DailyCounts, "day">; label: string }[];
}) {
  const data = days.map((day) => ({
    day: day.day.slice(5),
    ...Object.fromEntries(series.map((item) => [item.label, day[item.key]])),
  }));
  return (
    <figure className="rounded-lg border p-4">
      <BarChart
        className="h-64"
        data={data}
        index="day"
        categories={series.map((item) => item.label)}
        colors={CHART_COLORS.slice(0, series.length)}
        allowDecimals={false}
        stack
      />
      <figcaption className="sr-only">Counts per day; the table below has the same figures.</figcaption>
    </figure>
  );
}
