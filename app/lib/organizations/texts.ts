// The organisation settings page's forms (isomorphic): their intents, the answer they get, and the
// toast texts of 001 §8, written once for the server (which picks the title) and the page (which shows it).
import { formatDate } from "../platform/dates";

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

/** What every settings form gets back: a toast title, a sentence, and field errors to show in place. */
export type OrganizationPageResult =
  | {
      ok: true;
      intent: OrganizationPageIntent;
      title: string;
      message: string;
      redirectTo?: string;
      rowErrors?: { email: string; message: string }[];
      fieldErrors?: never;
      values?: never;
    }
  | {
      ok: false;
      intent: OrganizationPageIntent | null;
      status: number;
      title: string;
      message: string;
      fieldErrors?: Record<string, string[]>;
      values?: InvitationRowValues[];
      /** A rate limit's wait, answered as Retry-After (decision 018). */
      retryAfterSeconds?: number;
    };

/** An invitation row as typed, sent back with a refusal so the form keeps it. */
export type InvitationRowValues = { email: string; role: string; personalMessage: string; expiresInHours: string };

export const LOGO_MESSAGES = {
  invalid: { title: "Invalid file", description: "Please upload an image file." },
  tooLarge: { title: "File too large", description: "Please upload an image smaller than 5MB." },
  svg: {
    title: "Invalid file",
    description:
      "SVG logos are not accepted: an SVG file can contain scripts. Please upload a PNG, JPEG, GIF or WebP image.",
  },
} as const;

export const DELETE_CONFIRMATION_MESSAGES = {
  title: "Confirmation failed",
  description: "Please type the organization name exactly as shown.",
  understood: "Please confirm you understand this action cannot be undone.",
} as const;

/** Success and failure titles per form (001 §8); `fallback` is the sentence when the server gives none. */
export const ORGANIZATION_PAGE_TOASTS: Record<
  OrganizationPageIntent,
  { success: string; failure: string; fallback: string }
> = {
  general: { success: "Settings updated", failure: "Error", fallback: "Failed to update settings. Please try again." },
  logo: { success: "Logo uploaded", failure: "Upload failed", fallback: "Failed to upload logo. Please try again." },
  assets: {
    success: "Asset settings updated",
    failure: "Error",
    fallback: "Failed to update asset settings. Please try again.",
  },
  compliance: {
    success: "Compliance settings updated",
    failure: "Error",
    fallback: "Failed to update compliance settings. Please try again.",
  },
  notifications: {
    success: "Notification settings updated",
    failure: "Error",
    fallback: "Failed to update notification settings. Please try again.",
  },
  "change-role": {
    success: "Role updated",
    failure: "Failed to update role",
    fallback: "There was an error updating the member role.",
  },
  "remove-member": {
    success: "Member removed",
    failure: "Failed to remove member",
    fallback: "There was an error removing the member.",
  },
  "transfer-ownership": {
    success: "Ownership transferred",
    failure: "Failed to transfer ownership",
    fallback: "There was an error transferring ownership.",
  },
  invite: {
    success: "Invitation sent",
    failure: "Failed to send invitation",
    fallback: "There was an error sending the invitation.",
  },
  "resend-invitation": {
    success: "Invitation resent",
    failure: "Failed to resend invitation",
    fallback: "There was an error resending the invitation.",
  },
  "revoke-invitation": {
    success: "Invitation revoked",
    failure: "Failed to revoke invitation",
    fallback: "There was an error revoking the invitation.",
  },
  "schedule-deletion": {
    success: "Deletion Scheduled",
    failure: "Failed to delete organization",
    fallback: "There was an error scheduling the deletion.",
  },
  "cancel-deletion": {
    success: "Deletion cancelled",
    failure: "Failed to cancel deletion",
    fallback: "There was an error cancelling the deletion.",
  },
  "delete-now": {
    success: "Organization deleted",
    failure: "Failed to delete organization",
    fallback: "There was an error deleting the organization.",
  },
};

/** Texts of the create page (001 §8): its only failure toast. */
export const ORGANIZATION_PAGE_TEXTS = { createFailed: "Failed to create organization" } as const;

export const SETTINGS_SAVED_MESSAGE = "Your organization settings have been saved successfully.";
export const MEMBER_REMOVED_MESSAGE = "The member has been removed from the organization.";
export const BULK_INVITATIONS_TITLE = "Invitations sent";
export const ORGANIZATION_DELETED_MESSAGE = "The organization and everything in it were deleted.";

/** A failure's title: the specific one the spec gives for a known message, else the form's own. */
export function failureTitle(intent: OrganizationPageIntent | null, message: string): string {
  if (message === LOGO_MESSAGES.invalid.description || message === LOGO_MESSAGES.svg.description)
    return LOGO_MESSAGES.invalid.title;
  if (message === LOGO_MESSAGES.tooLarge.description) return LOGO_MESSAGES.tooLarge.title;
  if (message === DELETE_CONFIRMATION_MESSAGES.description || message === DELETE_CONFIRMATION_MESSAGES.understood)
    return DELETE_CONFIRMATION_MESSAGES.title;
  return intent ? ORGANIZATION_PAGE_TOASTS[intent].failure : "Error";
}

export const deletionScheduledMessage = (deletionDate: number, timeZone: string | null = null) =>
  `The organization will be deleted on ${formatDate(deletionDate, timeZone)}.`;

/**
 * The compliance tab records the organisation's policy; nothing in BoardRoom enforces these settings yet, so the
 * tab says so (every claim the product makes is true the day it is shown).
 */
export const COMPLIANCE_NOT_ENFORCED =
  "Two-factor sign-in, IP restriction, the session timeout and the password policy apply to every member " +
  "(the strictest of a member's organisations wins). Audit logging, data encryption, access logging and the " +
  "standards record your organization's policy, and the score reflects what is recorded here.";

/** Plan entitlements for features BoardRoom does not have yet: the features tab marks them as such. */
export const PLAN_FEATURES_NOT_BUILT: readonly string[] = [
  "AI summarization",
  "Advanced permissions",
  "Single sign-on",
  "White label",
];
