// A new resolution: title, description, the agenda item it is on (in a meeting), method, threshold, deadline and
// the ballot's options. The deadline is read in the reader's zone, sent beside it. Works without JavaScript.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import {
  CheckboxField,
  ErrorList,
  Field,
  IntentInput,
  SelectField,
  TextareaField,
  useSchemaForm,
} from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { resolutionForm } from "~/lib/forms/generated/resolution";
import { VOTING_METHODS } from "~/lib/meetings/constants";
import { VOTING_METHOD_LABELS } from "~/lib/meetings/vote-messages";

export function ResolutionForm({
  agenda,
  lastResult,
  timeZone,
  written,
  allowsAnonymous,
}: {
  agenda: { id: string; title: string }[];
  lastResult?: SubmissionResult<string[]>;
  timeZone: string | null;
  /** A written resolution between meetings: no agenda, a deadline is required. */
  written: boolean;
  allowsAnonymous: boolean;
}) {
  const [form, fields] = useSchemaForm(resolutionForm, {
    id: "resolution",
    lastResult,
    defaultValue: { votingMethod: "simple_majority", requiredThreshold: "50", allowAbstention: "on" },
  });
  const { key: deadlineKey, ...deadlineProps } = getInputProps(fields.deadline, { type: "datetime-local" });
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <IntentInput intent="create" />
      <input type="hidden" name="timezone" value={timeZone ?? "UTC"} />
      <Field label="Title" field={fields.title} inputProps={{ required: true, minLength: 2, maxLength: 200 }} />
      <TextareaField label="Resolution text" field={fields.description} rows={3} />
      {written ? null : (
        <SelectField
          label="Agenda item"
          field={fields.agendaItemId}
          options={agenda.map((item) => ({ value: item.id, label: item.title }))}
          placeholder="Not on an agenda item"
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Voting method"
          field={fields.votingMethod}
          options={VOTING_METHODS.map((method) => ({ value: method, label: VOTING_METHOD_LABELS[method] }))}
        />
        <Field
          label="Threshold (% of for and against)"
          field={fields.requiredThreshold}
          type="number"
          inputProps={{ min: 1, max: 99 }}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={fields.deadline.id}>{written ? "Deadline" : "Deadline (optional)"}</Label>
        <Input key={deadlineKey} {...deadlineProps} required={written} aria-describedby={fields.deadline.errorId} />
        <ErrorList id={fields.deadline.errorId} errors={fields.deadline.errors} />
      </div>
      <div className="flex flex-col gap-2">
        <CheckboxField label="Allow abstention" field={fields.allowAbstention} />
        <CheckboxField label="Allow proxies (a participant's delegate votes for them)" field={fields.allowProxy} />
        {allowsAnonymous ? <CheckboxField label="Anonymous ballots" field={fields.isAnonymous} /> : null}
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <Button type="submit">Create resolution</Button>
      </div>
    </Form>
  );
}
