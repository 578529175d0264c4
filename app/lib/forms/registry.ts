// Every form the browser checks as it is filled in: its name and where its schema is (a module under app/lib
// and the export). `npm run format` writes one module per form into ./generated/ (its name, its schema as a
// dynamic import, its HTML constraints) and `npm run lint` keeps them in step; pages import those, so zod and
// the schemas stay out of a page's first load and a page bundles only the forms it uses (decisions 027, 031).
export const FORM_REGISTRY = {
  signIn: ["auth/schemas", "SignInSchema"],
  signUp: ["auth/schemas", "SignUpSchema"],
  forgotPassword: ["auth/schemas", "ForgotPasswordSchema"],
  resetPassword: ["auth/schemas", "ResetPasswordSchema"],
  changePassword: ["auth/schemas", "ChangePasswordSchema"],
  deleteAccount: ["auth/schemas", "DeleteAccountSchema"],
  createApiToken: ["auth/schemas", "CreateApiTokenSchema"],
  revokeApiToken: ["auth/schemas", "RevokeApiTokenSchema"],
  revokeSession: ["auth/schemas", "RevokeSessionSchema"],
  noFields: ["forms/empty-schema", "NoFieldsSchema"],
  // Two-factor sign-in and the forced new password (issue 13, slice F).
  twoFactorSignIn: ["auth/two-factor-schemas", "TwoFactorSignInSchema"],
  twoFactorCode: ["auth/two-factor-schemas", "TwoFactorCodeSchema"],
  newPassword: ["auth/two-factor-schemas", "NewPasswordSchema"],
  // Slice B (s22): a person without an account accepts an invitation with a name and a password.
  invitationSignUp: ["organizations/invitation-sign-up", "InvitationSignUpSchema"],
  committee: ["committees/schemas", "CommitteeSchema"],
  // Slice G: profile, preferences and feedback.
  profile: ["profile/schemas", "ProfileSchema"],
  avatar: ["profile/schemas", "AvatarSchema"],
  preferences: ["profile/schemas", "PreferencesSchema"],
  feedback: ["feedback/schemas", "FeedbackSchema"],
  boardPack: ["board-packs/schemas", "BoardPackSchema"],
  meeting: ["meetings/schemas", "MeetingSchema"],
  assetMetadata: ["assets/schemas", "AssetMetadataSchema"],
  shareAsset: ["assets/schemas", "ShareAssetSchema"],
  createOrganization: ["organizations/schemas", "CreateOrganizationSchema"],
  organizationGeneral: ["organizations/schemas", "OrganizationGeneralSchema"],
  organizationLogo: ["organizations/schemas", "OrganizationLogoFormSchema"],
  assetSettings: ["organizations/schemas", "AssetSettingsFormSchema"],
  complianceSettings: ["organizations/schemas", "ComplianceSettingsSchema"],
  notificationSettings: ["organizations/schemas", "NotificationSettingsSchema"],
  deleteNow: ["organizations/schemas", "DeleteNowSchema"],
  removeMember: ["organizations/schemas", "RemoveMemberSchema"],
  transferOwnership: ["organizations/schemas", "TransferOwnershipSchema"],
  vaultGeneralSettings: ["vaults/schemas", "GeneralSettingsFormSchema"],
  vaultAccessSettings: ["vaults/schemas", "AccessSettingsFormSchema"],
  vaultNotificationSettings: ["vaults/schemas", "NotificationSettingsFormSchema"],
  vaultInvite: ["vaults/schemas", "VaultInviteSchema"],
  addVaultMember: ["vaults/schemas", "AddVaultMemberSchema"],
  transferVault: ["vaults/schemas", "TransferVaultOwnershipSchema"],
  deleteVault: ["vaults/schemas", "DeleteVaultSchema"],
  agendaItem: ["meetings/agenda-schemas", "AgendaItemSchema"],
  // Members or a guest (either one): no field is required on its own; the server says which is missing.
  inviteParticipants: ["meetings/participant-schemas", "InviteParticipantsSchema", { constraints: false }],
  // One form for every step and button: what it asks depends on the button, so its inputs carry their own.
  vaultWizardStep: ["vaults/schemas", "WizardStepFormSchema", { constraints: false }],
  // Parallel row fields behind a preprocess step: no constraints to derive; its inputs carry their own.
  invitationRows: ["organizations/schemas", "InvitationRowsFormSchema", { constraints: false }],
  // A deadline read in the zone sent beside it (an object-level step): its inputs carry their own constraints.
  resolution: ["meetings/vote-schemas", "ResolutionSchema", { constraints: false }],
  minutesContent: ["meetings/minutes-schemas", "MinutesContentSchema"],
  minutesComment: ["meetings/minutes-schemas", "MinutesCommentSchema"],
  actionItem: ["meetings/action-item-schemas", "ActionItemSchema"],
  decision: ["analytics/schemas", "DecisionSchema"],
  notificationPreferences: ["notifications/preference-schemas", "NotificationPreferencesSchema"],
} as const satisfies Record<string, readonly [string, string, { constraints: false }?]>;
