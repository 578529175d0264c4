import { CheckboxField, RangeField, SelectField, TextareaField } from "~/components/forms";
import { assetSettingsForm } from "~/lib/forms/generated/asset-settings";
import { type AssetSettings, formatStorageLimit, RETENTION_CHOICES, STORAGE_LIMIT } from "~/lib/organizations/settings";
import { type PageResult, TabForm, useTabForm } from "./tab-form";

const PERMISSION_CHOICES = [
  { value: "organization", label: "Everyone in the organization" },
  { value: "restricted", label: "Restricted" },
  { value: "private", label: "Private" },
];

export function AssetsTab({
  settings,
  canEdit,
  result,
}: {
  settings: AssetSettings;
  canEdit: boolean;
  result: PageResult;
}) {
  // One category per line: the textarea works without JavaScript.
  const [form, fields] = useTabForm(
    "assets",
    assetSettingsForm,
    { ...settings, categories: settings.categories.join("\n") },
    result,
  );
  return (
    <TabForm form={form} intent="assets" result={result} submitLabel="Save asset settings" canSubmit={canEdit}>
      <TextareaField
        label="Categories (one per line)"
        field={fields.categories}
        rows={5}
        disabled={!canEdit}
        allErrors
      />
      <RangeField
        label="Storage limit"
        field={fields.storageLimit}
        min={STORAGE_LIMIT.min}
        max={STORAGE_LIMIT.max}
        step={STORAGE_LIMIT.step}
        format={formatStorageLimit}
        hint="10 GB to 5 TB, in steps of 10 GB."
        disabled={!canEdit}
      />
      <SelectField label="Retention" field={fields.retentionDays} options={RETENTION_CHOICES} disabled={!canEdit} />
      <div className="grid gap-2 sm:grid-cols-2">
        <CheckboxField label="AI processing" field={fields.aiProcessing} disabled={!canEdit} boxed />
        <CheckboxField label="Watermarking" field={fields.watermarking} disabled={!canEdit} boxed />
        <CheckboxField label="Auto-classification" field={fields.autoClassification} disabled={!canEdit} boxed />
        <CheckboxField label="Approval workflow" field={fields.approvalWorkflow} disabled={!canEdit} boxed />
      </div>
      <SelectField
        label="Default permissions"
        field={fields.defaultPermissions}
        options={PERMISSION_CHOICES}
        disabled={!canEdit}
      />
    </TabForm>
  );
}
