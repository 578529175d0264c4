// The vault forms' choices, derived once here rather than at the top of the components: a component module with
// top-level calls can't be dropped from a page that loads it on its own (decision 037).
import { STORED_VAULT_STATUSES, VAULT_PRIORITIES } from "./constants";
import { ASSIGNABLE_VAULT_ROLES, VAULT_ROLE_LABELS } from "./roles";
import { DIGEST_FREQUENCIES, VAULT_CATEGORIES } from "./texts";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const optionsOf = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

export const VAULT_STATUS_OPTIONS = optionsOf(STORED_VAULT_STATUSES, capitalise);
export const VAULT_PRIORITY_OPTIONS = optionsOf(VAULT_PRIORITIES, capitalise);
export const VAULT_CATEGORY_OPTIONS = optionsOf(VAULT_CATEGORIES);
export const VAULT_DIGEST_OPTIONS = optionsOf(DIGEST_FREQUENCIES, capitalise);
export const VAULT_ROLE_OPTIONS = ASSIGNABLE_VAULT_ROLES.map((role) => ({
  value: role,
  label: VAULT_ROLE_LABELS[role],
}));
