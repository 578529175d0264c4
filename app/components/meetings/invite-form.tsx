import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CheckboxField, ErrorList, Field, SelectField, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { inviteParticipantsForm } from "~/lib/forms/generated/invite-participants";
import { options, ROLE_LABELS } from "~/lib/meetings/agenda-labels";

/** Invite members of the organisation (several at once) and/or a guest by email; each gets an .ics invitation. */
export function InviteForm({
  candidates,
  lastResult,
}: {
  candidates: { value: string; label: string }[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useSchemaForm(inviteParticipantsForm, {
    id: "invite-participants",
    lastResult,
    defaultValue: { role: "member" },
  });
  return (
    <section aria-labelledby="invite-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="invite-title" className="text-lg font-semibold">
        Invite participants
      </h2>
      <Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="invite" />
        <div className="flex flex-col gap-2">
          <label htmlFor={fields.userIds.id} className="text-sm font-medium">
            Members
          </label>
          <select
            id={fields.userIds.id}
            name={fields.userIds.name}
            multiple
            size={Math.min(6, Math.max(2, candidates.length))}
            className="select h-auto"
            aria-describedby={`${fields.userIds.id}-hint`}
          >
            {candidates.map((person) => (
              <option key={person.value} value={person.value}>
                {person.label}
              </option>
            ))}
          </select>
          <p id={`${fields.userIds.id}-hint`} className="text-sm text-muted-foreground">
            {candidates.length ? "Hold Ctrl or ⌘ to choose several." : "Every member is already invited."}
          </p>
          <ErrorList id={fields.userIds.errorId} errors={fields.userIds.errors} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Guest email" type="email" field={fields.guestEmail} />
          <Field label="Guest name" field={fields.guestName} />
        </div>
        <SelectField label="Role" field={fields.role} options={options(ROLE_LABELS)} />
        <CheckboxField label="Voting-eligible (members only)" field={fields.isVotingEligible} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div>
          <Button type="submit">Send invitations</Button>
        </div>
      </Form>
    </section>
  );
}
