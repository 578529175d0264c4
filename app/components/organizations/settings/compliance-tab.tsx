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
  withoutTwoFactor,
  canEdit,
  result,
}: {
  settings: ComplianceSettings;
  score: { score: number; label: string };
  /** Members without two-factor sign-in (managers only; null for others). */
  withoutTwoFactor?: { userId: string; fullName: string | null; email: string }[] | null;
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
      {settings.twoFactorRequired && withoutTwoFactor ? <WithoutTwoFactor members={withoutTwoFactor} /> : null}
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

function WithoutTwoFactor({ members }: { members: { userId: string; fullName: string | null; email: string }[] }) {
  return (
    <section aria-labelledby="without-two-factor" className="flex flex-col gap-2 rounded-md border p-4">
      <h3 id="without-two-factor" className="text-sm font-medium">
        {members.length === 0
          ? "Every member has set up two-factor sign-in."
          : `Not yet set up two-factor sign-in (${members.length}${members.length >= 100 ? "+" : ""})`}
      </h3>
      {members.length ? (
        <>
          <p className="text-sm text-muted-foreground">
            They can't open this organisation's data until they set it up in their settings.
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {members.map((member) => (
              <li key={member.userId}>
                {member.fullName ? `${member.fullName} · ` : ""}
                <span className="text-muted-foreground">{member.email}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
