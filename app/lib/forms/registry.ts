// Every form the browser checks as it is filled in, by name. A schema loads after hydration (a dynamic
// import), so zod and the schemas stay out of a page's first load (issue 9); the HTML constraints that the
// server and the first render need are in constraints.generated.ts, which `npm run lint` keeps in step.
const assets = () => import("../assets/schemas");
const auth = () => import("../auth/schemas");
const committees = () => import("../committees/schemas");
const organizations = () => import("../organizations/schemas");
const empty = () => import("./empty-schema");

export const FORM_SCHEMAS = {
  signIn: () => auth().then((m) => m.SignInSchema),
  signUp: () => auth().then((m) => m.SignUpSchema),
  forgotPassword: () => auth().then((m) => m.ForgotPasswordSchema),
  resetPassword: () => auth().then((m) => m.ResetPasswordSchema),
  changePassword: () => auth().then((m) => m.ChangePasswordSchema),
  updateProfile: () => auth().then((m) => m.UpdateProfileSchema),
  deleteAccount: () => auth().then((m) => m.DeleteAccountSchema),
  createApiToken: () => auth().then((m) => m.CreateApiTokenSchema),
  revokeApiToken: () => auth().then((m) => m.RevokeApiTokenSchema),
  revokeSession: () => auth().then((m) => m.RevokeSessionSchema),
  noFields: () => empty().then((m) => m.NoFieldsSchema),
  committee: () => committees().then((m) => m.CommitteeSchema),
  assetMetadata: () => assets().then((m) => m.AssetMetadataSchema),
  shareAsset: () => assets().then((m) => m.ShareAssetSchema),
  createOrganization: () => organizations().then((m) => m.CreateOrganizationSchema),
  organizationGeneral: () => organizations().then((m) => m.OrganizationGeneralSchema),
  organizationLogo: () => organizations().then((m) => m.OrganizationLogoFormSchema),
  assetSettings: () => organizations().then((m) => m.AssetSettingsFormSchema),
  complianceSettings: () => organizations().then((m) => m.ComplianceSettingsSchema),
  notificationSettings: () => organizations().then((m) => m.NotificationSettingsSchema),
  deleteNow: () => organizations().then((m) => m.DeleteNowSchema),
  removeMember: () => organizations().then((m) => m.RemoveMemberSchema),
  transferOwnership: () => organizations().then((m) => m.TransferOwnershipSchema),
  invitationRows: () => organizations().then((m) => m.InvitationRowsFormSchema),
};

export type FormName = keyof typeof FORM_SCHEMAS;
export type FormSchema<Name extends FormName> = Awaited<ReturnType<(typeof FORM_SCHEMAS)[Name]>>;
