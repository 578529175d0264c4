// The organisation settings page's forms: each posts an `intent`; each intent is one small function that parses
// its form with the form's schema and calls one service. The answer carries the 001 §8 toast titles.
import { z } from "zod";
import {
  cancelOrganizationDeletion,
  deleteOrganizationNow,
  scheduleOrganizationDeletion,
} from "~/.server/organizations/deletion";
import { inviteMembers, resendInvitation, revokeInvitation } from "~/.server/organizations/invitations";
import { changeMemberRole, removeMember, transferOwnership } from "~/.server/organizations/members";
import {
  updateOrganizationGeneral,
  updateOrganizationSettings,
  uploadOrganizationLogo,
} from "~/.server/organizations/settings";
import type { ActorContext } from "~/.server/platform/context";
import { badRequest, ServiceError } from "~/.server/platform/errors";
import { parseFormOrThrow } from "~/.server/platform/form-parsing";
import { refusalOf } from "~/.server/remix/service-errors";
import { INVITATION_MAX_BATCH, INVITATION_MESSAGES, INVITATION_ROWS_FIELD } from "~/lib/organizations/constants";
import {
  AssetSettingsFormSchema,
  ChangeRoleSchema,
  ComplianceSettingsSchema,
  DeleteNowSchema,
  InvitationIdSchema,
  InvitationRowCountSchema,
  InvitationRowsFormSchema,
  NotificationSettingsSchema,
  OrganizationGeneralSchema,
  OrganizationLogoFormSchema,
  RemoveMemberSchema,
  RevokeInvitationSchema,
  TransferOwnershipSchema,
} from "~/lib/organizations/schemas";
import {
  BULK_INVITATIONS_TITLE,
  deletionScheduledMessage,
  failureTitle,
  type InvitationRowValues,
  MEMBER_REMOVED_MESSAGE,
  ORGANIZATION_DELETED_MESSAGE,
  ORGANIZATION_PAGE_INTENTS,
  ORGANIZATION_PAGE_TOASTS,
  type OrganizationPageIntent,
  type OrganizationPageResult,
  SETTINGS_SAVED_MESSAGE,
} from "~/lib/organizations/texts";

/** What an intent did: the sentence under the toast, and where the page goes next if it moves. */
type Done = Omit<Extract<OrganizationPageResult, { ok: true }>, "ok" | "intent" | "title"> & { title?: string };
type IntentAction = (ctx: ActorContext, organizationRef: string, formData: FormData) => Promise<Done>;

const saved: Done = { message: SETTINGS_SAVED_MESSAGE };

/** The rows as typed, sent back with a refusal so that no row has to be typed again. */
function submittedInvitationRows(formData: FormData): InvitationRowValues[] {
  const column = (name: string) => formData.getAll(name).map((value) => String(value).slice(0, 500));
  const [roles, messages, expiries] = [column("role"), column("personalMessage"), column("expiresInHours")];
  return column("email")
    .slice(0, INVITATION_MAX_BATCH)
    .map((email, index) => ({
      email,
      role: roles[index] ?? "",
      personalMessage: messages[index] ?? "",
      expiresInHours: expiries[index] ?? "",
    }));
}

/** 'Add another' or 'Remove last row' without JavaScript: the rows typed so far, one more or one fewer; else null. */
export function invitationDraft(formData: FormData): InvitationRowValues[] | null {
  if (formData.get("intent") !== "invite" || !formData.has(INVITATION_ROWS_FIELD)) return null;
  const count = InvitationRowCountSchema.parse(formData.get(INVITATION_ROWS_FIELD));
  const typed = submittedInvitationRows(formData).slice(0, count);
  const empty: InvitationRowValues = { email: "", role: "", personalMessage: "", expiresInHours: "" };
  return [...typed, ...Array.from({ length: count - typed.length }, () => empty)];
}

