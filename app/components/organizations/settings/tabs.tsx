import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { INVITATION_DEFAULT_EXPIRY_HOURS, INVITATION_EXPIRY_CHOICES, INVITATION_MAX_BATCH, INVITATION_MESSAGES } from "~/lib/constants";
import {
  COMPLIANCE_STANDARDS,
  INDUSTRIES,
  ORGANIZATION_SIZES,
  RETENTION_OPTIONS,
  STORAGE_LIMIT,
  formatStorageLimit,
  type AssetSettings,
  type ComplianceSettings,
  type NotificationSettings,
} from "~/lib/organization-settings";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type OrganizationRole } from "~/lib/roles";
import { RoleBadge } from "../role-badge";
import { Errors, LabeledInput, SettingsForm, Toggle, fieldError, type PageResult } from "./parts";

type Organization = { id: string; name: string; slug: string; description: string | null; website: string | null; industry: string | null; organizationSize: string | null; logoUrl: string | null; deletionScheduledFor: number | null };

export function GeneralTab({ organization, canEdit, result, host }: { organization: Organization; canEdit: boolean; result: PageResult; host: string }) {
  const errors = (name: string) => fieldError(result, "general", name);
  return (
    <div className="flex flex-col gap-8">
      <SettingsForm intent="general" result={result} submitLabel="Save changes" canSubmit={canEdit}>
        <LabeledInput label="Organization name" name="name" defaultValue={organization.name} disabled={!canEdit} errors={errors("name")} />
        <LabeledInput label="Slug" name="slug" defaultValue={organization.slug} disabled={!canEdit} errors={errors("slug")} hint={`${host}/${organization.slug}`} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="field-description">Description</Label>
          <Textarea id="field-description" name="description" defaultValue={organization.description ?? ""} disabled={!canEdit} rows={3} />
          <Errors errors={errors("description")} />
        </div>
        <LabeledInput label="Website" name="website" type="url" defaultValue={organization.website} disabled={!canEdit} errors={errors("website")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor="field-industry">Industry</Label>
            <NativeSelect id="field-industry" name="industry" defaultValue={organization.industry ?? ""} disabled={!canEdit}>
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
            <NativeSelect id="field-size" name="organizationSize" defaultValue={organization.organizationSize ?? ""} disabled={!canEdit}>
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
            <p className="text-sm text-muted-foreground">An image of at most 5 MB; square, at least 200×200 px, looks best.</p>
            <Errors errors={fieldError(result, "logo", "logo")} />
          </div>
        </SettingsForm>
      ) : null}
    </div>
  );
}

export function AssetsTab({ settings, canEdit, result }: { settings: AssetSettings; canEdit: boolean; result: PageResult }) {
  const errors = (name: string) => fieldError(result, "assets", name);
  return (
    <SettingsForm intent="assets" result={result} submitLabel="Save asset settings" canSubmit={canEdit}>
      <div className="flex flex-col gap-2">
        <Label htmlFor="field-categories">Categories (one per line)</Label>
        <Textarea id="field-categories" name="categories" defaultValue={settings.categories.join("\n")} rows={5} disabled={!canEdit} />
        <Errors errors={errors("categories")} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="field-storage">Storage limit: {formatStorageLimit(settings.storageLimit)}</Label>
        <input id="field-storage" name="storageLimit" type="range" min={STORAGE_LIMIT.min} max={STORAGE_LIMIT.max} step={STORAGE_LIMIT.step} defaultValue={settings.storageLimit} disabled={!canEdit} aria-valuetext={formatStorageLimit(settings.storageLimit)} />
        <p className="text-xs text-muted-foreground">10 GB to 5 TB, in steps of 10 GB.</p>
        <Errors errors={errors("storageLimit")} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="field-retention">Retention</Label>
        <NativeSelect id="field-retention" name="retentionDays" defaultValue={String(settings.retentionDays)} disabled={!canEdit}>
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
        <Toggle name="autoClassification" label="Auto-classification" defaultChecked={settings.autoClassification} disabled={!canEdit} />
        <Toggle name="approvalWorkflow" label="Approval workflow" defaultChecked={settings.approvalWorkflow} disabled={!canEdit} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="field-permissions">Default permissions</Label>
        <NativeSelect id="field-permissions" name="defaultPermissions" defaultValue={settings.defaultPermissions} disabled={!canEdit}>
          <option value="organization">Everyone in the organization</option>
          <option value="restricted">Restricted</option>
          <option value="private">Private</option>
        </NativeSelect>
      </div>
    </SettingsForm>
  );
}

