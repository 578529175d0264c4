// A meeting's action items: the list (assignee, due date, overdue, links, status moves) and the form for a new one.
// Every button is a plain form post: it all works without JavaScript.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, IntentInput, SelectField, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { actionItemForm } from "~/lib/forms/generated/action-item";
import { ACTION_MESSAGES, ACTION_MOVES, ACTION_STATUS_LABELS } from "~/lib/meetings/action-items";
import type { ActionItemStatus } from "~/lib/meetings/constants";
import { formatDate } from "~/lib/platform/dates";

export type ActionRow = {
  id: string;
  description: string;
  status: ActionItemStatus;
  assigneeName: string | null;
  dueDate: number | null;
  overdue: boolean;
  canMove: boolean;
  agendaItemTitle: string | null;
  resolutionTitle: string | null;
};

const MOVE_LABELS: Record<ActionItemStatus, string> = { todo: "Reopen", in_progress: "Start", completed: "Complete" };

export function ActionList({ actions, canManage }: { actions: ActionRow[]; canManage: boolean }) {
  if (actions.length === 0) return <p className="text-muted-foreground">{ACTION_MESSAGES.listEmpty}</p>;
  return (
    <ul className="flex flex-col divide-y rounded-md border">
      {actions.map((action) => (
        <li key={action.id} className="flex flex-col gap-2 p-3 text-sm" data-testid="action-item">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <span className="font-medium">{action.description}</span>
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs">{ACTION_STATUS_LABELS[action.status]}</span>
          </div>
          <p className="text-xs text-muted-foreground">
            {action.assigneeName ?? "Unassigned"}
            {action.dueDate ? ` · due ${formatDate(action.dueDate, "UTC")}` : ""}
            {action.agendaItemTitle ? ` · on ${action.agendaItemTitle}` : ""}
            {action.resolutionTitle ? ` · from ${action.resolutionTitle}` : ""}
            {action.overdue ? <strong className="ml-1 text-destructive">Overdue</strong> : null}
          </p>
          {action.canMove || canManage ? (
            <div className="flex flex-wrap gap-2">
              {action.canMove
                ? ACTION_MOVES[action.status].map((status) => (
                    <Form key={status} method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="actionId" value={action.id} />
                      <Button type="submit" name="status" value={status} size="sm" variant="outline">
                        {MOVE_LABELS[status]}
                      </Button>
                    </Form>
                  ))
                : null}
              {canManage ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="actionId" value={action.id} />
                  <Button type="submit" name="intent" value="delete" size="sm" variant="ghost">
                    Remove
                  </Button>
                </Form>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

type Option = { id: string; title: string };

export function ActionItemForm({
  people,
  agenda,
  resolutions,
  lastResult,
}: {
  people: { userId: string; name: string | null }[];
  agenda: Option[];
  resolutions: Option[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(actionItemForm, { id: "action-item", lastResult });
  const toOptions = (rows: Option[]) => rows.map((row) => ({ value: row.id, label: row.title }));
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <IntentInput intent="create" />
      <Field label="Action" field={fields.description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Assignee"
          field={fields.assignedTo}
          options={people.map((person) => ({ value: person.userId, label: person.name ?? "Member" }))}
          placeholder="Unassigned"
        />
        <Field label="Due date" field={fields.dueDate} type="date" />
        <SelectField label="Agenda item" field={fields.agendaItemId} options={toOptions(agenda)} placeholder="None" />
        <SelectField label="Resolution" field={fields.voteId} options={toOptions(resolutions)} placeholder="None" />
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <Button type="submit">Add action item</Button>
      </div>
    </Form>
  );
}