const INTENT_ACTIONS: Record<OrganizationPageIntent, IntentAction> = {
  general: async (ctx, organizationRef, formData) => {
    const input = parseFormOrThrow(formData, OrganizationGeneralSchema);
    const updated = await updateOrganizationGeneral(ctx, organizationRef, input);
    // The slug may have changed: the page reloads at its new address and says it was saved.
    return { ...saved, redirectTo: `/dashboard/organizations/${updated.slug}?tab=general&saved=1` };
  },
  logo: async (ctx, organizationRef, formData) => {
    const { logo } = parseFormOrThrow(formData, OrganizationLogoFormSchema);
    await uploadOrganizationLogo(ctx, organizationRef, logo);
    return { message: "Your new logo is shown across the organization." };
  },
  assets: async (ctx, organizationRef, formData) => {
    const value = parseFormOrThrow(formData, AssetSettingsFormSchema);
    await updateOrganizationSettings(ctx, organizationRef, { part: "assetSettings", value });
    return saved;
  },
  compliance: async (ctx, organizationRef, formData) => {
    const value = parseFormOrThrow(formData, ComplianceSettingsSchema);
    await updateOrganizationSettings(ctx, organizationRef, { part: "complianceSettings", value });
    return saved;
  },
  notifications: async (ctx, organizationRef, formData) => {
    const value = parseFormOrThrow(formData, NotificationSettingsSchema);
    await updateOrganizationSettings(ctx, organizationRef, { part: "notificationSettings", value });
    return saved;
  },
  "change-role": async (ctx, organizationRef, formData) => {
    const { targetUserId, newRole } = parseFormOrThrow(formData, ChangeRoleSchema);
    const changed = await changeMemberRole(ctx, organizationRef, targetUserId, newRole);
    const unchanged = `${changed.fullName || changed.email} already has that role`;
    return { message: "message" in changed && changed.message ? changed.message : unchanged };
  },
  "remove-member": async (ctx, organizationRef, formData) => {
    const { targetUserId, reason } = parseFormOrThrow(formData, RemoveMemberSchema);
    await removeMember(ctx, organizationRef, targetUserId, reason);
    return { message: MEMBER_REMOVED_MESSAGE };
  },
  "transfer-ownership": async (ctx, organizationRef, formData) => {
    const { targetUserId } = parseFormOrThrow(formData, TransferOwnershipSchema);
    await transferOwnership(ctx, organizationRef, targetUserId);
    return { message: "You are now an admin of this organization." };
  },
  invite: async (ctx, organizationRef, formData) => {
    // More rows than one batch holds is refused as a whole, before any row is read.
    if (formData.getAll("email").length > INVITATION_MAX_BATCH) throw badRequest(INVITATION_MESSAGES.maxBatch);
    const { sent, errors } = await inviteMembers(
      ctx,
      organizationRef,
      parseFormOrThrow(formData, InvitationRowsFormSchema),
    );
    if (sent.length === 0) {
      // Every row was refused: a refusal with each address's reason.
      const message = errors.map((error) => `${error.email}: ${error.message}`).join("; ");
      throw new ServiceError(409, message, Object.fromEntries(errors.map((error) => [error.email, [error.message]])));
    }
    if (sent.length === 1) return { message: `Invitation sent to ${sent[0].email}`, rowErrors: errors };
    return {
      title: BULK_INVITATIONS_TITLE,
      message: `Successfully sent ${sent.length} invitation(s)`,
      rowErrors: errors,
    };
  },
  "resend-invitation": async (ctx, organizationRef, formData) => {
    const { invitationId } = parseFormOrThrow(formData, InvitationIdSchema);
    const resent = await resendInvitation(ctx, organizationRef, invitationId);
    return { message: `A new link was sent to ${resent.email}.` };
  },
  "revoke-invitation": async (ctx, organizationRef, formData) => {
    const { invitationId, reason } = parseFormOrThrow(formData, RevokeInvitationSchema);
    const revoked = await revokeInvitation(ctx, organizationRef, invitationId, reason);
    return { message: `The link sent to ${revoked.email} no longer works.` };
  },
  "schedule-deletion": async (ctx, organizationRef) => {
    const { deletionDate } = await scheduleOrganizationDeletion(ctx, organizationRef);
    return { message: deletionScheduledMessage(deletionDate) };
  },
  "cancel-deletion": async (ctx, organizationRef) => {
    await cancelOrganizationDeletion(ctx, organizationRef);
    return { message: "The organization will not be deleted." };
  },
  "delete-now": async (ctx, organizationRef, formData) => {
    const { confirmName, understood } = parseFormOrThrow(formData, DeleteNowSchema);
    await deleteOrganizationNow(ctx, organizationRef, { confirmName, understood });
    return { message: ORGANIZATION_DELETED_MESSAGE, redirectTo: "/dashboard/organizations?deleted=1" };
  },
};

/** Runs the form's intent; a refusal is an answer too (status, 001 §8 title, message, field errors). */
export async function performOrganizationPageAction(
  ctx: ActorContext,
  organizationRef: string,
  formData: FormData,
): Promise<OrganizationPageResult> {
  const parsed = z.enum(ORGANIZATION_PAGE_INTENTS).safeParse(formData.get("intent"));
  if (!parsed.success) return { ok: false, intent: null, status: 400, title: "Error", message: "Unknown action" };
  const intent = parsed.data;
  const toasts = ORGANIZATION_PAGE_TOASTS[intent];
  try {
    const done = await INTENT_ACTIONS[intent](ctx, organizationRef, formData);
    return { ok: true, intent, ...done, title: done.title ?? toasts.success };
  } catch (error) {
    const refusal = refusalOf(error);
    return {
      ok: false,
      intent,
      status: refusal.status,
      title: failureTitle(intent, refusal.message),
      message: refusal.message || toasts.fallback,
      fieldErrors: refusal.fieldErrors,
      values: intent === "invite" ? submittedInvitationRows(formData) : undefined,
      retryAfterSeconds: refusal.retryAfterSeconds,
    };
  }
}