export function ComplianceTab({ settings, score, canEdit, result }: { settings: ComplianceSettings; score: { score: number; label: string }; canEdit: boolean; result: PageResult }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-md border p-4">
        <p className="text-sm font-medium">
          Compliance score: <span className="tabular-nums">{score.score}</span> / 100 — {score.label}
        </p>
        <meter min={0} max={100} low={60} high={80} optimum={100} value={score.score} className="w-full" aria-label={`Compliance score ${score.score} of 100, ${score.label}`} />
      </div>
      <SettingsForm intent="compliance" result={result} submitLabel="Save compliance settings" canSubmit={canEdit}>
        <div className="grid gap-2 sm:grid-cols-2">
          <Toggle name="auditLogging" label="Audit logging" defaultChecked={settings.auditLogging} disabled={!canEdit} />
          <Toggle name="twoFactorRequired" label="Two-factor authentication required" defaultChecked={settings.twoFactorRequired} disabled={!canEdit} />
          <Toggle name="dataEncryption" label="Data encryption" defaultChecked={settings.dataEncryption} disabled={!canEdit} />
          <Toggle name="accessLogging" label="Access logging" defaultChecked={settings.accessLogging} disabled={!canEdit} />
          <Toggle name="ipRestriction" label="IP restriction" defaultChecked={settings.ipRestriction} disabled={!canEdit} />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Compliance standards</legend>
          <div className="grid gap-2 sm:grid-cols-4">
            {COMPLIANCE_STANDARDS.map((standard) => (
              <label key={standard.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="complianceStandards" value={standard.id} defaultChecked={settings.complianceStandards.includes(standard.id)} disabled={!canEdit} />
                {standard.label}
              </label>
            ))}
          </div>
        </fieldset>
        <LabeledInput label="Session timeout (minutes)" name="sessionTimeout" type="number" defaultValue={settings.sessionTimeout} disabled={!canEdit} errors={fieldError(result, "compliance", "sessionTimeout")} />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Password policy</legend>
          <LabeledInput label="Minimum length" name="passwordPolicy.minLength" type="number" defaultValue={settings.passwordPolicy.minLength} disabled={!canEdit} errors={fieldError(result, "compliance", "passwordPolicy.minLength")} />
          <LabeledInput label="Expires after (days)" name="passwordPolicy.expirationDays" type="number" defaultValue={settings.passwordPolicy.expirationDays} disabled={!canEdit} errors={fieldError(result, "compliance", "passwordPolicy.expirationDays")} />
          <Toggle name="passwordPolicy.requireUppercase" label="Require uppercase" defaultChecked={settings.passwordPolicy.requireUppercase} disabled={!canEdit} />
          <Toggle name="passwordPolicy.requireNumbers" label="Require numbers" defaultChecked={settings.passwordPolicy.requireNumbers} disabled={!canEdit} />
          <Toggle name="passwordPolicy.requireSpecialChars" label="Require special characters" defaultChecked={settings.passwordPolicy.requireSpecialChars} disabled={!canEdit} />
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

export function NotificationsTab({ settings, canEdit, result }: { settings: NotificationSettings; canEdit: boolean; result: PageResult }) {
  return (
    <SettingsForm intent="notifications" result={result} submitLabel="Save notification settings" canSubmit={canEdit}>
      <div className="grid gap-2 sm:grid-cols-2">
        {NOTIFICATION_TOGGLES.map((toggle) => (
          <Toggle key={toggle.key} name={toggle.key} label={toggle.label} defaultChecked={Boolean(settings[toggle.key])} disabled={!canEdit} />
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="field-frequency">Frequency</Label>
        <NativeSelect id="field-frequency" name="notificationFrequency" defaultValue={settings.notificationFrequency} disabled={!canEdit}>
          <option value="realtime">Real time</option>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </NativeSelect>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Quiet hours</legend>
        <Toggle name="quietHours.enabled" label="Enabled" defaultChecked={settings.quietHours.enabled} disabled={!canEdit} />
        <LabeledInput label="From" name="quietHours.startTime" type="time" defaultValue={settings.quietHours.startTime} disabled={!canEdit} errors={fieldError(result, "notifications", "quietHours.startTime")} />
        <LabeledInput label="Until" name="quietHours.endTime" type="time" defaultValue={settings.quietHours.endTime} disabled={!canEdit} errors={fieldError(result, "notifications", "quietHours.endTime")} />
      </fieldset>
    </SettingsForm>
  );
}

type Member = { userId: string; displayName: string; user: { email: string }; role: OrganizationRole; status: string; boardTitle: string | null; isYou: boolean; can: { change_role: boolean; remove: boolean; transfer_ownership: boolean } };

export function MembersTab({ members, pagination, result, slug }: { members: Member[]; pagination: { page: number; limit: number; total: number }; result: PageResult; slug: string }) {
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  const mine = result && ["change-role", "remove-member", "transfer-ownership"].includes(result.intent ?? "") ? result : undefined;
  return (
    <div className="flex flex-col gap-4">
      {mine ? (
        <p role={mine.ok ? "status" : "alert"} className={mine.ok ? "rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm" : "text-sm text-destructive"}>
          {mine.message}
        </p>
      ) : null}
      {members.length === 0 ? <p className="text-muted-foreground">No members found</p> : null}
      <ul className="flex flex-col divide-y rounded-md border">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">
                {member.displayName}
                {member.isYou ? <span className="ml-2 text-xs text-muted-foreground">(You)</span> : null}
              </span>
              <span className="truncate text-sm text-muted-foreground">
                {member.user.email}
                {member.boardTitle ? ` · ${member.boardTitle}` : ""}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={member.role} />
              {member.status !== "active" ? <span className="rounded-full bg-destructive px-2 py-0.5 text-xs text-destructive-foreground">{member.status}</span> : null}
              {member.can.change_role ? (
                <Form method="post" className="flex items-center gap-1">
                  <input type="hidden" name="intent" value="change-role" />
                  <input type="hidden" name="targetUserId" value={member.userId} />
                  <NativeSelect name="newRole" defaultValue={member.role} aria-label={`Role for ${member.displayName}`} className="h-9 w-28 text-sm">
                    {(["admin", "member", "viewer"] as const).map((role) => (
                      <option key={role} value={role} title={ROLE_DESCRIPTIONS[role]}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </NativeSelect>
                  <Button type="submit" size="sm" variant="outline" aria-label={`Change role of ${member.displayName}`}>
                    Change role
                  </Button>
                </Form>
              ) : null}
              {member.can.remove ? (
                <Button asChild size="sm" variant="outline">
                  <Link to={`?tab=members&confirm=remove&member=${member.userId}`} aria-label={`Remove ${member.displayName}`}>
                    Remove
                  </Link>
                </Button>
              ) : null}
              {member.can.transfer_ownership ? (
                <Button asChild size="sm" variant="ghost">
                  <Link to={`?tab=members&confirm=transfer&member=${member.userId}`} aria-label={`Transfer ownership to ${member.displayName}`}>
                    Make owner
                  </Link>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Members pages" className="flex items-center gap-2 text-sm">
          {pagination.page > 1 ? <Link to={`/dashboard/organizations/${slug}?tab=members&page=${pagination.page - 1}`}>Previous</Link> : null}
          <span className="tabular-nums">
            Page {pagination.page} of {pages} ({pagination.total} members)
          </span>
          {pagination.page < pages ? <Link to={`/dashboard/organizations/${slug}?tab=members&page=${pagination.page + 1}`}>Next</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

export function MemberConfirm({ kind, member }: { kind: "remove" | "transfer"; member: { userId: string; displayName: string } }) {
  return (
    <Form method="post" className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4">
      <input type="hidden" name="intent" value={kind === "remove" ? "remove-member" : "transfer-ownership"} />
      <input type="hidden" name="targetUserId" value={member.userId} />
      <h2 className="font-semibold">{kind === "remove" ? `Remove ${member.displayName}?` : `Transfer ownership to ${member.displayName}?`}</h2>
      <p className="text-sm">
        {kind === "remove"
          ? "They lose access to this organization and its committees. You can invite them again later."
          : "This cannot be undone: they become the owner and you become an admin."}
      </p>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive">
          {kind === "remove" ? "Remove member" : "Transfer ownership"}
        </Button>
        <Button asChild variant="outline">
          <Link to="?tab=members">Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}

type Invitation = { id: string; email: string; role: string; status: string; expiresAt: number; invitedBy: string | null };

export function InvitationsTab({ pending, history, rows, result }: { pending: Invitation[]; history: Invitation[]; rows: number; result: PageResult }) {
  const rowCount = Math.min(Math.max(rows, 1), INVITATION_MAX_BATCH);
  const invite = result?.intent === "invite" ? result : undefined;
  const listResult = result && ["resend-invitation", "revoke-invitation"].includes(result.intent ?? "") ? result : undefined;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="invite-title" className="flex flex-col gap-3">
        <h2 id="invite-title" className="text-lg font-semibold">
          Invite members
        </h2>
        <Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="invite" />
          {Array.from({ length: rowCount }, (_, index) => (
            <fieldset key={index} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[2fr_1fr_1fr]">
              <legend className="sr-only">Invitation {index + 1}</legend>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`invite-email-${index}`}>Email{rowCount > 1 ? ` ${index + 1}` : ""}</Label>
                <input id={`invite-email-${index}`} name="email" type="email" className="h-10 rounded-md border border-input bg-background px-3" />
                <Errors errors={invite?.fieldErrors?.[`email[${index}]`]} />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`invite-role-${index}`}>Role{rowCount > 1 ? ` ${index + 1}` : ""}</Label>
                <NativeSelect id={`invite-role-${index}`} name="role" defaultValue="member">
                  <option value="admin">Admin</option>
                  <option value="member">Member</option>
                  <option value="viewer">Viewer</option>
                </NativeSelect>
                <Errors errors={invite?.fieldErrors?.[`role[${index}]`]} />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`invite-expiry-${index}`}>Expires in{rowCount > 1 ? ` ${index + 1}` : ""}</Label>
                <NativeSelect id={`invite-expiry-${index}`} name="expiresInHours" defaultValue={String(INVITATION_DEFAULT_EXPIRY_HOURS)}>
                  {INVITATION_EXPIRY_CHOICES.map((hours) => (
                    <option key={hours} value={hours}>
                      {hours === 168 ? "1 week" : `${hours} hours`}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1 sm:col-span-3">
                <Label htmlFor={`invite-message-${index}`}>Personal message{rowCount > 1 ? ` ${index + 1}` : ""} (optional)</Label>
                <Textarea id={`invite-message-${index}`} name="personalMessage" rows={2} maxLength={500} />
                <Errors errors={invite?.fieldErrors?.[`personalMessage[${index}]`]} />
              </div>
            </fieldset>
          ))}
          {invite && !invite.ok ? (
            <div role="alert" className="text-sm text-destructive">
              <p>{invite.message}</p>
              {invite.fieldErrors ? (
                <ul>
                  {Object.entries(invite.fieldErrors)
                    .filter(([key]) => key.includes("@"))
                    .map(([email, messages]) => (
                      <li key={email}>
                        {email}: {messages.join(", ")}
                      </li>
                    ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {invite?.ok ? (
            <div role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
              <p>{invite.message}</p>
              {invite.rowErrors?.map((error) => (
                <p key={error.email}>
                  {error.email}: {error.message}
                </p>
              ))}
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit">Send invitations</Button>
            {rowCount < INVITATION_MAX_BATCH ? (
              <Button asChild variant="outline">
                <Link to={`?tab=invitations&rows=${rowCount + 1}`}>Add another</Link>
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{INVITATION_MESSAGES.maxBatch}</p>
            )}
            {rowCount > 1 ? (
              <Button asChild variant="ghost">
                <Link to={`?tab=invitations&rows=${rowCount - 1}`}>Remove last row</Link>
              </Button>
            ) : null}
          </div>
        </Form>
      </section>

      <section aria-labelledby="pending-title" className="flex flex-col gap-3">
        <h2 id="pending-title" className="text-lg font-semibold">
          Pending invitations
        </h2>
        {listResult ? (
          <p role={listResult.ok ? "status" : "alert"} className="text-sm">
            {listResult.message}
          </p>
        ) : null}
        {pending.length === 0 ? <p className="text-muted-foreground">No pending invitations</p> : null}
        <ul className="flex flex-col divide-y rounded-md border">
          {pending.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex flex-col">
                <span className="font-medium">{invitation.email}</span>
                <span className="text-sm text-muted-foreground">
                  {ROLE_LABELS[invitation.role as OrganizationRole]} · {invitation.status === "expired" ? "Expired" : `expires ${new Date(invitation.expiresAt).toUTCString().slice(0, 22)}`}
                </span>
              </div>
              <div className="flex gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="resend-invitation" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button type="submit" size="sm" variant="outline" aria-label={`Resend invitation to ${invitation.email}`}>
                    Resend
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke-invitation" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button type="submit" size="sm" variant="outline" aria-label={`Revoke invitation to ${invitation.email}`}>
                    Revoke
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="history-title" className="flex flex-col gap-3">
        <h2 id="history-title" className="text-lg font-semibold">
          History
        </h2>
        {history.length === 0 ? <p className="text-muted-foreground">No past invitations</p> : null}
        <ul className="flex flex-col divide-y rounded-md border">
          {history.map((invitation) => (
            <li key={invitation.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <span>{invitation.email}</span>
              <span className="capitalize text-muted-foreground">{invitation.status}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type Plan = { name: string; priceMonthlyCents: number; maxBoardPacks: number; maxStorageGb: number; maxFileSizeMb: number; maxMembers: number; aiSummarization: boolean; advancedPermissions: boolean; ssoEnabled: boolean; auditLogs: boolean; apiAccess: boolean; whiteLabel: boolean };

export function FeaturesTab({ plan, usage, isOwner }: { plan: Plan | null; usage: { members: number }; isOwner: boolean }) {
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
          {plan.name} plan <span className="text-sm font-normal text-muted-foreground">${(plan.priceMonthlyCents / 100).toFixed(0)}/month</span>
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

export function DangerTab({ organization, isOwner, result }: { organization: Organization; isOwner: boolean; result: PageResult }) {
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
        <SettingsForm intent="cancel-deletion" result={result} className="flex flex-col gap-3 rounded-md border border-destructive/50 p-4">
          <h2 className="font-semibold text-destructive">Deletion Scheduled</h2>
          <p className="text-sm">
            This organization will be deleted on <time dateTime={new Date(scheduled).toISOString()}>{new Date(scheduled).toUTCString().slice(0, 16)}</time>.
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
          <p className="text-sm text-muted-foreground">The organization is deleted in 30 days; you can cancel until then.</p>
          <div>
            <Button type="submit" variant="outline">
              Schedule deletion in 30 days
            </Button>
          </div>
        </SettingsForm>
      )}
      <SettingsForm intent="delete-now" result={result} className="flex flex-col gap-3 rounded-md border border-destructive/50 p-4">
        <h2 className="font-semibold text-destructive">{scheduled ? "Delete Now" : "Delete immediately"}</h2>
        <p className="text-sm">
          Deletes <strong>{organization.name}</strong>, its members, settings, invitations, committees and files. Type its name to confirm.
        </p>
        <LabeledInput label="Organization name" name="confirmName" errors={fieldError(result, "delete-now", "confirmName")} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="understood" /> I understand this action cannot be undone
        </label>
        <Errors errors={fieldError(result, "delete-now", "understood")} />
        <input type="hidden" name="mode" value="immediate" />
        <div>
          <Button type="submit" variant="destructive">
            Delete organization
          </Button>
        </div>
      </SettingsForm>
    </div>
  );
}
