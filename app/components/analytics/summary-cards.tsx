// The six summary cards of 000 §2.7, exactly as defined: Completion Rate is completed over created board packs.
import type { AnalyticsOverview } from "~/.server/analytics/overview";
import { completionRate } from "~/lib/analytics/constants";

export function SummaryCards({ overview }: { overview: Pick<AnalyticsOverview, "metrics" | "decisions" | "days"> }) {
  const { metrics, decisions, days } = overview;
  const cards = [
    { title: "Active Users", value: metrics.totalUsers, description: `Active in the last ${days} days` },
    { title: "Board Packs", value: metrics.boardPacksCompleted, description: `${metrics.boardPacksCreated} created` },
    { title: "Meetings", value: metrics.meetingsCompleted, description: `${metrics.meetingsCreated} created` },
    { title: "Exports", value: metrics.exportsTotal, description: "Organisation, vault and report exports" },
    { title: "Decisions", value: decisions.total, description: `${metrics.decisionsImplemented} implemented` },
    {
      title: "Completion Rate",
      value: `${completionRate(metrics.boardPacksCreated, metrics.boardPacksCompleted)}%`,
      description: "Board packs completed of those created",
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label="Summary">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col gap-1 rounded-lg border bg-card p-4" data-testid="summary-card">
          <span className="text-sm text-muted-foreground">{card.title}</span>
          <span className="text-2xl font-semibold tabular-nums">{card.value}</span>
          <span className="text-xs text-muted-foreground">{card.description}</span>
        </li>
      ))}
    </ul>
  );
}
