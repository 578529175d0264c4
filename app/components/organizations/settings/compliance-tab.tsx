import { CheckboxField, CheckboxGroupField, Field, TextareaField } from "~/components/forms";
import { complianceSettingsForm } from "~/lib/forms/generated/compliance-settings";
import { COMPLIANCE_STANDARD_CHOICES, type ComplianceSettings } from "~/lib/organizations/settings";
import { COMPLIANCE_NOT_ENFORCED } from "~/lib/organizations/texts";
import { type PageResult, TabForm, Toggles, useTabForm } from "./tab-form";

const SECURITY_TOGGLES = [
  { key: "auditLogging", label: "Audit logging" },
  { key: "twoFactorRequired", label: "Two-factor authentication required" },
  { key: "dataEncryption", label: "Data encryption" },
  { key: "accessLogging", label: "Access logging" },
  { key: "ipRestriction", label: "IP restriction" },
] as const satisfies readonly { key: keyof ComplianceSettings; label: string }[];

const IP_RANGES_HINT =
  "One range per line in CIDR form, IPv4 or IPv6 (203.0.113.0/24, 2001:db8::/32). With IP restriction on, " +
  "members reach this organisation's data only from these ranges.";

export function ComplianceTab({
  settings,
  score,
  canEdit,
  result,
}: {
  settings: ComplianceSettings;
  score: { score: number; label: string };
  canEdit: boolean;
  result: PageResult;
}) {
  const [form, fields] = useTabForm(
    "compliance",
    complianceSettingsForm,
    { ...settings, allowedIpRanges: settings.allowedIpRanges.join("\n") },
    result,
  );
  const policy = fields.passwordPolicy.getFieldset();
  const disabled = !canEdit;
  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{COMPLIANCE_NOT_ENFORCED}</p>
      <div className="flex flex-col gap-2 rounded-md border p-4">
        <p className="text-sm font-medium">
          Compliance score: <span className="tabular-nums">{score.score}</span> / 100 — {score.label}
        </p>
        <meter
          min={0}
          max={100}
          low={60}
          high={80}
          optimum={100}
          value={score.score}
          className="w-full"
          aria-label={`Compliance score ${score.score} of 100, ${score.label}`}
        />
      </div>
      <TabForm
        form={form}
        intent="compliance"
        result={result}
        submitLabel="Save compliance settings"
        canSubmit={canEdit}
      >
        <Toggles toggles={SECURITY_TOGGLES} fields={fields} disabled={disabled} />
        <TextareaField
          label="Allowed address ranges (IP restriction)"
          field={fields.allowedIpRanges}
          hint={IP_RANGES_HINT}
          disabled={disabled}
          allErrors
        />
        <CheckboxGroupField
          legend="Compliance standards"
          field={fields.complianceStandards}
          options={COMPLIANCE_STANDARD_CHOICES}
          disabled={disabled}
          className="gap-2 sm:grid-cols-4"
        />
        <Field
          label="Session timeout (minutes)"
          field={fields.sessionTimeout}
          type="number"
          inputProps={{ disabled }}
        />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Password policy</legend>
          <Field label="Minimum length" field={policy.minLength} type="number" inputProps={{ disabled }} />
          <Field label="Expires after (days)" field={policy.expirationDays} type="number" inputProps={{ disabled }} />
          <CheckboxField label="Require uppercase" field={policy.requireUppercase} disabled={disabled} boxed />
          <CheckboxField label="Require numbers" field={policy.requireNumbers} disabled={disabled} boxed />
          <CheckboxField
            label="Require special characters"
            field={policy.requireSpecialChars}
            disabled={disabled}
            boxed
          />
        </fieldset>
      </TabForm>
    </div>
  );
}
