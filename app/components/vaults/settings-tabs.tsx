import { type FormMetadata, getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import {
  CheckboxField,
  Field,
  FormErrors,
  IntentInput,
  SelectField,
  SettingsForm,
  TextareaField,
} from "~/components/forms";
import { Button } from "~/components/ui/button";
import { AccessCodeReveal } from "~/components/vaults/access-code";
import { useVaultForm, type VaultFormAnswer } from "~/components/vaults/vault-form";
import { deleteVaultForm } from "~/lib/forms/generated/delete-vault";
import { transferVaultForm } from "~/lib/forms/generated/transfer-vault";
import { vaultAccessSettingsForm } from "~/lib/forms/generated/vault-access-settings";
import { vaultGeneralSettingsForm } from "~/lib/forms/generated/vault-general-settings";
import { vaultNotificationSettingsForm } from "~/lib/forms/generated/vault-notification-settings";
import { cn } from "~/lib/platform/class-names";
import { VAULT_ACCESS_CODE_LENGTH } from "~/lib/vaults/constants";
import {
  VAULT_CATEGORY_OPTIONS,
  VAULT_DIGEST_OPTIONS,
  VAULT_PRIORITY_OPTIONS,
  VAULT_STATUS_OPTIONS,
} from "~/lib/vaults/options";
import { VAULT_NOTIFICATION_TOGGLES, VAULT_SETTINGS_TABS } from "~/lib/vaults/texts";
import type { VaultPageData } from "~/routes/dashboard.vaults.$id/route";

const dateInput = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString().slice(0, 10));
const _capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The settings area of 001 §2.3: four tabs, each a real form; tabs are links (?tab=) so they work without JS. */
export function VaultSettingsTabs({ page, answer }: { page: VaultPageData; answer: VaultFormAnswer }) {
  return (
    <section aria-labelledby="settings-title" className="flex flex-col gap-4 rounded-lg border p-4">
      <h2 id="settings-title" className="text-lg font-semibold">
        Vault settings
      </h2>
      <nav aria-label="Settings tabs" className="flex flex-wrap gap-2 border-b pb-2 text-sm">
        {VAULT_SETTINGS_TABS.map((tab) => (
          <Link
            key={tab.id}
            to={`?tab=${tab.id}`}
            preventScrollReset
            aria-current={page.tab === tab.id ? "page" : undefined}
            className={cn("rounded-md px-3 py-1.5 hover:bg-accent", page.tab === tab.id && "bg-accent font-semibold")}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {!page.permissions.canEdit ? (
        <p className="text-sm text-muted-foreground">
          You can view these settings; only members who may edit change them.
        </p>
      ) : null}
      {page.tab === "general" ? <GeneralTab key={JSON.stringify(page.vault)} page={page} answer={answer} /> : null}
      {page.tab === "access" ? <AccessTab key={JSON.stringify(page.vault)} page={page} answer={answer} /> : null}
      {page.tab === "notifications" ? (
        <NotificationsTab key={JSON.stringify(page.notifications)} page={page} answer={answer} />
      ) : null}
      {page.tab === "advanced" ? <AdvancedTab page={page} answer={answer} /> : null}
    </section>
  );
}

type TabProps = { page: VaultPageData; answer: VaultFormAnswer };

/** A tab's form: Save Changes once something changed (always without JavaScript), its fields off for readers. */
function TabForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  canEdit,
  children,
}: {
  form: FormMetadata<Schema>;
  intent: string;
  canEdit: boolean;
  children: ReactNode;
}) {
  return (
    <SettingsForm form={form} intent={intent} submitLabel="Save Changes" canSubmit={canEdit}>
      <fieldset disabled={!canEdit} className="flex flex-col gap-4 disabled:opacity-80">
        {children}
      </fieldset>
    </SettingsForm>
  );
}

function GeneralTab({ page, answer }: TabProps) {
  const { vault } = page;
  const [form, fields] = useVaultForm(vaultGeneralSettingsForm, {
    intent: "general",
    answer,
    defaultValue: {
      name: vault.name,
      description: vault.description ?? "",
      location: vault.location ?? "",
      status: vault.storedStatus,
      priority: vault.priority,
      category: vault.category ?? "",
      tags: vault.tags.join(", "),
      meetingDate: dateInput(vault.meetingDate),
    },
  });
  return (
    <TabForm form={form} intent="general" canEdit={page.permissions.canEdit}>
      <Field label="Name" field={fields.name} />
      <TextareaField label="Description" field={fields.description} rows={3} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Location" field={fields.location} />
        <Field label="Meeting date" field={fields.meetingDate} type="date" />
        <SelectField label="Status" field={fields.status} options={VAULT_STATUS_OPTIONS} />
        <SelectField label="Priority" field={fields.priority} options={VAULT_PRIORITY_OPTIONS} />
        <SelectField
          label="Category"
          field={fields.category}
          options={VAULT_CATEGORY_OPTIONS}
          placeholder="No category"
        />
        <Field label="Tags (comma-separated)" field={fields.tags} inputProps={{ maxLength: 1000 }} />
      </div>
    </TabForm>
  );
}

function AccessTab({ page, answer }: TabProps) {
  const { vault, statistics } = page;
  const [isPublic, setIsPublic] = useState(vault.isPublic);
  const [form, fields] = useVaultForm(vaultAccessSettingsForm, {
    intent: "access",
    answer,
    defaultValue: {
      isPublic: vault.isPublic ? "on" : undefined,
      requiresInvitation: vault.requiresInvitation && !vault.isPublic ? "on" : undefined,
      accessCode: vault.accessCode ?? "",
      expiresAt: dateInput(vault.expiresAt),
    },
  });
  return (
    <div className="flex flex-col gap-6">
      <TabForm form={form} intent="access" canEdit={page.permissions.canEdit}>
        <div onChange={(event) => followCheckbox(event.target, fields.isPublic.name, setIsPublic)}>
          <CheckboxField label="Public Access: anyone in the organization can view" field={fields.isPublic} />
        </div>
        <CheckboxField
          label={isPublic ? "Require Invitation (off while Public Access is on)" : "Require Invitation"}
          field={fields.requiresInvitation}
          disabled={isPublic}
        />
        <Field
          label="Access code (8 uppercase letters or digits, optional)"
          field={fields.accessCode}
          type="password"
          inputProps={{ autoComplete: "off", maxLength: VAULT_ACCESS_CODE_LENGTH }}
        />
        <Field
          label="Expiration date"
          field={fields.expiresAt}
          type="date"
          inputProps={{ min: new Date().toISOString().slice(0, 10) }}
        />
      </TabForm>
      {vault.accessCode ? <AccessCodeReveal code={vault.accessCode} /> : null}
      {page.permissions.canEdit ? (
        <Form method="post">
          <Button type="submit" name="intent" value="generateCode" variant="outline" size="sm">
            Generate access code
          </Button>
        </Form>
      ) : null}
      <dl className="grid grid-cols-3 gap-4 rounded-md border p-3 text-center" aria-label="Access statistics">
        <div>
          <dt className="text-xs text-muted-foreground">Active members</dt>
          <dd className="text-xl font-semibold tabular-nums">{statistics.activeMembers}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Pending invites</dt>
          <dd className="text-xl font-semibold tabular-nums">{statistics.pendingInvites}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Total accesses</dt>
          <dd className="text-xl font-semibold tabular-nums">{statistics.totalAccesses}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Follows a checkbox's state from a change event that bubbled up to a wrapper. */
function followCheckbox(target: EventTarget, name: string, set: (checked: boolean) => void) {
  if (target instanceof HTMLInputElement && target.name === name) set(target.checked);
}

function NotificationsTab({ page, answer }: TabProps) {
  const settings = page.notifications;
  const [email, setEmail] = useState(settings.emailNotifications);
  const on = (value: boolean) => (value ? "on" : undefined);
  const [form, fields] = useVaultForm(vaultNotificationSettingsForm, {
    intent: "notifications",
    answer,
    defaultValue: {
      emailNotifications: on(settings.emailNotifications),
      ...Object.fromEntries(VAULT_NOTIFICATION_TOGGLES.map(([key]) => [key, on(settings[key])])),
      digestFrequency: settings.digestFrequency,
    },
  });
  return (
    <TabForm form={form} intent="notifications" canEdit={page.permissions.canEdit}>
      <div onChange={(event) => followCheckbox(event.target, fields.emailNotifications.name, setEmail)}>
        <CheckboxField label="Email notifications" field={fields.emailNotifications} />
      </div>
      <fieldset disabled={!email} className="flex flex-col gap-2 pl-6 disabled:opacity-60">
        <legend className="sr-only">Notification types</legend>
        {VAULT_NOTIFICATION_TOGGLES.map(([key, label]) => (
          <CheckboxField key={key} label={label} field={fields[key]} />
        ))}
        <SelectField label="Digest frequency" field={fields.digestFrequency} options={VAULT_DIGEST_OPTIONS} />
      </fieldset>
    </TabForm>
  );
}

function AdvancedTab({ page, answer }: TabProps) {
  const archived = page.status === "archived";
  return (
    <div className="flex flex-col gap-6">
      {page.permissions.canExport ? (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">Export</h3>
          <p className="text-sm text-muted-foreground">Downloads a zip of the vault's documents with a manifest.</p>
          <Form method="post" action={`/resources/vault-export/${page.vault.id}`} reloadDocument>
            <Button type="submit" variant="outline">
              Export vault
            </Button>
          </Form>
        </section>
      ) : null}
      {page.permissions.canArchive ? (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">{archived ? "Restore" : "Archive"}</h3>
          <p className="text-sm text-muted-foreground">
            {archived ? "Restoring lets members change the vault again." : "An archived vault is read-only."}
          </p>
          <Form method="post">
            <Button type="submit" name="intent" value={archived ? "restore" : "archive"} variant="outline">
              {archived ? "Restore vault" : "Archive vault"}
            </Button>
          </Form>
        </section>
      ) : null}
      {page.permissions.isOwner ? (
        <>
          <TransferForm answer={answer} />
          <DeleteForm page={page} answer={answer} />
        </>
      ) : null}
    </div>
  );
}

function TransferForm({ answer }: { answer: VaultFormAnswer }) {
  const [form, fields] = useVaultForm(transferVaultForm, { intent: "transfer", answer });
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">Transfer Ownership</h3>
      <p className="text-sm text-muted-foreground">
        The new owner takes over; you become an admin of the vault. This cannot be undone by you.
      </p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <IntentInput intent="transfer" />
        <Field label="New owner email" field={fields.newOwnerEmail} type="email" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div>
          <Button type="submit" variant="outline">
            Transfer ownership
          </Button>
        </div>
      </Form>
    </section>
  );
}

const DELETE_WARNING =
  "Deleting removes the vault, its members and invitations for good. Its documents stay in the organization.";

function DeleteForm({ page, answer }: TabProps) {
  const [form, fields] = useVaultForm(deleteVaultForm, { intent: "delete", answer });
  return (
    <section className="flex flex-col gap-2 rounded-md border border-destructive/50 p-3">
      <h3 className="font-semibold text-destructive">Danger Zone</h3>
      <p className="text-sm">
        {DELETE_WARNING} Type <strong className="break-words">{page.vault.name}</strong> to confirm.
      </p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <IntentInput intent="delete" />
        <Field label="Vault name" field={fields.confirmName} inputProps={{ autoComplete: "off" }} />
        <div>
          <Button type="submit" variant="destructive">
            Delete vault
          </Button>
        </div>
      </Form>
    </section>
  );
}
