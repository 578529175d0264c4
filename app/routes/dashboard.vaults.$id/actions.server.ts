// The vault page's form actions, one per intent (decision 015): each parses its form with the shared schema and
// calls one vault service. Settings forms post every field of their tab; only the changed ones are sent on.
import type { ActorContext } from "~/.server/platform/context";
import { parseFormOrThrow } from "~/.server/platform/form-parsing";
import { refusalOf } from "~/.server/remix/service-errors";
import { requireVault } from "~/.server/vaults/access";
import { notificationSettingsOf } from "~/.server/vaults/detail";
import { deleteVaultInvitation, inviteToVault } from "~/.server/vaults/invitations";
import { removeVaultMember, setVaultMemberRole } from "~/.server/vaults/members";
import {
  deleteVault,
  regenerateAccessCode,
  setVaultArchived,
  transferVaultOwnership,
  updateVaultSettings,
} from "~/.server/vaults/settings";
import {
  AccessSettingsFormSchema,
  AddVaultMemberSchema,
  DeleteVaultSchema,
  GeneralSettingsFormSchema,
  NotificationSettingsFormSchema,
  TransferVaultOwnershipSchema,
  VaultInviteSchema,
  type VaultSettingsInput,
} from "~/lib/vaults/schemas";
import { VAULT_TEXTS } from "~/lib/vaults/texts";

export type VaultPageAnswer = {
  intent: string;
  ok?: string;
  error?: string;
  fieldErrors?: Record<string, string[]>;
  /** The answer's HTTP status (200 unless refused). */
  status: number;
  /** Where to go instead (after a deletion). */
  redirectTo?: string;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs from the vault's: what "sends only the changed fields" sends. */
function changedFields(current: Record<string, unknown>, next: Record<string, unknown>): VaultSettingsInput {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => !same(current[key], value)));
}

/** A date-only expiry means the end of that day (UTC), so "today" is not already in the past. */
function endOfDay(form: FormData, name: string) {
  const value = form.get(name);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) form.set(name, `${value}T23:59:59.999Z`);
}

export async function performVaultPageAction(
  ctx: ActorContext,
  vaultId: string,
  form: FormData,
): Promise<VaultPageAnswer> {
  const intent = String(form.get("intent") ?? "");
  try {
    switch (intent) {
      case "general": {
        const parsed = parseFormOrThrow(form, GeneralSettingsFormSchema);
        const { intent: _, ...fields } = parsed;
        const { vault } = await requireVault(ctx, vaultId, "vault.view");
        return await saveChanges(ctx, vaultId, intent, changedFields(vault, fields));
      }
      case "access": {
        endOfDay(form, "expiresAt");
        const parsed = parseFormOrThrow(form, AccessSettingsFormSchema);
        const { intent: _, ...fields } = parsed;
        const { vault } = await requireVault(ctx, vaultId, "vault.view");
        // Require Invitation is off (and disabled) while Public Access is on.
        const next = fields.isPublic ? { ...fields, requiresInvitation: false } : fields;
        return await saveChanges(ctx, vaultId, intent, changedFields(vault, next));
      }
      case "notifications": {
        const parsed = parseFormOrThrow(form, NotificationSettingsFormSchema);
        const { intent: _, ...fields } = parsed;
        const { vault } = await requireVault(ctx, vaultId, "vault.view");
        const current = notificationSettingsOf(vault);
        const next = { ...fields, digestFrequency: fields.digestFrequency ?? current.digestFrequency };
        const changed = changedFields(current, next);
        const notifications = changed as Record<string, unknown>;
        return await saveChanges(
          ctx,
          vaultId,
          intent,
          Object.keys(notifications).length ? { settings: { notifications } } : {},
        );
      }
      case "generateCode":
        await regenerateAccessCode(ctx, vaultId);
        return { intent, status: 200, ok: "New access code generated" };
      case "archive":
        await setVaultArchived(ctx, vaultId, true);
        return { intent, status: 200, ok: `${VAULT_TEXTS.archived}: ${VAULT_TEXTS.archivedBody}` };
      case "restore":
        await setVaultArchived(ctx, vaultId, false);
        return { intent, status: 200, ok: `${VAULT_TEXTS.restored}: ${VAULT_TEXTS.restoredBody}` };
      case "transfer": {
        const parsed = parseFormOrThrow(form, TransferVaultOwnershipSchema);
        await transferVaultOwnership(ctx, vaultId, parsed.newOwnerEmail);
        return { intent, status: 200, ok: VAULT_TEXTS.transferred };
      }
      case "delete": {
        const parsed = parseFormOrThrow(form, DeleteVaultSchema);
        await deleteVault(ctx, vaultId, parsed.confirmName);
        return { intent, status: 303, redirectTo: "/dashboard/vaults" };
      }
      case "invite": {
        const parsed = parseFormOrThrow(form, VaultInviteSchema);
        const sent = await inviteToVault(ctx, vaultId, parsed);
        return { intent, status: 200, ok: `${VAULT_TEXTS.invitationSent} to ${sent.email}` };
      }
      case "addMember":
      case "changeRole": {
        const parsed = parseFormOrThrow(form, AddVaultMemberSchema);
        const result = await setVaultMemberRole(ctx, vaultId, parsed.userId, parsed.role);
        return { intent, status: 200, ok: result.added ? VAULT_TEXTS.memberAdded : VAULT_TEXTS.roleUpdated };
      }
      case "removeMember":
        await removeVaultMember(ctx, vaultId, String(form.get("userId") ?? ""));
        return { intent, status: 200, ok: VAULT_TEXTS.memberRemoved };
      case "deleteInvitation":
        await deleteVaultInvitation(ctx, String(form.get("invitationId") ?? ""));
        return { intent, status: 200, ok: VAULT_TEXTS.invitationDeleted };
      default:
        return { intent, status: 400, error: "Unknown action" };
    }
  } catch (error) {
    const refusal = refusalOf(error);
    return { intent, status: refusal.status, error: refusal.message, fieldErrors: refusal.fieldErrors };
  }
}

async function saveChanges(ctx: ActorContext, vaultId: string, intent: string, changes: VaultSettingsInput) {
  if (Object.keys(changes).length === 0) {
    // Still the guard's answer first: a viewer or an archived vault is refused even when nothing changed.
    await requireVault(ctx, vaultId, "vault.edit");
    return { intent, status: 200, ok: VAULT_TEXTS.nothingChanged };
  }
  await updateVaultSettings(ctx, vaultId, changes);
  return { intent, status: 200, ok: VAULT_TEXTS.saved };
}
