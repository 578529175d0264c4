import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { AccessCodeReveal } from "~/components/vaults/access-code";
import { SettingsForm } from "~/components/vaults/dirty-form";
import { cn } from "~/lib/platform/class-names";
import { STORED_VAULT_STATUSES, VAULT_PRIORITIES } from "~/lib/vaults/constants";
import {
  DIGEST_FREQUENCIES,
  VAULT_CATEGORIES,
  VAULT_NOTIFICATION_TOGGLES,
  VAULT_SETTINGS_TABS,
} from "~/lib/vaults/texts";
import type { VaultPageData } from "~/routes/dashboard.vaults.$id/route";

type Answer = { intent: string; fieldErrors?: Record<string, string[]> } | undefined;

const dateInput = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString().slice(0, 10));
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className="text-sm text-destructive">
      {errors?.[0] ?? ""}
    </p>
  );
}

/** The settings area of 001 §2.3: four tabs, each a real form; tabs are links (?tab=) so they work without JS. */
export function VaultSettingsTabs({ page, answer }: { page: VaultPageData; answer: Answer }) {
  const errors = answer?.fieldErrors ?? {};
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
      {page.tab === "general" ? <GeneralTab page={page} errors={errors} /> : null}
      {page.tab === "access" ? <AccessTab page={page} errors={errors} /> : null}
      {page.tab === "notifications" ? <NotificationsTab page={page} /> : null}
      {page.tab === "advanced" ? <AdvancedTab page={page} errors={errors} /> : null}
    </section>
  );
}

type TabProps = { page: VaultPageData; errors: Record<string, string[]> };

function GeneralTab({ page, errors }: TabProps) {
  const { vault } = page;
  return (
    <SettingsForm
      key={JSON.stringify(vault)}
      intent="general"
      canEdit={page.permissions.canEdit}
      label="General Settings"
    >
      <Label className="flex flex-col gap-1 text-sm">
        Name
        <Input name="name" defaultValue={vault.name} required maxLength={100} aria-describedby="name-error" />
        <FieldError id="name-error" errors={errors.name} />
      </Label>
      <Label className="flex flex-col gap-1 text-sm">
        Description
        <Textarea name="description" defaultValue={vault.description ?? ""} maxLength={500} rows={3} />
      </Label>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Label className="flex flex-col gap-1 text-sm">
          Location
          <Input name="location" defaultValue={vault.location ?? ""} maxLength={200} />
        </Label>
        <Label className="flex flex-col gap-1 text-sm">
          Meeting date
          <Input type="date" name="meetingDate" defaultValue={dateInput(vault.meetingDate)} />
        </Label>
        <Label className="flex flex-col gap-1 text-sm">
          Status
          <NativeSelect name="status" defaultValue={vault.storedStatus}>
            {STORED_VAULT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {capitalise(status)}
              </option>
            ))}
          </NativeSelect>
        </Label>
        <Label className="flex flex-col gap-1 text-sm">
          Priority
          <NativeSelect name="priority" defaultValue={vault.priority}>
            {VAULT_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {capitalise(priority)}
              </option>
            ))}
          </NativeSelect>
        </Label>
        <Label className="flex flex-col gap-1 text-sm">
          Category
          <NativeSelect name="category" defaultValue={vault.category ?? ""}>
            <option value="">No category</option>
            {VAULT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </Label>
        <Label className="flex flex-col gap-1 text-sm">
          Tags (comma-separated)
          <Input name="tags" defaultValue={vault.tags.join(", ")} maxLength={1000} />
        </Label>
      </div>
    </SettingsForm>
  );
}

