// The one meeting form (create and edit; decision 031): every field of 000 §3's meeting and venue. Works without
// JavaScript: the times are datetime-local inputs read in the meeting's own time zone.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import {
  CheckboxField,
  ErrorList,
  Field,
  SelectField,
  TextareaField,
  useIsPending,
  useSchemaForm,
} from "~/components/forms";
import { Button } from "~/components/ui/button";
import { meetingForm } from "~/lib/forms/generated/meeting";
import { CONFIDENTIALITY_OPTIONS, MEETING_TYPE_OPTIONS } from "~/lib/meetings/form-messages";
import type { MeetingFormValues } from "~/lib/meetings/form-values";

export type MeetingFormProps = {
  people: { userId: string; displayName: string }[];
  committees: { id: string; name: string }[];
  values: MeetingFormValues;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
};

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function MeetingForm({ people, committees, values, lastResult, submitLabel }: MeetingFormProps) {
  const pending = useIsPending();
  const [form, fields] = useSchemaForm(meetingForm, { id: "meeting", lastResult, defaultValue: values });
  const personOptions = people.map((person) => ({ value: person.userId, label: person.displayName }));
  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <Fieldset legend="Meeting">
        <Field label="Title" field={fields.title} />
        <TextareaField label="Description" field={fields.description} rows={3} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Type" field={fields.meetingType} options={MEETING_TYPE_OPTIONS} />
          <SelectField
            label="Committee"
            field={fields.committeeId}
            options={committees.map((committee) => ({ value: committee.id, label: committee.name }))}
            placeholder="No committee"
          />
        </div>
      </Fieldset>
      <Fieldset legend="When">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Starts" field={fields.scheduledStart} inputProps={{ type: "datetime-local" }} />
          <Field label="Ends" field={fields.scheduledEnd} inputProps={{ type: "datetime-local" }} />
        </div>
        <Field
          label="Time zone"
          field={fields.timezone}
          hint="An IANA zone such as Europe/London; the times above are in this zone."
        />
      </Fieldset>
      <Fieldset legend="Where">
        <Field
          label="Virtual meeting link"
          field={fields.virtualMeetingUrl}
          type="url"
          hint="https:// only. With a venue as well, the meeting is hybrid."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Venue name" field={fields.venueName} />
          <Field label="Address" field={fields.venueAddress} />
          <Field label="City" field={fields.venueCity} />
          <Field label="Country" field={fields.venueCountry} />
          <Field label="Capacity" field={fields.venueCapacity} type="number" />
          <Field label="Map link" field={fields.venueMapUrl} type="url" />
          <Field label="Contact phone" field={fields.venueContactPhone} />
          <Field label="Contact email" field={fields.venueContactEmail} type="email" />
        </div>
        <Field label="Facilities" field={fields.venueFacilities} hint="Separated by commas." />
        <Field label="Accessibility features" field={fields.venueAccessibilityFeatures} hint="Separated by commas." />
        <TextareaField label="Directions" field={fields.venueDirections} rows={2} />
        <CheckboxField label="Parking available" field={fields.venueParkingAvailable} />
      </Fieldset>
      <Fieldset legend="People">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Organiser" field={fields.organizerId} options={personOptions} placeholder="Me" />
          <SelectField label="Chair" field={fields.chairpersonId} options={personOptions} placeholder="No chair yet" />
          <SelectField
            label="Secretary"
            field={fields.secretaryId}
            options={personOptions}
            placeholder="No secretary yet"
          />
        </div>
      </Fieldset>
      <Fieldset legend="Rules">
        <SelectField label="Confidentiality" field={fields.confidentiality} options={CONFIDENTIALITY_OPTIONS} />
        <CheckboxField label="Quorum required" field={fields.requiresQuorum} boxed />
        <Field
          label="Quorum threshold (%)"
          field={fields.quorumThresholdPercent}
          type="number"
          hint="Share of the voting-eligible participants who must be present or online."
        />
        <CheckboxField label="Recorded" field={fields.isRecorded} boxed />
        <CheckboxField label="Anonymous voting allowed" field={fields.allowsAnonymousVoting} boxed />
      </Fieldset>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
