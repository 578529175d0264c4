// The vault guard: the vault as seen by the actor (one query), then the policy's answer for an action.
// Every vault service goes through `requireVault`; nothing else decides who may see or change a vault.
import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { OrganizationRole } from "../../lib/organizations/roles";
import { VAULT_MESSAGES, type VaultStatus } from "../../lib/vaults/constants";
import type { VaultRole } from "../../lib/vaults/roles";
import { admitPastHolds } from "../auth/organization-holds";
import type { ActorContext } from "../platform/context";
import { columnsNamedApart } from "../platform/db/batch-columns";
import { type Db, schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { authorize, effectiveVaultRole, type VaultAction, type VaultScope } from "../platform/policy";

const { vaults, vaultMembers, organizations, organizationMembers } = schema;

export type Vault = typeof vaults.$inferSelect;

export type VaultAccess = {
  vault: Vault;
  /** Stored status, or `expired` once past `expires_at` (001 §4). */
  status: VaultStatus;
  organization: typeof organizations.$inferSelect;
  scope: VaultScope;
  /** The role that counts (policy `effectiveVaultRole`). */
  role: VaultRole;
};

/** `expired` once the expiry date has passed, whatever is stored: an expired vault is read-only. */
export function effectiveVaultStatus(vault: Pick<Vault, "status" | "expiresAt">, now = Date.now()): VaultStatus {
  if (vault.status !== "archived" && vault.expiresAt !== null && vault.expiresAt <= now) return "expired";
  return vault.status;
}

/**
 * The vault (by id) as the actor sees it, else 404 without revealing whether it exists: the actor must be an active
 * member of its organisation and hold a vault role (policy `effectiveVaultRole`). Then, for an action, the policy's
 * answer (403 by role, 409 while archived or expired).
 */
export async function requireVault(ctx: ActorContext, vaultId: string, action: VaultAction = "vault.view") {
  if (!vaultId || vaultId.length > 100) throw notFound(VAULT_MESSAGES.notFound);
  return vaultAccessFrom(ctx, await vaultAccessQuery(ctx, vaultId).get(), action);
}

/** The guard's one read, unexecuted, so a page can run it in one `db.batch` with its own reads (decision 026). */
export function vaultAccessQuery(ctx: ActorContext, vaultId: string) {
  return vaultAccessRead(ctx.db, vaultId, ctx.actor.user.id);
}

/** An id given now, or as SQL: a batch template's placeholder, or the session's user (decisions 052 and 066). */
export type Key = string | SQLWrapper;

/** `vaultAccessQuery` for ids given now or as a batch template's placeholders (decision 052). */
export function vaultAccessRead(db: Db, vaultId: Key, userId: Key) {
  return db
    .select({
      vault: vaults,
      // Named apart from the vault's columns of the same name, for `db.batch` (platform/db/batch-columns.ts).
      organization: columnsNamedApart(organizations, "organization"),
      organizationRole: sql<OrganizationRole>`${organizationMembers.role}`.as("organization_role"),
      vaultRole: sql<VaultRole | null>`${vaultMembers.role}`.as("vault_role"),
    })
    .from(vaults)
    .innerJoin(organizations, eq(organizations.id, vaults.organizationId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, vaults.organizationId),
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.status, "active"),
      ),
    )
    .leftJoin(vaultMembers, and(eq(vaultMembers.vaultId, vaults.id), eq(vaultMembers.userId, userId)))
    .where(eq(vaults.id, vaultId));
}

/** The guard's decision on the row `vaultAccessQuery` read (none: 404). */
export function vaultAccessFrom(
  ctx: ActorContext,
  row: Awaited<ReturnType<ReturnType<typeof vaultAccessRead>["get"]>>,
  action: VaultAction,
): VaultAccess {
  if (!row) throw notFound(VAULT_MESSAGES.notFound);
  const status = effectiveVaultStatus(row.vault);
  const scope: VaultScope = {
    role: row.organizationRole,
    organization: row.organization,
    vaultRole: row.vaultRole,
    isVaultOwner: row.vault.ownerId === ctx.actor.user.id,
    vault: { status, isPublic: row.vault.isPublic },
  };
  const role = effectiveVaultRole(scope);
  if (!role) throw notFound(VAULT_MESSAGES.notFound);
  admitPastHolds(ctx, row.organization);
  authorize(ctx.actor, action, scope);
  return { vault: row.vault, status, organization: row.organization, scope, role } satisfies VaultAccess;
}