function AccessTab({ page, errors }: TabProps) {
  const { vault, statistics } = page;
  const [isPublic, setIsPublic] = useState(vault.isPublic);
  return (
    <div className="flex flex-col gap-6">
      <SettingsForm
        key={JSON.stringify(vault)}
        intent="access"
        canEdit={page.permissions.canEdit}
        label="Access and Security"
      >
        <Label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="isPublic"
            defaultChecked={vault.isPublic}
            onChange={(event) => setIsPublic(event.currentTarget.checked)}
          />
          Public Access: anyone in the organization can view
        </Label>
        <Label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="requiresInvitation"
            defaultChecked={vault.requiresInvitation && !vault.isPublic}
            disabled={isPublic}
          />
          Require Invitation{" "}
          {isPublic ? <span className="text-muted-foreground">(off while Public Access is on)</span> : null}
        </Label>
        <Label className="flex flex-col gap-1 text-sm">
          Access code (8 uppercase letters or digits, optional)
          <Input
            name="accessCode"
            defaultValue={vault.accessCode ?? ""}
            type="password"
            autoComplete="off"
            maxLength={8}
            pattern="[A-Z0-9]{8}"
            aria-describedby="accessCode-error"
          />
          <FieldError id="accessCode-error" errors={errors.accessCode} />
        </Label>
        <Label className="flex flex-col gap-1 text-sm">
          Expiration date
          <Input
            type="date"
            name="expiresAt"
            defaultValue={dateInput(vault.expiresAt)}
            min={new Date().toISOString().slice(0, 10)}
            aria-describedby="expiresAt-error"
          />
          <FieldError id="expiresAt-error" errors={errors.expiresAt} />
        </Label>
      </SettingsForm>
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

function NotificationsTab({ page }: { page: VaultPageData }) {
  const settings = page.notifications;
  const [email, setEmail] = useState(settings.emailNotifications);
  return (
    <SettingsForm
      key={JSON.stringify(settings)}
      intent="notifications"
      canEdit={page.permissions.canEdit}
      label="Notifications"
    >
      <Label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="emailNotifications"
          defaultChecked={settings.emailNotifications}
          onChange={(event) => setEmail(event.currentTarget.checked)}
        />
        Email notifications
      </Label>
      <fieldset disabled={!email} className="flex flex-col gap-2 pl-6 disabled:opacity-60">
        <legend className="sr-only">Notification types</legend>
        {VAULT_NOTIFICATION_TOGGLES.map(([key, label]) => (
          <Label key={key} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={key} defaultChecked={settings[key]} />
            {label}
          </Label>
        ))}
        <Label className="flex flex-col gap-1 text-sm">
          Digest frequency
          <NativeSelect name="digestFrequency" defaultValue={settings.digestFrequency}>
            {DIGEST_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {capitalise(frequency)}
              </option>
            ))}
          </NativeSelect>
        </Label>
      </fieldset>
    </SettingsForm>
  );
}

function AdvancedTab({ page, errors }: TabProps) {
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
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold">Transfer Ownership</h3>
            <p className="text-sm text-muted-foreground">
              The new owner takes over; you become an admin of the vault. This cannot be undone by you.
            </p>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="transfer" />
              <Label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
                New owner email
                <Input type="email" name="newOwnerEmail" required aria-describedby="newOwnerEmail-error" />
              </Label>
              <Button type="submit" variant="outline">
                Transfer ownership
              </Button>
              <FieldError id="newOwnerEmail-error" errors={errors.newOwnerEmail} />
            </Form>
          </section>
          <section className="flex flex-col gap-2 rounded-md border border-destructive/50 p-3">
            <h3 className="font-semibold text-destructive">Danger Zone</h3>
            <p className="text-sm">
              Deleting removes the vault, its members and invitations for good. Its documents stay in the organization.
              Type <strong className="break-words">{page.vault.name}</strong> to confirm.
            </p>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="delete" />
              <Label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
                Vault name
                <Input name="confirmName" required autoComplete="off" aria-describedby="confirmName-error" />
              </Label>
              <Button type="submit" variant="destructive">
                Delete vault
              </Button>
              <FieldError id="confirmName-error" errors={errors.confirmName} />
            </Form>
          </section>
        </>
      ) : null}
    </div>
  );
}
