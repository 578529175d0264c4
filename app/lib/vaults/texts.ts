// Vault texts and constants of 001 §2.2, §2.3, §5, §8 and §9 that the constants file does not hold yet.
export const VAULT_CATEGORIES = [
  "Board Meetings",
  "Annual Reports",
  "Financial Documents",
  "Legal Documents",
  "Strategic Planning",
  "Compliance",
  "Policies",
  "Other",
] as const;

export const DIGEST_FREQUENCIES = ["instant", "daily", "weekly", "never"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** 001 §3 "Vault notification settings" with the defaults of 001 §9. */
export const VAULT_NOTIFICATION_DEFAULTS = {
  emailNotifications: true,
  newAssets: true,
  memberJoins: true,
  memberLeaves: false,
  assetDownloads: false,
  vaultExpiring: true,
  activityAlerts: true,
  mentionAlerts: true,
  digestFrequency: "daily" as DigestFrequency,
};
export type VaultNotificationSettings = typeof VAULT_NOTIFICATION_DEFAULTS;
export const VAULT_NOTIFICATION_TOGGLES = [
  ["newAssets", "New documents"],
  ["memberJoins", "Member joins"],
  ["memberLeaves", "Member leaves"],
  ["assetDownloads", "Document downloads"],
  ["vaultExpiring", "Vault expiring"],
  ["activityAlerts", "Activity alerts"],
  ["mentionAlerts", "Mentions"],
] as const;

export const VAULT_SETTINGS_TABS = [
  { id: "general", label: "General Settings" },
  { id: "access", label: "Access and Security" },
  { id: "notifications", label: "Notifications" },
  { id: "advanced", label: "Advanced" },
] as const;
export type VaultSettingsTab = (typeof VAULT_SETTINGS_TABS)[number]["id"];

/** 001 §2.2: the wizard's steps and constants (001 §9). */
export const WIZARD_STEPS = [
  "Select Organization",
  "Include Assets",
  "Invite BoardMates",
  "Review and Create",
] as const;
export const WIZARD_LAST_STEP = WIZARD_STEPS.length - 1;
export const WIZARD_ORGANIZATION_BANNER_MS = 5_000;
export const WIZARD_CREATED_HINT_MS = 60_000;
export const WIZARD_ASSET_LIMIT = 50;
export const WIZARD_ASSET_TAGS_SHOWN = 3;
export const WIZARD_REVIEW_FILES_SHOWN = 3;
export const ACCESS_CODE_COPIED_MS = 2_000;
/** How often one person's opening of a vault counts as a new access (the access statistics). */
export const VAULT_ACCESS_COUNT_INTERVAL_MS = 60_000;
/** How long a vault invitation stays open (001 §4: 7 days in the optimistic copy). */
export const VAULT_INVITATION_EXPIRY_MS = 7 * 24 * 3_600_000;
export const VAULT_RECENT_ACTIVITY_SHOWN = 20;

export const WIZARD_MESSAGES = {
  nameRequired: "Vault name is required",
  organizationRequired: "Please select or create an organization",
  ready: "Ready to create vault",
  organizationCreateFailed: "Failed to create organization",
  boardMateRequired: "Email and full name are required",
  boardMateTwice: "This person is already in the list",
  uploadedAndSelected: "Document uploaded and selected for this vault",
} as const;

export const VAULT_TEXTS = {
  expiryInPast: "Expiration date cannot be in the past",
  accessCodeFormat: "Access code must be 8 uppercase letters or digits",
  requireInvitationWhilePublic: "Require Invitation is off while Public Access is on",
  deleteConfirmMismatch: "Type the vault name exactly to delete it",
  newOwnerRequired: "New owner email is required",
  newOwnerNotMember: "The new owner must be an active member of the organization",
  alreadyOwner: "That person already owns this vault",
  ownerRoleFixed: "The owner's role changes only by transferring ownership",
  notOrganizationMember: "BoardMates must be active members of the organization",
  assetsNotYours: "Only documents you uploaded can be included",
  alreadyMember: "Already a member of this vault",
  alreadyInvited: "Already invited to this vault",
  invitationNotFound: "Invitation not found",
  invitationClosed: "This invitation is no longer open",
  nothingChanged: "Nothing changed",
  saved: "Settings saved",
  vaultCreated: "Vault created",
  archived: "Vault Archived",
  archivedBody: "The vault is now read-only.",
  restored: "Vault Restored",
  restoredBody: "The vault is now active.",
  exported: "Export Complete",
  transferred: "Ownership transferred",
  deleted: "Vault Deleted",
  actionFailed: "Failed to update vault status. Please try again.",
  exportFailed: "Failed to export vault data. Please try again.",
  transferFailed: "Failed to transfer ownership. Please try again.",
  deleteFailed: "Failed to delete vault. Please try again.",
  memberAdded: "Member added",
  memberRemoved: "Member removed",
  roleUpdated: "Role updated",
  invitationSent: "Invitation sent",
  invitationAccepted: "Invitation accepted",
  invitationRejected: "Invitation rejected",
  invitationDeleted: "Invitation deleted",
} as const;

/** The export's file name (001 §7): vault-{name with spaces replaced by dashes}-export.zip. */
export function vaultExportFileName(name: string): string {
  return `vault-${name.replace(/ /g, "-")}-export.zip`;
}

/** 001 §2.2: the review lists 3 file names then '+N more'. */
export function reviewFileNames(names: string[]): { shown: string[]; more: string | null } {
  const shown = names.slice(0, WIZARD_REVIEW_FILES_SHOWN);
  const rest = names.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}
