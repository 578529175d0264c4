import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, IntentInput, SelectField, TextareaField, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { assetMetadataForm } from "~/lib/forms/generated/asset-metadata";

const VISIBILITY_OPTIONS = [
  { value: "organization", label: "Everyone in the organization" },
  { value: "restricted", label: "Restricted (vault members and shares)" },
  { value: "private", label: "Private (me, admins and shares)" },
];

export type MetadataValues = {
  title: string;
  description: string | null;
  category: string;
  tags: string[];
  visibility: string;
};

/** Title, description, category, tags and visibility of a document. Works without JavaScript. */
export function MetadataForm({
  values,
  categories,
  lastResult,
  disabled,
}: {
  values: MetadataValues;
  categories: string[];
  lastResult?: SubmissionResult<string[]>;
  disabled?: boolean;
}) {
  const [form, fields] = useSchemaForm(assetMetadataForm, {
    id: "asset-metadata",
    lastResult,
    defaultValue: { ...values, description: values.description ?? "", tags: values.tags.join(", ") },
  });
  const categoryOptions = [...new Set([...categories, values.category])].map((category) => ({
    value: category,
    label: category,
  }));
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <IntentInput intent="update" />
      <fieldset disabled={disabled} className="flex flex-col gap-4">
        <Field label="Title" field={fields.title} />
        <TextareaField label="Description" field={fields.description} rows={3} />
        <SelectField label="Category" field={fields.category} options={categoryOptions} />
        <Field label="Tags" field={fields.tags} hint="Separate tags with commas" />
        <SelectField label="Who can see it" field={fields.visibility} options={VISIBILITY_OPTIONS} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div>
          <Button type="submit">Save details</Button>
        </div>
      </fieldset>
    </Form>
  );
}
