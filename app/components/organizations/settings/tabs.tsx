import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogCancel,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/components/use-hydrated";
import { useTimeZone } from "~/components/use-time-zone";
import {
  type AssetSettings,
  COMPLIANCE_STANDARDS,
  type ComplianceSettings,
  formatStorageLimit,
  INDUSTRIES,
  type NotificationSettings,
  ORGANIZATION_SIZES,
  RETENTION_OPTIONS,
  STORAGE_LIMIT,
} from "~/lib/organizations/settings";
import { formatDate } from "~/lib/platform/dates";
import { Errors, fieldError, LabeledInput, type PageResult, SettingsForm, Toggle } from "./parts";

type Organization = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
  industry: string | null;
  organizationSize: string | null;
  logoUrl: string | null;
  deletionScheduledFor: number | null;
  isDemo: boolean;
};

export function GeneralTab({
  organization,
  canEdit,
  result,
  host,
}: {
  organization: Organization;
  canEdit: boolean;
  result: PageResult;
  host: string;
}) {
  const errors = (name: string) => fieldError(result, "general", name);
  return (
    <div className="flex flex-col gap-8">
      <SettingsForm intent="general" result={result} submitLabel="Save changes" canSubmit={canEdit}>
        <LabeledInput
          label="Organization name"
          name="name"
          defaultValue={organization.name}
          disabled={!canEdit}
          errors={errors("name")}
        />
        <LabeledInput
          label="Slug"
          name="slug"
          defaultValue={organization.slug}
          disabled={!canEdit}
          readOnly={organization.isDemo}
          errors={errors("slug")}
          hint={
            organization.isDemo
              ? `${host}/${organization.slug} (the demo board's address can't change)`
              : `${host}/${organization.slug}`
          }
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor="field-description">Description</Label>
          <Textarea
            id="field-description"
            name="description"
            defaultValue={organization.description ?? ""}
            disabled={!canEdit}
            rows={3}
          />
          <Errors errors={errors("description")} />
        </div>
        <LabeledInput
          label="Website"
          name="website"
          type="url"
          defaultValue={organization.website}
          disabled={!canEdit}
          errors={errors("website")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor="field-industry">Industry</Label>
            <NativeSelect
              id="field-industry"
              name="industry"
              defaultValue={organization.industry ?? ""}
              disabled={!canEdit}
            >
              <option value="">Choose an industry</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry.code} value={industry.code}>
                  {industry.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="field-size">Size</Label>
            <NativeSelect
              id="field-size"
              name="organizationSize"
              defaultValue={organization.organizationSize ?? ""}
              disabled={!canEdit}
            >
              <option value="">Choose a size</option>
              {ORGANIZATION_SIZES.map((size) => (
                <option key={size.code} value={size.code}>
                  {size.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </SettingsForm>
      {canEdit ? (
        <SettingsForm intent="logo" result={result} submitLabel="Upload logo" encType="multipart/form-data">
          <div className="flex flex-col gap-2">
            <Label htmlFor="field-logo">Logo</Label>
            <input id="field-logo" name="logo" type="file" accept="image/*" className="text-sm" />
            <p className="text-sm text-muted-foreground">
              An image of at most 5 MB; square, at least 200×200 px, looks best.
            </p>
            <Errors errors={fieldError(result, "logo", "logo")} />
          </div>
        </SettingsForm>
      ) : null}
    </div>
  );
}

export function AssetsTab({
  settings,
  canEdit,
  result,
}: {
  settings: AssetSettings;
  canEdit: boolean;
  result: PageResult;
}) {
  const errors = (name: string) => fieldError(result, "assets", name);
  return (
    <SettingsForm intent="assets" result={result} submitLabel="Save asset settings" canSubmit={canEdit}>
      <div className="flex flex-col gap-2">
        <Label htmlFor="field-categories">Categories (one per line)</Label>
        <Textarea
          id="field-categories"
          name="categories"
          defaultValue={settings.categories.join("\n")}
          rows={5}
          disabled={!canEdit}
        />
        <Errors errors={errors("categories")} />
      </div>
      <StorageLimitInput saved={settings.storageLimit} disabled={!canEdit} errors={errors("storageLimit")} />
      <div className="flex flex-col gap-2">
        <Label htmlFor="field-retention">Retention</Label>
        <NativeSelect
          id="field-retention"
          name="retentionDays"
          defaultValue={String(settings.retentionDays)}
          disabled={!canEdit}
        >
          {RETENTION_OPTIONS.map((option) => (
            <option key={option.days} value={option.days}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Toggle name="aiProcessing" label="AI processing" defaultChecked={settings.aiProcessing} disabled={!canEdit} />
        <Toggle name="watermarking" label="Watermarking" defaultChecked={settings.watermarking} disabled={!canEdit} />
        <Toggle
          name="autoClassification"
          label="Auto-classification"
          defaultChecked={settings.autoClassification}
          disabled={!canEdit}
        />
        <Toggle
          name="approvalWorkflow"
          label="Approval workflow"
          defaultChecked={settings.approvalWorkflow}
          disabled={!canEdit}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="field-permissions">Default permissions</Label>
        <NativeSelect
          id="field-permissions"
          name="defaultPermissions"
          defaultValue={settings.defaultPermissions}
          disabled={!canEdit}
        >
          <option value="organization">Everyone in the organization</option>
          <option value="restricted">Restricted</option>
          <option value="private">Private</option>
        </NativeSelect>
      </div>
    </SettingsForm>
  );
}

/** The slider's label follows it as it moves (GB, or TB from 1000 GB); without JavaScript it shows the saved value. */
function StorageLimitInput({ saved, disabled, errors }: { saved: number; disabled: boolean; errors?: string[] }) {
  const [value, setValue] = useState(saved);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="field-storage">
        Storage limit: <output htmlFor="field-storage">{formatStorageLimit(value)}</output>
      </Label>
      <input
        id="field-storage"
        name="storageLimit"
        type="range"
        min={STORAGE_LIMIT.min}
        max={STORAGE_LIMIT.max}
        step={STORAGE_LIMIT.step}
        defaultValue={saved}
        onChange={(event) => setValue(Number(event.target.value))}
        disabled={disabled}
        aria-valuetext={formatStorageLimit(value)}
      />
      <p className="text-xs text-muted-foreground">10 GB to 5 TB, in steps of 10 GB.</p>
      <Errors errors={errors} />
    </div>
  );
}

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
  return (
    <div className="flex flex-col gap-6">
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
      <SettingsForm intent="compliance" result={result} submitLabel="Save compliance settings" canSubmit={canEdit}>
        <div className="grid gap-2 sm:grid-cols-2">
          <Toggle
            name="auditLogging"
            label="Audit logging"
            defaultChecked={settings.auditLogging}
            disabled={!canEdit}
          />
          <Toggle
            name="twoFactorRequired"
            label="Two-factor authentication required"
            defaultChecked={settings.twoFactorRequired}
            disabled={!canEdit}
          />
          <Toggle
            name="dataEncryption"
            label="Data encryption"
            defaultChecked={settings.dataEncryption}
            disabled={!canEdit}
          />
          <Toggle
            name="accessLogging"
            label="Access logging"
            defaultChecked={settings.accessLogging}
            disabled={!canEdit}
          />
          <Toggle
            name="ipRestriction"
            label="IP restriction"
            defaultChecked={settings.ipRestriction}
            disabled={!canEdit}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Compliance standards</legend>
          <div className="grid gap-2 sm:grid-cols-4">
            {COMPLIANCE_STANDARDS.map((standard) => (
              <label key={standard.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="complianceStandards"
                  value={standard.id}
                  defaultChecked={settings.complianceStandards.includes(standard.id)}
                  disabled={!canEdit}
                />
                {standard.label}
              </label>
            ))}
          </div>
        </fieldset>
        <LabeledInput
          label="Session timeout (minutes)"
          name="sessionTimeout"
          type="number"
          defaultValue={settings.sessionTimeout}
          disabled={!canEdit}
          errors={fieldError(result, "compliance", "sessionTimeout")}
        />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Password policy</legend>
          <LabeledInput
            label="Minimum length"
            name="passwordPolicy.minLength"
            type="number"
            defaultValue={settings.passwordPolicy.minLength}
            disabled={!canEdit}
            errors={fieldError(result, "compliance", "passwordPolicy.minLength")}
          />
          <LabeledInput
            label="Expires after (days)"
            name="passwordPolicy.expirationDays"
            type="number"
            defaultValue={settings.passwordPolicy.expirationDays}
            disabled={!canEdit}
            errors={fieldError(result, "compliance", "passwordPolicy.expirationDays")}
          />
          <Toggle
            name="passwordPolicy.requireUppercase"
            label="Require uppercase"
            defaultChecked={settings.passwordPolicy.requireUppercase}
            disabled={!canEdit}
          />
          <Toggle
            name="passwordPolicy.requireNumbers"
            label="Require numbers"
            defaultChecked={settings.passwordPolicy.requireNumbers}
            disabled={!canEdit}
          />
          <Toggle
            name="passwordPolicy.requireSpecialChars"
            label="Require special characters"
            defaultChecked={settings.passwordPolicy.requireSpecialChars}
            disabled={!canEdit}
          />
        </fieldset>
      </SettingsForm>
    </div>
  );
}

const NOTIFICATION_TOGGLES: { key: keyof NotificationSettings; label: string }[] = [
  { key: "emailUpdates", label: "Email updates" },
  { key: "securityAlerts", label: "Security alerts" },
  { key: "activityAlerts", label: "Activity alerts" },
  { key: "memberUpdates", label: "Member updates" },
  { key: "documentNotifications", label: "Document notifications" },
  { key: "meetingReminders", label: "Meeting reminders" },
  { key: "weeklyReports", label: "Weekly reports" },
  { key: "monthlyDigest", label: "Monthly digest" },
  { key: "complianceAlerts", label: "Compliance alerts" },
  { key: "systemUpdates", label: "System updates" },
];

export function NotificationsTab({
  settings,
  canEdit,
  result,
}: {
  settings: NotificationSettings;
  canEdit: boolean;
  result: PageResult;
}) {
  return (
    <SettingsForm intent="notifications" result={result} submitLabel="Save notification settings" canSubmit={canEdit}>
      <div className="grid gap-2 sm:grid-cols-2">
        {NOTIFICATION_TOGGLES.map((toggle) => (
          <Toggle
            key={toggle.key}
            name={toggle.key}
            label={toggle.label}
            defaultChecked={Boolean(settings[toggle.key])}
            disabled={!canEdit}
          />
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="field-frequency">Frequency</Label>
        <NativeSelect
          id="field-frequency"
          name="notificationFrequency"
          defaultValue={settings.notificationFrequency}
          disabled={!canEdit}
        >
          <option value="realtime">Real time</option>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </NativeSelect>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Quiet hours</legend>
        <Toggle
          name="quietHours.enabled"
          label="Enabled"
          defaultChecked={settings.quietHours.enabled}
          disabled={!canEdit}
        />
        <LabeledInput
          label="From"
          name="quietHours.startTime"
          type="time"
          defaultValue={settings.quietHours.startTime}
          disabled={!canEdit}
          errors={fieldError(result, "notifications", "quietHours.startTime")}
        />
        <LabeledInput
          label="Until"
          name="quietHours.endTime"
          type="time"
          defaultValue={settings.quietHours.endTime}
          disabled={!canEdit}
          errors={fieldError(result, "notifications", "quietHours.endTime")}
        />
      </fieldset>
    </SettingsForm>
  );
}

type Plan = {
  name: string;
  priceMonthlyCents: number;
  maxBoardPacks: number;
  maxStorageGb: number;
  maxFileSizeMb: number;
  maxMembers: number;
  aiSummarization: boolean;
  advancedPermissions: boolean;
  ssoEnabled: boolean;
  auditLogs: boolean;
  apiAccess: boolean;
  whiteLabel: boolean;
};

export function FeaturesTab({
  plan,
  usage,
  isOwner,
}: {
  plan: Plan | null;
  usage: { members: number };
  isOwner: boolean;
}) {
  if (!plan) return <p className="text-muted-foreground">No plan is recorded for this organization.</p>;
  const limit = (value: number, unit = "") => (value === -1 ? "Unlimited" : `${value}${unit}`);
  const flags: [string, boolean][] = [
    ["AI summarization", plan.aiSummarization],
    ["Advanced permissions", plan.advancedPermissions],
    ["Single sign-on", plan.ssoEnabled],
    ["Audit logs", plan.auditLogs],
    ["API access", plan.apiAccess],
    ["White label", plan.whiteLabel],
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-md border p-4">
        <p className="text-lg font-semibold">
          {plan.name} plan{" "}
          <span className="text-sm font-normal text-muted-foreground">
            ${(plan.priceMonthlyCents / 100).toFixed(0)}/month
          </span>
        </p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Members</dt>
            <dd className="tabular-nums">
              {usage.members} of {limit(plan.maxMembers)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Board packs</dt>
            <dd>{limit(plan.maxBoardPacks)} (usage not tracked yet: board packs are not built)</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Storage</dt>
            <dd>{limit(plan.maxStorageGb, " GB")} (usage not tracked yet)</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Largest file</dt>
            <dd>{limit(plan.maxFileSizeMb, " MB")}</dd>
          </div>
        </dl>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {flags.map(([label, on]) => (
          <li key={label} className="flex items-center justify-between rounded-md border px-3 py-2 text-sm">
            {label}
            <span className={on ? "text-success" : "text-muted-foreground"}>{on ? "Included" : "Not included"}</span>
          </li>
        ))}
      </ul>
      {isOwner ? (
        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            <Button disabled>Manage Billing</Button>
            <Button disabled variant="outline">
              Upgrade/Downgrade
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">Billing is not available in this open-source edition yet.</p>
        </div>
      ) : null}
    </div>
  );
}

export function DangerTab({
  organization,
  isOwner,
  result,
}: {
  organization: Organization;
  isOwner: boolean;
  result: PageResult;
}) {
  const hydrated = useHydrated();
  const timeZone = useTimeZone();
  if (!isOwner) {
    return (
      <div className="rounded-md border p-6 text-center">
        <h2 className="font-semibold">Access Restricted</h2>
        <p className="text-sm text-muted-foreground">Only organization owners can access these settings.</p>
      </div>
    );
  }
  const scheduled = organization.deletionScheduledFor;
  return (
    <div className="flex flex-col gap-6">
      {scheduled ? (
        <SettingsForm
          intent="cancel-deletion"
          result={result}
          className="flex flex-col gap-3 rounded-md border border-destructive/50 p-4"
        >
          <h2 className="font-semibold text-destructive">Deletion Scheduled</h2>
          <p className="text-sm">
            This organization will be deleted on{" "}
            <time dateTime={new Date(scheduled).toISOString()}>{formatDate(scheduled, timeZone)}</time>.
          </p>
          <div>
            <Button type="submit" variant="outline">
              Cancel Deletion
            </Button>
          </div>
        </SettingsForm>
      ) : (
        <SettingsForm intent="schedule-deletion" result={result} className="flex flex-col gap-3 rounded-md border p-4">
          <h2 className="font-semibold">Schedule deletion</h2>
          <p className="text-sm text-muted-foreground">
            The organization is deleted in 30 days; you can cancel until then.
          </p>
          <div>
            <Button type="submit" variant="outline">
              Schedule deletion in 30 days
            </Button>
          </div>
        </SettingsForm>
      )}
      {hydrated ? (
        <section
          className="flex flex-col gap-3 rounded-md border border-destructive/50 p-4"
          aria-labelledby="delete-now-title"
        >
          <h2 id="delete-now-title" className="font-semibold text-destructive">
            {scheduled ? "Delete Now" : "Delete immediately"}
          </h2>
          <p className="text-sm">
            Deletes {organization.name}, its members, settings, invitations, committees and files, now.
          </p>
          <div>
            <DeleteOrganizationDialog organization={organization} result={result} />
          </div>
        </section>
      ) : (
        <SettingsForm
          intent="delete-now"
          result={result}
          className="flex flex-col gap-3 rounded-md border border-destructive/50 p-4"
        >
          <h2 className="font-semibold text-destructive">{scheduled ? "Delete Now" : "Delete immediately"}</h2>
          <DeleteOrganizationFields organization={organization} result={result} />
          <div>
            <Button type="submit" variant="destructive">
              Delete organization
            </Button>
          </div>
        </SettingsForm>
      )}
    </div>
  );
}

/** The exact name and the 'I understand' box (001 §5), in the no-JavaScript form and in the dialog alike. */
function DeleteOrganizationFields({
  organization,
  result,
  onChange,
}: {
  organization: Organization;
  result: PageResult;
  onChange?: (state: { name: string; understood: boolean }) => void;
}) {
  const report = (form: HTMLFormElement | null) => {
    if (!form || !onChange) return;
    const data = new FormData(form);
    onChange({ name: String(data.get("confirmName") ?? ""), understood: data.get("understood") === "on" });
  };
  return (
    <div
      className="flex flex-col gap-3"
      onChange={(event) => report((event.target as HTMLInputElement).form)}
      onInput={(event) => report((event.target as HTMLInputElement).form)}
    >
      <p className="text-sm">
        Deletes <strong>{organization.name}</strong>, its members, settings, invitations, committees and files. Type its
        name to confirm.
      </p>
      <LabeledInput
        label="Organization name"
        name="confirmName"
        errors={fieldError(result, "delete-now", "confirmName")}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="understood" /> I understand this action cannot be undone
      </label>
      <Errors errors={fieldError(result, "delete-now", "understood")} />
      <input type="hidden" name="mode" value="immediate" />
    </div>
  );
}

/** With JavaScript: the confirmation dialog; its button stays disabled until the name matches and the box is ticked. */
function DeleteOrganizationDialog({ organization, result }: { organization: Organization; result: PageResult }) {
  const navigation = useNavigation();
  const failed = result?.intent === "delete-now" && !result.ok;
  const [open, setOpen] = useState(failed);
  const [state, setState] = useState({ name: "", understood: false });
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete-now";
  const ready = state.name === organization.name && state.understood;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive">
          Delete organization
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {organization.name}?</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogHeader>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="delete-now" />
          <DeleteOrganizationFields organization={organization} result={result} onChange={setState} />
          <div className="flex justify-end gap-2">
            <DialogCancel />
            <Button type="submit" variant="destructive" disabled={!ready || deleting}>
              {deleting ? "Deleting..." : "Delete organization"}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
