// The admin pages' days: a table the server renders (the page is complete without JavaScript), and after
// hydration a Tremor bar chart above it, its code fetched only then (charts stay out of first-load JS).
import { type ComponentType, useEffect, useState } from "react";
import type { DailyCounts } from "~/.server/admin/dashboard";
import { AdminTable, cellClass } from "./admin-page";

type Series = { key: Exclude<keyof DailyCounts, "day">; label: string };

export const DAILY_SERIES: Series[] = [
  { key: "users", label: "New accounts" },
  { key: "organizations", label: "New organizations" },
  { key: "signIns", label: "Sign-ins" },
  { key: "failed", label: "Failed sign-ins" },
  { key: "audit", label: "Audit entries" },
];

type ChartProps = { days: DailyCounts[]; series: Series[] };

function useClientChart(): ComponentType<ChartProps> | null {
  const [Chart, setChart] = useState<ComponentType<ChartProps> | null>(null);
  useEffect(() => {
    let live = true;
    import("./tremor-bars").then((module) => live && setChart(() => module.TremorBars));
    return () => {
      live = false;
    };
  }, []);
  return Chart;
}

export function DailyCountsChart({ days, series = DAILY_SERIES }: { days: DailyCounts[]; series?: Series[] }) {
  const Chart = useClientChart();
  const table = (
    <AdminTable caption="Counts per day (UTC)" head={["Day (UTC)", ...series.map((item) => item.label)]}>
      {days.map((day) => (
        <tr key={day.day}>
          <th scope="row" className={`${cellClass} font-normal tabular-nums`}>
            {day.day}
          </th>
          {series.map((item) => (
            <td key={item.key} className={`${cellClass} tabular-nums`}>
              {day[item.key]}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
  if (!Chart) return table;
  return (
    <div className="flex flex-col gap-3">
      <Chart days={days} series={series} />
      <details>
        <summary className="cursor-pointer text-sm">Show the counts as a table</summary>
        {table}
      </details>
    </div>
  );
}
