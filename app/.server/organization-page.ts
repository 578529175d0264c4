// The organisation settings page's forms: each posts an `intent`; this turns a form into one service call.
import { z } from "zod";
import { ASSIGNABLE_ROLES } from "../lib/roles";
import { InvitationRowSchema } from "../lib/schemas/invitations";
import {
  AssetSettingsSchema,
  ComplianceSettingsSchema,
  DeleteOrganizationSchema,
  NotificationSettingsSchema,
  OrganizationGeneralSchema,
} from "../lib/schemas/organization-settings";
import { INVITATION_MAX_BATCH, INVITATION_MESSAGES } from "../lib/constants";
import type { ActorContext } from "./context";
import { ServiceError, badRequest } from "./errors";
import { parseFormOrThrow } from "./form-parsing";
import { inviteMembers, resendInvitation, revokeInvitation } from "./invitations";
import { changeMemberRole, removeMember, transferOwnership } from "./members";
import { cancelOrganizationDeletion, deleteOrganizationNow, scheduleOrganizationDeletion } from "./organization-deletion";
import { updateOrganizationGeneral, updateOrganizationSettings, uploadOrganizationLogo } from "./organization-settings";

export const ORGANIZATION_PAGE_INTENTS = [
  "general",
  "logo",
  "assets",
  "compliance",
  "notifications",
  "change-role",
  "remove-member",
  "transfer-ownership",
  "invite",
  "resend-invitation",
  "revoke-invitation",
  "schedule-deletion",
  "cancel-deletion",
  "delete-now",
] as const;
export type OrganizationPageIntent = (typeof ORGANIZATION_PAGE_INTENTS)[number];

export type OrganizationPageResult =
  | { ok: true; intent: OrganizationPageIntent; message: string; redirectTo?: string; rowErrors?: { email: string; message: string }[] }
  | { ok: false; intent: OrganizationPageIntent | null; status: number; message: string; fieldErrors?: Record<string, string[]> };

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
    const parsed = InvitationRowSchema.safeParse({ email: emails[i], role: roles[i] ?? "", personalMessage: messages[i] || undefined, expiresInHours: expiries[i] || undefined });
    if (parsed.success) rows.push(parsed.data);
    else for (const issue of parsed.error.issues) (fieldErrors[`${String(issue.path[0])}[${i}]`] ??= []).push(issue.message);
  }
  if (Object.keys(fieldErrors).length > 0) throw badRequest(Object.values(fieldErrors)[0][0], fieldErrors);
  if (rows.length === 0) throw badRequest(INVITATION_MESSAGES.emailRequired, { "email[0]": [INVITATION_MESSAGES.emailRequired] });
  return rows;
}

export async function performOrganizationPageAction(ctx: ActorContext, organizationRef: string, formData: FormData): Promise<OrganizationPageResult> {
  const intent = z.enum(ORGANIZATION_PAGE_INTENTS).safeParse(formData.get("intent"));
  if (!intent.success) return { ok: false, intent: null, status: 400, message: "Unknown action" };
  const done = (message: string, extra: Partial<Extract<OrganizationPageResult, { ok: true }>> = {}): OrganizationPageResult => ({ ok: true, intent: intent.data, message, ...extra });
  try {
    switch (intent.data) {
      case "general": {
        const updated = await updateOrganizationGeneral(ctx, organizationRef, parseFormOrThrow(formData, OrganizationGeneralSchema));
        return done("Your organization settings have been saved successfully.", { redirectTo: `/dashboard/organizations/${updated.slug}?tab=general` });
      }
      case "logo": {
        const file = formData.get("logo");
        await uploadOrganizationLogo(ctx, organizationRef, file instanceof File ? file : null);
        return done("Logo uploaded");
      }
      case "assets": {
        // Categories arrive one per line (a textarea works without JavaScript).
        const categories = String(formData.get("categories") ?? "")
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean);
        formData.delete("categories");
        categories.forEach((category, index) => formData.set(`categories[${index}]`, category));
        const value = parseFormOrThrow(formData, AssetSettingsSchema.extend({ categories: AssetSettingsSchema.shape.categories.default([]) }));
        await updateOrganizationSettings(ctx, organizationRef, { part: "assetSettings", value });
        return done("Asset settings updated");
      }
      case "compliance":
        await updateOrganizationSettings(ctx, organizationRef, { part: "complianceSettings", value: parseFormOrThrow(formData, ComplianceSettingsSchema) });
        return done("Compliance settings updated");
      case "notifications":
        await updateOrganizationSettings(ctx, organizationRef, { part: "notificationSettings", value: parseFormOrThrow(formData, NotificationSettingsSchema) });
        return done("Notification settings updated");
      case "change-role": {
        const input = parseFormOrThrow(formData, TargetSchema.extend({ newRole: z.enum(ASSIGNABLE_ROLES, { error: "Invalid role" }) }));
        const changed = await changeMemberRole(ctx, organizationRef, input.targetUserId, input.newRole);
        return done("message" in changed && changed.message ? changed.message : "Role updated");
      }
      case "remove-member": {
        const input = parseFormOrThrow(formData, TargetSchema.extend({ reason: z.string().max(500).optional() }));
        await removeMember(ctx, organizationRef, input.targetUserId, input.reason);
        return done("The member has been removed from the organization.");
      }
      case "transfer-ownership": {
        const input = parseFormOrThrow(formData, TargetSchema);
        await transferOwnership(ctx, organizationRef, input.targetUserId);
        return done("Ownership transferred");
      }
      case "invite": {
        const result = await inviteMembers(ctx, organizationRef, parseInvitationRows(formData));
        if (result.sent.length === 0) return { ok: false, intent: intent.data, status: 409, message: "Failed to send invitation", fieldErrors: Object.fromEntries(result.errors.map((error) => [error.email, [error.message]])) };
        const message = result.sent.length === 1 ? `Invitation sent to ${result.sent[0].email}` : `Successfully sent ${result.sent.length} invitation(s)`;
        return done(message, { rowErrors: result.errors });
      }
      case "resend-invitation":
        await resendInvitation(ctx, organizationRef, parseFormOrThrow(formData, InvitationIdSchema).invitationId);
        return done("Invitation resent");
      case "revoke-invitation":
        await revokeInvitation(ctx, organizationRef, parseFormOrThrow(formData, InvitationIdSchema).invitationId);
        return done("Invitation revoked");
      case "schedule-deletion": {
        const { deletionDate } = await scheduleOrganizationDeletion(ctx, organizationRef);
        return done(`The organization will be deleted on ${new Date(deletionDate).toUTCString().slice(0, 16)}.`);
      }
      case "cancel-deletion":
        await cancelOrganizationDeletion(ctx, organizationRef);
        return done("Deletion cancelled");
      case "delete-now": {
        const input = parseFormOrThrow(formData, DeleteOrganizationSchema);
        await deleteOrganizationNow(ctx, organizationRef, { confirmName: input.confirmName, understood: input.understood });
        return done("Organization deleted", { redirectTo: "/dashboard/organizations" });
      }
    }
  } catch (error) {
    if (error instanceof ServiceError) return { ok: false, intent: intent.data, status: error.status, message: error.message, fieldErrors: error.fieldErrors };
    throw error;
  }
}
