// The organisation settings page's forms: each posts an `intent`; this turns a form into one service call.
import { z } from "zod";
import {
  cancelOrganizationDeletion,
  deleteOrganizationNow,
  scheduleOrganizationDeletion,
} from "../../.server/organizations/deletion";
import { inviteMembers, resendInvitation, revokeInvitation } from "../../.server/organizations/invitations";
import { changeMemberRole, removeMember, transferOwnership } from "../../.server/organizations/members";
import {
  updateOrganizationGeneral,
  updateOrganizationSettings,
  uploadOrganizationLogo,
} from "../../.server/organizations/settings";
import type { ActorContext } from "../../.server/platform/context";
import { badRequest, ServiceError } from "../../.server/platform/errors";
import { parseFormOrThrow } from "../../.server/platform/form-parsing";
import { INVITATION_MAX_BATCH, INVITATION_MESSAGES } from "../../lib/organizations/constants";
import { ASSIGNABLE_ROLES } from "../../lib/organizations/roles";
import {
  AssetSettingsSchema,
  ComplianceSettingsSchema,
  DeleteNowSchema,
  InvitationRowSchema,
  NotificationSettingsSchema,
  OrganizationGeneralSchema,
} from "../../lib/organizations/schemas";
import {
  BULK_INVITATIONS_TITLE,
  deletionScheduledMessage,
  failureTitle,
  type InvitationRowValues,
  MEMBER_REMOVED_MESSAGE,
  ORGANIZATION_DELETED_MESSAGE,
  ORGANIZATION_PAGE_INTENTS,
  ORGANIZATION_PAGE_TOASTS,
  type OrganizationPageResult,
  SETTINGS_SAVED_MESSAGE,
} from "../../lib/organizations/texts";

const TargetSchema = z.object({ targetUserId: z.string().min(1).max(100) });
const InvitationIdSchema = z.object({ invitationId: z.string().min(1).max(100) });

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

