import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CheckboxField, ErrorList, Field, SelectField, TextareaField, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { agendaItemForm } from "~/lib/forms/generated/agenda-item";
import { AGENDA_TYPE_LABELS, options } from "~/lib/meetings/agenda-labels";
import type { AgendaItemType } from "~/lib/meetings/constants";

export type AgendaItemValues = {
  title: string;
  description: string | null;
  itemType: AgendaItemType;
  presenterId: string | null;
  estimatedDurationMinutes: number | null;
  hasMotion: boolean;
};

/** Add or edit an agenda item: title, type, presenter, estimated duration, description, motion flag. */
export function AgendaItemForm({
  id,
  intent,
  itemId,
  action,
  presenters,
  values,
  lastResult,
  submitLabel,
}: {
  id: string;
  intent: "add" | "edit";
  itemId?: string;
  /** Where it posts; by default the page it is on. */
  action?: string;
  presenters: { value: string; label: string }[];
  values?: AgendaItemValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
}) {
  const [form, fields] = useSchemaForm(agendaItemForm, {
    id,
    lastResult,
    defaultValue: values
      ? {
          ...values,
          description: values.description ?? "",
          presenterId: values.presenterId ?? "",
          estimatedDurationMinutes: values.estimatedDurationMinutes?.toString() ?? "",
          hasMotion: values.hasMotion ? "on" : undefined,
        }
      : { itemType: "discussion" },
  });
  return (
    <Form method="post" action={action} className="flex flex-col gap-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      <Field label="Title" field={fields.title} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Type" field={fields.itemType} options={options(AGENDA_TYPE_LABELS)} />
        <SelectField label="Presenter" field={fields.presenterId} options={presenters} placeholder="No presenter" />
        <Field label="Estimated minutes" type="number" field={fields.estimatedDurationMinutes} />
      </div>
      <TextareaField label="Description" field={fields.description} rows={2} />
      <CheckboxField label="A motion will be put to a vote" field={fields.hasMotion} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
