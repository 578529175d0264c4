// The Create Decision form (000 §2.7, §5): title, description (4 rows), type, priority and impact, target date.
// The same form posts natively without JavaScript (the page's ?new=decision step) and through a fetcher in the
// dialog; submit and cancel are disabled while saving.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorList, Field, IntentInput, SelectField, TextareaField, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import {
  ANALYTICS_TEXTS,
  DECISION_DEFAULTS,
  DECISION_IMPACTS,
  DECISION_PRIORITIES,
  DECISION_TYPES,
} from "~/lib/analytics/constants";
import { decisionForm } from "~/lib/forms/generated/decision";

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export function DecisionForm({
  FormComponent,
  lastResult,
  saving,
  cancel,
}: {
  FormComponent: typeof Form;
  lastResult?: SubmissionResult<string[]> | null;
  saving: boolean;
  cancel: ReactNode;
}) {
  const [form, fields] = useSchemaForm(decisionForm, {
    id: "decision",
    lastResult,
    defaultValue: {
      decision_type: DECISION_DEFAULTS.decisionType,
      priority: DECISION_DEFAULTS.priority,
      impact_level: DECISION_DEFAULTS.impactLevel,
    },
  });
  return (
    <FormComponent method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <IntentInput intent="create" />
      <Field label="Title" field={fields.title} inputProps={{ placeholder: ANALYTICS_TEXTS.titlePlaceholder }} />
      <TextareaField label="Description" field={fields.description} rows={4} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Decision type" field={fields.decision_type} options={options(DECISION_TYPES)} />
        <SelectField label="Priority" field={fields.priority} options={options(DECISION_PRIORITIES)} />
        <SelectField label="Impact" field={fields.impact_level} options={options(DECISION_IMPACTS)} />
      </div>
      <Field label="Target date" field={fields.target_date} type="date" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex justify-end gap-2">
        {cancel}
        <Button type="submit" disabled={saving}>
          {saving ? "Creating..." : "Create Decision"}
        </Button>
      </div>
    </FormComponent>
  );
}