export async function performOrganizationPageAction(
  ctx: ActorContext,
  organizationRef: string,
  formData: FormData,
): Promise<OrganizationPageResult> {
  const intent = z.enum(ORGANIZATION_PAGE_INTENTS).safeParse(formData.get("intent"));
  if (!intent.success) return { ok: false, intent: null, status: 400, title: "Error", message: "Unknown action" };
  const toasts = ORGANIZATION_PAGE_TOASTS[intent.data];
  const done = (
    message: string,
    extra: Partial<Extract<OrganizationPageResult, { ok: true }>> = {},
  ): OrganizationPageResult => ({ ok: true, intent: intent.data, title: toasts.success, message, ...extra });
  try {
    switch (intent.data) {
      case "general": {
        const updated = await updateOrganizationGeneral(
          ctx,
          organizationRef,
          parseFormOrThrow(formData, OrganizationGeneralSchema),
        );
        // The slug may have changed: the page reloads at its new address and says it was saved.
        return done(SETTINGS_SAVED_MESSAGE, {
          redirectTo: `/dashboard/organizations/${updated.slug}?tab=general&saved=1`,
        });
      }
      case "logo": {
        const file = formData.get("logo");
        await uploadOrganizationLogo(ctx, organizationRef, file instanceof File ? file : null);
        return done("Your new logo is shown across the organization.");
      }
      case "assets": {
        // Categories arrive one per line (a textarea works without JavaScript).
        const categories = String(formData.get("categories") ?? "")
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean);
        formData.delete("categories");
        for (const [index, category] of categories.entries()) formData.set(`categories[${index}]`, category);
        const value = parseFormOrThrow(
          formData,
          AssetSettingsSchema.extend({ categories: AssetSettingsSchema.shape.categories.default([]) }),
        );
        await updateOrganizationSettings(ctx, organizationRef, { part: "assetSettings", value });
        return done(SETTINGS_SAVED_MESSAGE);
      }
      case "compliance":
        await updateOrganizationSettings(ctx, organizationRef, {
          part: "complianceSettings",
          value: parseFormOrThrow(formData, ComplianceSettingsSchema),
        });
        return done(SETTINGS_SAVED_MESSAGE);
      case "notifications":
        await updateOrganizationSettings(ctx, organizationRef, {
          part: "notificationSettings",
          value: parseFormOrThrow(formData, NotificationSettingsSchema),
        });
        return done(SETTINGS_SAVED_MESSAGE);
      case "change-role": {
        const input = parseFormOrThrow(
          formData,
          TargetSchema.extend({ newRole: z.enum(ASSIGNABLE_ROLES, { error: "Invalid role" }) }),
        );
        const changed = await changeMemberRole(ctx, organizationRef, input.targetUserId, input.newRole);
        return done(
          "message" in changed && changed.message
            ? changed.message
            : `${changed.fullName || changed.email} already has that role`,
        );
      }
      case "remove-member": {
        const input = parseFormOrThrow(formData, TargetSchema.extend({ reason: z.string().max(500).optional() }));
        await removeMember(ctx, organizationRef, input.targetUserId, input.reason);
        return done(MEMBER_REMOVED_MESSAGE);
      }
      case "transfer-ownership": {
        const input = parseFormOrThrow(formData, TargetSchema);
        await transferOwnership(ctx, organizationRef, input.targetUserId);
        return done("You are now an admin of this organization.");
      }
      case "invite": {
        const result = await inviteMembers(ctx, organizationRef, parseInvitationRows(formData));
        if (result.sent.length === 0) {
          const message = result.errors.map((error) => `${error.email}: ${error.message}`).join("; ");
          return {
            ok: false,
            intent: intent.data,
            status: 409,
            title: toasts.failure,
            message,
            fieldErrors: Object.fromEntries(result.errors.map((error) => [error.email, [error.message]])),
            values: submittedInvitationRows(formData),
          };
        }
        if (result.sent.length === 1)
          return done(`Invitation sent to ${result.sent[0].email}`, { rowErrors: result.errors });
        return {
          ...done(`Successfully sent ${result.sent.length} invitation(s)`, { rowErrors: result.errors }),
          title: BULK_INVITATIONS_TITLE,
        } as OrganizationPageResult;
      }
      case "resend-invitation": {
        const resent = await resendInvitation(
          ctx,
          organizationRef,
          parseFormOrThrow(formData, InvitationIdSchema).invitationId,
        );
        return done(`A new link was sent to ${resent.email}.`);
      }
      case "revoke-invitation": {
        const revoked = await revokeInvitation(
          ctx,
          organizationRef,
          parseFormOrThrow(formData, InvitationIdSchema).invitationId,
        );
        return done(`The link sent to ${revoked.email} no longer works.`);
      }
      case "schedule-deletion": {
        const { deletionDate } = await scheduleOrganizationDeletion(ctx, organizationRef);
        return done(deletionScheduledMessage(deletionDate));
      }
      case "cancel-deletion":
        await cancelOrganizationDeletion(ctx, organizationRef);
        return done("The organization will not be deleted.");
      case "delete-now": {
        const input = parseFormOrThrow(formData, DeleteNowSchema);
        await deleteOrganizationNow(ctx, organizationRef, {
          confirmName: input.confirmName,
          understood: input.understood,
        });
        return done(ORGANIZATION_DELETED_MESSAGE, { redirectTo: "/dashboard/organizations?deleted=1" });
      }
    }
  } catch (error) {
    if (error instanceof ServiceError) {
      // A refused invitation batch comes back with what was typed, so no row has to be typed again.
      const values = intent.data === "invite" ? submittedInvitationRows(formData) : undefined;
      return {
        ok: false,
        intent: intent.data,
        status: error.status,
        title: failureTitle(intent.data, error.message),
        message: error.message || toasts.fallback,
        fieldErrors: error.fieldErrors,
        values,
      };
    }
    throw error;
  }
}
