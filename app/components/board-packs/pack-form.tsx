import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import {
  CheckboxGroupField,
  ErrorList,
  Field,
  IntentInput,
  SelectField,
  TextareaField,
  useSchemaForm,
} from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { BOARD_PACK_AUDIENCE_OPTIONS } from "~/lib/board-packs/constants";
import { boardPackForm } from "~/lib/forms/generated/board-pack";

export type BoardPackFormProps = {
  committees: { id: string; name: string }[];
  /** The meetings the reader may see, to say which one the pack is for. */
  meetings: { id: string; title: string; scheduledStart: number }[];
  people: { userId: string; displayName: string }[];
  values?: {
    title: string;
    description: string | null;
    meetingDate: string | null;
    meetingId: string | null;
    audience: string;
    committeeId: string | null;
    recipientIds: string[];
  };
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
};

/**
 * Title, description, meeting date and audience of a pack. Without JavaScript the committee and the named members
 * are always offered (the server reads the one the audience needs); with it, only the one the audience needs.
 */
export function BoardPackForm({ committees, meetings, people, values, lastResult, submitLabel }: BoardPackFormProps) {
  const [form, fields] = useSchemaForm(boardPackForm, { id: "board-pack", lastResult, defaultValue: values });
  const hydrated = useHydrated();
  const audience = fields.audience.value ?? "organization";
  const offers = (needed: string) => !hydrated || audience === needed;
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <IntentInput intent="save" />
      <Field label="Title" field={fields.title} />
      <TextareaField label="Description" field={fields.description} rows={3} />
      <Field
        label="Meeting date"
        field={fields.meetingDate}
        inputProps={{ type: "date" }}
        hint="Printed on the cover of the compiled book."
      />
      <SelectField
        label="Meeting"
        field={fields.meetingId}
        options={meetings.map((meeting) => ({
          value: meeting.id,
          label: `${meeting.title} (${new Date(meeting.scheduledStart).toISOString().slice(0, 10)})`,
        }))}
        placeholder={meetings.length ? "Not linked to a meeting" : "No meetings yet"}
      />
      <SelectField label="Audience" field={fields.audience} options={BOARD_PACK_AUDIENCE_OPTIONS} />
      {offers("committee") ? (
        <SelectField
          label="Committee"
          field={fields.committeeId}
          options={committees.map((committee) => ({ value: committee.id, label: committee.name }))}
          placeholder={committees.length ? "Choose a committee (for the committee audience)" : "No committees yet"}
        />
      ) : null}
      {offers("members") ? (
        <CheckboxGroupField
          legend="Named members (for the named members audience)"
          field={fields.recipientIds}
          options={people.map((person) => ({ value: person.userId, label: person.displayName }))}
          className="gap-1 sm:grid-cols-2"
        />
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
