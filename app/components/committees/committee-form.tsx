import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { CheckboxGroupField, ErrorList, Field, IntentInput, SelectField, TextareaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { CommitteeSchema } from "~/lib/committees/schemas";

export type CommitteeFormProps = {
  people: { userId: string; displayName: string }[];
  values?: { name: string; description: string | null; memberIds: string[]; chairId: string | null };
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
};

/** Name, description, chair and members (drawn from the organisation's members). Works without JavaScript. */
export function CommitteeForm({ people, values, lastResult, submitLabel }: CommitteeFormProps) {
  const [form, fields] = useForm({
    id: "committee",
    lastResult,
    defaultValue: values,
    constraint: getZodConstraint(CommitteeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CommitteeSchema }),
    shouldRevalidate: "onInput",
  });
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
