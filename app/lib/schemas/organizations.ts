// The organisation create schema lives with the general-settings rules it shares (one copy of each rule).
export { CreateOrganizationSchema, type CreateOrganizationInput } from "./organization-settings";
