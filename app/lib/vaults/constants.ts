// Vault constants of 001 §3, §4, §5 and §9. Spec texts live once, here.
export const VAULT_STATUSES = ["draft", "active", "archived", "expired"] as const;
export type VaultStatus = (typeof VAULT_STATUSES)[number];
/** What is stored: `expired` is derived from `expires_at` when read, never written. */
export const STORED_VAULT_STATUSES = ["draft", "active", "archived"] as const;

export const VAULT_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type VaultPriority = (typeof VAULT_PRIORITIES)[number];

export const VAULT_TYPES = ["board_pack", "document_set", "project", "compliance"] as const;
export type VaultType = (typeof VAULT_TYPES)[number];
export const DEFAULT_VAULT_TYPE: VaultType = "board_pack";

export const VAULT_ACCESS_LEVELS = ["private", "restricted", "organization"] as const;
export type VaultAccessLevel = (typeof VAULT_ACCESS_LEVELS)[number];
export const DEFAULT_VAULT_ACCESS_LEVEL: VaultAccessLevel = "organization";

/** 001 §9 pagination default for vaults. */
export const VAULTS_PAGE_SIZE = 20;
/** 001 §5: a generated access code is 8 uppercase alphanumerics. */
export const VAULT_ACCESS_CODE_LENGTH = 8;

export const VAULT_MESSAGES = {
  readOnlyArchived: "This vault is archived and read-only. Restore it to make changes.",
  readOnlyExpired: "This vault has expired and is read-only.",
  notFound: "Vault not found",
} as const;
