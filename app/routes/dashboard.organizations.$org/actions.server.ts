// The organisation settings page's forms: each posts an `intent`, and each intent is one small function that
// parses its form with the form's schema and calls one service. The answer names the 001 §8 toast titles.
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
import { INVITATION_MAX_BATCH, INVITATION_MESSAGES } from "~/lib/organizations/constants";
import {
  AssetSettingsFormSchema,
  ChangeRoleSchema,
  ComplianceSettingsSchema,
  DeleteNowSchema,
  InvitationIdSchema,
  InvitationRowSchema,
  NotificationSettingsSchema,
  OrganizationGeneralSchema,
  OrganizationLogoFormSchema,
  RemoveMemberSchema,
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

async function saveGeneral(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const input = parseFormOrThrow(formData, OrganizationGeneralSchema);
  const updated = await updateOrganizationGeneral(ctx, organizationRef, input);
  // The slug may have changed: the page reloads at its new address and says it was saved.
  return { ...saved, redirectTo: `/dashboard/organizations/${updated.slug}?tab=general&saved=1` };
}

async function uploadLogo(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const { logo } = parseFormOrThrow(formData, OrganizationLogoFormSchema);
  await uploadOrganizationLogo(ctx, organizationRef, logo);
  return { message: "Your new logo is shown across the organization." };
}

async function saveAssets(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const value = parseFormOrThrow(formData, AssetSettingsFormSchema);
  await updateOrganizationSettings(ctx, organizationRef, { part: "assetSettings", value });
  return saved;
}

async function saveCompliance(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const value = parseFormOrThrow(formData, ComplianceSettingsSchema);
  await updateOrganizationSettings(ctx, organizationRef, { part: "complianceSettings", value });
  return saved;
}

async function saveNotifications(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const value = parseFormOrThrow(formData, NotificationSettingsSchema);
  await updateOrganizationSettings(ctx, organizationRef, { part: "notificationSettings", value });
  return saved;
}

async function changeRole(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const { targetUserId, newRole } = parseFormOrThrow(formData, ChangeRoleSchema);
  const changed = await changeMemberRole(ctx, organizationRef, targetUserId, newRole);
  return {
    message:
      "message" in changed && changed.message
        ? changed.message
        : `${changed.fullName || changed.email} already has that role`,
  };
}

async function removeOne(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const { targetUserId, reason } = parseFormOrThrow(formData, RemoveMemberSchema);
  await removeMember(ctx, organizationRef, targetUserId, reason);
  return { message: MEMBER_REMOVED_MESSAGE };
}

async function handOver(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const { targetUserId } = parseFormOrThrow(formData, TransferOwnershipSchema);
  await transferOwnership(ctx, organizationRef, targetUserId);
  return { message: "You are now an admin of this organization." };
}

/** The invite form's rows (1–10): parallel fields email[i], role[i], personalMessage[i], expiresInHours[i]. */
function parseInvitationRows(formData: FormData) {
  const emails = formData.getAll("email").map(String);
  if (emails.length > INVITATION_MAX_BATCH) throw badRequest(INVITATION_MESSAGES.maxBatch);
  const roles = formData.getAll("role").map(String);
  const messages = formData.getAll("personalMessage").map(String);
  const expiries = formData.getAll("expiresInHours").map(String);
  const rows = [];
  const fieldErrors: Record<string, string[]> = {};
  for (let i = 0; i < emails.length; i++) {
    if (!emails[i].trim() && emails.length > 1) continue; // blank extra rows are ignored
    const parsed = InvitationRowSchema.safeParse({
      email: emails[i],
      role: roles[i] ?? "",
      personalMessage: messages[i] || undefined,
      expiresInHours: expiries[i] || undefined,
    });
    if (parsed.success) rows.push(parsed.data);
    else
      for (const issue of parsed.error.issues) {
        const name = `${String(issue.path[0])}[${i}]`;
        fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
      }
  }
  if (Object.keys(fieldErrors).length > 0) throw badRequest(Object.values(fieldErrors)[0][0], fieldErrors);
  if (rows.length === 0)
    throw badRequest(INVITATION_MESSAGES.emailRequired, { "email[0]": [INVITATION_MESSAGES.emailRequired] });
  return rows;
}

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

async function invite(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const result = await inviteMembers(ctx, organizationRef, parseInvitationRows(formData));
  if (result.sent.length === 0) {
    // Every row was refused: a refusal with each address's reason.
    const message = result.errors.map((error) => `${error.email}: ${error.message}`).join("; ");
    const fieldErrors = Object.fromEntries(result.errors.map((error) => [error.email, [error.message]]));
    throw new ServiceError(409, message, fieldErrors);
  }
  if (result.sent.length === 1)
    return { message: `Invitation sent to ${result.sent[0].email}`, rowErrors: result.errors };
  return {
    title: BULK_INVITATIONS_TITLE,
    message: `Successfully sent ${result.sent.length} invitation(s)`,
    rowErrors: result.errors,
  };
}

async function resend(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const { invitationId } = parseFormOrThrow(formData, InvitationIdSchema);
  const resent = await resendInvitation(ctx, organizationRef, invitationId);
  return { message: `A new link was sent to ${resent.email}.` };
}

async function revoke(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const { invitationId } = parseFormOrThrow(formData, InvitationIdSchema);
  const revoked = await revokeInvitation(ctx, organizationRef, invitationId);
  return { message: `The link sent to ${revoked.email} no longer works.` };
}

async function scheduleDeletion(ctx: ActorContext, organizationRef: string): Promise<Done> {
  const { deletionDate } = await scheduleOrganizationDeletion(ctx, organizationRef);
  return { message: deletionScheduledMessage(deletionDate) };
}

async function cancelDeletion(ctx: ActorContext, organizationRef: string): Promise<Done> {
  await cancelOrganizationDeletion(ctx, organizationRef);
  return { message: "The organization will not be deleted." };
}

async function deleteNow(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<Done> {
  const { confirmName, understood } = parseFormOrThrow(formData, DeleteNowSchema);
  await deleteOrganizationNow(ctx, organizationRef, { confirmName, understood });
  return { message: ORGANIZATION_DELETED_MESSAGE, redirectTo: "/dashboard/organizations?deleted=1" };
}

const INTENT_ACTIONS: Record<OrganizationPageIntent, IntentAction> = {
  general: saveGeneral,
  logo: uploadLogo,
  assets: saveAssets,
  compliance: saveCompliance,
  notifications: saveNotifications,
  "change-role": changeRole,
  "remove-member": removeOne,
  "transfer-ownership": handOver,
  invite,
  "resend-invitation": resend,
  "revoke-invitation": revoke,
  "schedule-deletion": scheduleDeletion,
  "cancel-deletion": cancelDeletion,
  "delete-now": deleteNow,
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
    };
  }
}
