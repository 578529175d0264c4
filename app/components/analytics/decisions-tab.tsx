// The decision tracker (000 §2.7): each decision with its type, priority, impact, target date and status, who moved
// it last and when, its history of moves (a native disclosure, so it opens without JavaScript), where it came from
// (a meeting's resolution), and the status moves its role allows.
import { Form, Link } from "@remix-run/react";
import type { DecisionStatusChange, DecisionWithHistory } from "~/.server/analytics/decisions";
import { Button } from "~/components/ui/button";
import { ANALYTICS_TEXTS, DECISION_STATUS_ACTIONS, DECISION_TRANSITIONS } from "~/lib/analytics/constants";
import { formatDateTime } from "~/lib/platform/dates";

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function DecisionsTab({
  decisions,
  canChangeStatus,
}: {
  decisions: DecisionWithHistory[];
  canChangeStatus: boolean;
}) {
  if (decisions.length === 0) return <p className="text-muted-foreground">{ANALYTICS_TEXTS.noDecisions}</p>;
  return (
    <ul className="flex flex-col divide-y rounded-lg border" data-testid="decision-list">
      {decisions.map((decision) => (
        <li key={decision.id} className="flex flex-col gap-2 p-4 text-sm" data-testid="decision">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-semibold">{decision.title}</h3>
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium" data-testid="decision-status">
              {label(decision.status)}
            </span>
          </div>
          <p className="whitespace-pre-line text-muted-foreground">{decision.description}</p>
          <p className="text-xs text-muted-foreground">
            {label(decision.decisionType)} · {label(decision.priority)} priority · {label(decision.impactLevel)} impact
            {decision.targetDate ? ` · target ${decision.targetDate}` : ""}
          </p>
          <p className="text-xs text-muted-foreground">
            Proposed {formatDateTime(decision.proposedAt, null)}
            {decision.proposedByName ? ` by ${decision.proposedByName}` : ""}
            {decision.status !== "pending" || decision.statusChangedAt !== decision.proposedAt
              ? ` · ${label(decision.status)} ${formatDateTime(decision.statusChangedAt, null)}${
                  decision.statusChangedByName ? ` by ${decision.statusChangedByName}` : ""
                }`
              : ""}
          </p>
          <DecisionHistory history={decision.history} />
          {decision.meetingId || decision.voteId ? (
            <p className="flex flex-wrap gap-3 text-xs">
              {decision.meetingId ? (
                <Link className="underline" to={`/dashboard/meetings/${decision.meetingId}`}>
                  Meeting
                </Link>
              ) : null}
              {decision.voteId ? (
                <Link className="underline" to={`/dashboard/resolutions/${decision.voteId}`}>
                  Resolution
                </Link>
              ) : null}
            </p>
          ) : null}
          {canChangeStatus && DECISION_TRANSITIONS[decision.status].length > 0 ? (
            <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="decisionId" value={decision.id} />
              {DECISION_TRANSITIONS[decision.status].map((status) => (
                <Button key={status} type="submit" name="status" value={status} size="sm" variant="outline">
                  {DECISION_STATUS_ACTIONS[status]}
                </Button>
              ))}
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Every move of one decision, oldest first: what it became, who moved it and when, and the note given. */
function DecisionHistory({ history }: { history: DecisionStatusChange[] }) {
  if (history.length === 0) return null;
  return (
    <details className="text-xs" data-testid="decision-history">
      <summary
        className={
          "w-fit cursor-pointer rounded-sm text-muted-foreground underline-offset-2 hover:underline" +
          " focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        }
      >
        {ANALYTICS_TEXTS.historyHeading} ({history.length})
      </summary>
      <ol className="mt-2 flex flex-col gap-1 border-l pl-3">
        {history.map((change) => (
          <li key={`${change.changedAt}-${change.toStatus}`}>
            {change.fromStatus
              ? `${label(change.fromStatus)} → ${label(change.toStatus)}`
              : `Created as ${label(change.toStatus)}`}
            {" · "}
            <time dateTime={new Date(change.changedAt).toISOString()}>{formatDateTime(change.changedAt, null)}</time>
            {change.changedByName ? ` by ${change.changedByName}` : ""}
            {change.note ? <span className="text-muted-foreground">: {change.note}</span> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
