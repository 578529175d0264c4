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
import { committeeForm } from "~/lib/forms/generated/committee";

export type CommitteeFormProps = {
  people: { userId: string; displayName: string }[];
  values?: { name: string; description: string | null; memberIds: string[]; chairId: string | null };
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
};

/** Name, description, chair and members (drawn from the organisation's members). Works without JavaScript. */
export function CommitteeForm({ people, values, lastResult, submitLabel }: CommitteeFormProps) {
  const [form, fields] = useSchemaForm(committeeForm, { id: "committee", lastResult, defaultValue: values });
  const options = people.map((person) => ({ value: person.userId, label: person.displayName }));
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <IntentInput intent="save" />
      <Field label="Committee name" field={fields.name} />
      <TextareaField label="Description" field={fields.description} rows={3} />
      <SelectField label="Chair" field={fields.chairId} options={options} placeholder="No chair yet" />
      <CheckboxGroupField
        legend="Members"
        field={fields.memberIds}
        options={options}
        className="gap-1 sm:grid-cols-2"
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
