// Organisations, members and invitations: spec constants and texts (001 §5, §9), written once.
import { IMAGE_FILE_TYPES } from "../platform/file-types";

// Organisations (001 §5, §9).
export const INVITATION_EXPIRY_CHOICES = [24, 48, 72, 168] as const;
export const INVITATION_DEFAULT_EXPIRY_HOURS = 72;
export const INVITATION_MAX_HOURS = 168;
export const INVITATION_MAX_BATCH = 10;
/**
 * Without JavaScript, 'Add another' and 'Remove last row' post the rows typed so far under this field, with the
 * number of rows wanted: the page comes back with them (a number out of range keeps one row).
 */
export const INVITATION_ROWS_FIELD = "rows";
export const INVITATION_MAX_ATTEMPTS = 5;
/** The invitations tab lists this many pending invitations and this much history, newest first. */
export const INVITATIONS_PENDING_SHOWN = 500;
export const INVITATIONS_HISTORY_SHOWN = 100;
export const ORGANIZATION_DELETION_DAYS = 30;
export const LOGO_MAX_BYTES = 5_242_880;
/** A logo is a raster image (docs/decisions/020): SVG can carry scripts and is refused. */
export const LOGO_FILE_TYPES = IMAGE_FILE_TYPES;
export const MEMBERS_PAGE_SIZE = 20;
/** The organisation overview names this many people; Boardmates lists them all. */
export const OVERVIEW_PEOPLE_SHOWN = 20;
export const ORGANIZATIONS_PAGE_SIZE = 20;

export const INVITATION_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  roleRequired: "Please select a role",
  cannotInviteOwner: "Cannot invite as owner",
  invalidRole: "Invalid role",
  messageTooLong: "Message must be less than 500 characters",
  expiryMin: "Must be at least 1 hour",
  expiryMax: "Cannot exceed 168 hours (1 week)",
  maxBatch: "Maximum of 10 invitations can be sent at once.",
  alreadyMember: "Already a member of this organization",
  alreadyInvited: "An invitation is already pending for this email",
  notFound: "This invitation link is not valid.",
  expired: "This invitation has expired. Ask for a new one.",
  revoked: "This invitation was revoked.",
  used: "This invitation has already been used.",
  tooManyAttempts: "This invitation is locked after too many attempts. Ask for a new one.",
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that email to accept it.`,
  sendFailed: "The invitation email could not be sent. Please try again.",
  /** Invite time: active members plus pending invitations may not exceed the plan's max_members. */
  memberLimit: (max: number) => `Your plan allows ${max} members. Upgrade to invite more.`,
  /** Accept time (the invitee's page): the organisation has no seat left. */
  organizationFull: (organizationName: string, max: number) =>
    `${organizationName} already has the ${max} members its plan allows. ` +
    "Ask the person who invited you to upgrade the plan or free a seat.",
  organizationArchived: (organizationName: string) =>
    `${organizationName} is archived and takes no new members. Ask the person who invited you to restore it.`,
} as const;

// Organisations (001 §5).
export const ORGANIZATION_MESSAGES = {
  nameMin: "Organization name must be at least 2 characters",
  nameMax: "Organization name must be less than 100 characters",
  descriptionMax: "Description must be less than 500 characters",
  slugTaken: "This slug is already taken",
  notFound: "Organization not found",
  /** A stale target on an organisation the actor can see: the page tells these apart from notFound. */
  memberNotFound: "Member not found",
  invitationNotFound: "Invitation not found",
  demoSlugLocked: "The demo organization's slug can't be changed.",
  archived: "This organization is archived. Restore it to make changes.",
  demoCannotBeDeleted: "The demo organization can't be deleted; reset it instead.",
  demoCannotBeArchived: "The demo organization can't be archived",
  ownershipNeedsActiveMember: "Ownership can only be transferred to an active member.",
  logoUploadFailed: "Failed to upload logo. Please try again.",
} as const;

// Boardmates (001 §1): fellow members across your organisations, per page.
export const BOARDMATES_PAGE_SIZE = 50;
