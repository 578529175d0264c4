// The home page's "Your action items": the signed-in user's open actions from meetings, soonest due first.
import { Link } from "@remix-run/react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ACTION_MESSAGES, ACTION_STATUS_LABELS, isOverdue } from "~/lib/meetings/action-items";
import type { ActionItemStatus } from "~/lib/meetings/constants";
import { formatDate } from "~/lib/platform/dates";

export type MyAction = {
  id: string;
  description: string;
  status: ActionItemStatus;
  dueDate: number | null;
  meetingId: string | null;
  meetingTitle: string;
};

export function MyActions({ actions, now }: { actions: MyAction[]; now: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your action items</CardTitle>
        <CardDescription>Open actions assigned to you in meetings.</CardDescription>
      </CardHeader>
      <CardContent>
        {actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ACTION_MESSAGES.myEmpty}</p>
        ) : (
          <ul className="divide-y">
            {actions.map((action) => (
              <li key={action.id}>
                <Link
                  to={`/dashboard/meetings/${action.meetingId}/actions`}
                  className="flex flex-col gap-0.5 py-2.5 hover:text-primary"
                >
                  <span className="font-medium">{action.description}</span>
                  <span className="text-xs text-muted-foreground">
                    {action.meetingTitle} · {ACTION_STATUS_LABELS[action.status]}
                    {action.dueDate ? ` · due ${formatDate(action.dueDate, "UTC")}` : ""}
                    {isOverdue(action, now) ? <strong className="ml-1 text-destructive">Overdue</strong> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
