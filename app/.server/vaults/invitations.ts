// Vault invitations (001 §4, §7): by email, to someone in the organisation or to a new person, who then also gets
// a real organisation invitation (the organisations' invitation service, with its email, limits and audit).
import { and, desc, eq, gt, or, type SQL, type SQLWrapper } from "drizzle-orm";
import { INVITATION_DEFAULT_EXPIRY_HOURS, INVITATION_MESSAGES } from "../../lib/organizations/constants";
import type { AssignableVaultRole } from "../../lib/vaults/roles";
import { VAULT_INVITATION_EXPIRY_MS, VAULT_TEXTS } from "../../lib/vaults/texts";
import { notify } from "../notifications/notify";
import { inviteMembers } from "../organizations/invitations";
import { requireMembership } from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { badRequest, notFound, ServiceError } from "../platform/errors";
import { effectiveVaultStatus, requireVault } from "./access";

const { vaults, vaultMembers, vaultInvitations, organizationMembers, users } = schema;

/** The organisation role a new person is invited with: a vault viewer reads, anyone else needs to edit. */
const organizationRoleFor = (role: AssignableVaultRole) => (role === "viewer" ? "viewer" : "member");

export type VaultInviteOutcome = { id: string; email: string; organizationInvitation: boolean };

/**
 * Invites one person by email. Someone already in the organisation gets a vault invitation (and a notification);
 * anyone else an organisation invitation as well, so they can sign up, join and then accept the vault's.
 */
export async function inviteToVault(
  ctx: ActorContext,
  vaultId: string,
  input: { email: string; role: AssignableVaultRole },
): Promise<VaultInviteOutcome> {
  const { vault, organization } = await requireVault(ctx, vaultId, "vault.manage_members");
  const email = input.email.trim().toLowerCase();
  const member = await ctx.db
    .select({ userId: users.id, inVault: vaultMembers.userId })
    .from(users)
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.userId, users.id),
        eq(organizationMembers.organizationId, organization.id),
        eq(organizationMembers.status, "active"),
      ),
    )
    .leftJoin(vaultMembers, and(eq(vaultMembers.userId, users.id), eq(vaultMembers.vaultId, vault.id)))
    .where(eq(users.email, email))
    .get();
  if (member?.inVault || (member && member.userId === vault.ownerId))
    throw new ServiceError(409, VAULT_TEXTS.alreadyMember);
  const now = Date.now();
  const open = await ctx.db
    .select({ id: vaultInvitations.id })
    .from(vaultInvitations)
    .where(
      and(
        eq(vaultInvitations.vaultId, vault.id),
        eq(vaultInvitations.email, email),
        eq(vaultInvitations.status, "pending"),
        gt(vaultInvitations.expiresAt, now),
      ),
    )
    .get();
  if (open) throw new ServiceError(409, VAULT_TEXTS.alreadyInvited);

  let organizationInvitation = false;
  if (!member) {
    const sent = await inviteMembers(ctx, organization.id, [
      { email, role: organizationRoleFor(input.role), expiresInHours: INVITATION_DEFAULT_EXPIRY_HOURS },
    ]);
    const problem = sent.errors[0]?.message;
    // Already invited to the organisation: that invitation brings them in; the vault's waits for them.
    if (problem && problem !== INVITATION_MESSAGES.alreadyInvited) throw badRequest(problem, { email: [problem] });
    organizationInvitation = sent.sent.length > 0;
  }
  const id = crypto.randomUUID();
  await ctx.db.batch([
    ctx.db.insert(vaultInvitations).values({
      id,
      vaultId: vault.id,
      organizationId: organization.id,
      email,
      userId: member?.userId ?? null,
      role: input.role,
      invitedBy: ctx.actor.user.id,
      createdAt: now,
      expiresAt: now + VAULT_INVITATION_EXPIRY_MS,
    }),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "vault.invitation_sent",
      entityType: "vault",
      entityId: vault.id,
      changes: { email, role: input.role, organizationInvitation },
    }),
  ]);
  if (member)
    await notify(ctx, {
      recipients: member.userId,
      organizationId: organization.id,
      type: "document",
      priority: "medium",
      category: "members",
      title: `You are invited to the vault ${vault.name}`,
      body: `${ctx.actor.user.fullName || ctx.actor.user.email} invited you as ${input.role}.`,
      actionUrl: `/dashboard/vaults?org=${organization.slug}`,
      actionText: "View invitation",
    });
  return { id, email, organizationInvitation };
}

/** The actor's open vault invitations in one organisation (by account or by email). */
export async function listMyVaultInvitations(ctx: ActorContext, organizationRef: string) {
  const { organization } = await requireMembership(ctx, organizationRef);
  return { organization, invitations: await myVaultInvitationsQuery(ctx, organization.id).all() };
}

/** The actor's pending invitations in the organisation, unexecuted (the vaults page reads them in its batch). */
export function myVaultInvitationsQuery(ctx: ActorContext, organizationId: string | SQL) {
  return myVaultInvitationsRead(ctx.db, organizationId, ctx.actor.user, Date.now());
}

/**
 * `myVaultInvitationsQuery` for a user and a clock given now or as SQL: the session's user and the lookup's clock
 * when the vaults list reads with the session (decision 066).
 */
export function myVaultInvitationsRead(
  db: Db,
  organizationId: string | SQLWrapper,
  user: { id: string | SQLWrapper; email: string | SQLWrapper },
  now: number | SQLWrapper,
) {
  return db
    .select({
      id: vaultInvitations.id,
      vaultId: vaultInvitations.vaultId,
      vaultName: vaults.name,
      role: vaultInvitations.role,
      email: vaultInvitations.email,
      status: vaultInvitations.status,
      createdAt: vaultInvitations.createdAt,
      expiresAt: vaultInvitations.expiresAt,
      invitedBy: users.fullName,
    })
    .from(vaultInvitations)
    .innerJoin(vaults, eq(vaults.id, vaultInvitations.vaultId))
    .leftJoin(users, eq(users.id, vaultInvitations.invitedBy))
    .where(
      and(
        eq(vaultInvitations.organizationId, organizationId),
        eq(vaultInvitations.status, "pending"),
        gt(vaultInvitations.expiresAt, now),
        or(eq(vaultInvitations.userId, user.id), eq(vaultInvitations.email, user.email)),
      ),
    )
    .orderBy(desc(vaultInvitations.createdAt))
    .limit(100);
}

/** An open invitation addressed to the actor, who must be an active member of its organisation; else 404. */
async function myOpenInvitation(ctx: ActorContext, invitationId: string) {
  if (!invitationId || invitationId.length > 100) throw notFound(VAULT_TEXTS.invitationNotFound);
  const row = await ctx.db
    .select({ invitation: vaultInvitations, vault: vaults })
    .from(vaultInvitations)
    .innerJoin(vaults, eq(vaults.id, vaultInvitations.vaultId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, vaultInvitations.organizationId),
        eq(organizationMembers.userId, ctx.actor.user.id),
        eq(organizationMembers.status, "active"),
      ),
    )
    .where(
      and(
        eq(vaultInvitations.id, invitationId),
        or(eq(vaultInvitations.userId, ctx.actor.user.id), eq(vaultInvitations.email, ctx.actor.user.email)),
      ),
    )
    .get();
  if (!row) throw notFound(VAULT_TEXTS.invitationNotFound);
  if (row.invitation.status !== "pending" || row.invitation.expiresAt <= Date.now())
    throw new ServiceError(409, VAULT_TEXTS.invitationClosed);
  return row;
}

const stillPending = (id: string) => and(eq(vaultInvitations.id, id), eq(vaultInvitations.status, "pending"));

export async function acceptVaultInvitation(ctx: ActorContext, invitationId: string) {
  const { invitation, vault } = await myOpenInvitation(ctx, invitationId);
  const status = effectiveVaultStatus(vault);
  if (status === "archived" || status === "expired") throw new ServiceError(409, VAULT_TEXTS.invitationClosed);
  const now = Date.now();
  const userId = ctx.actor.user.id;
  // Claimed only while still pending, so two accepts racing add the seat once.
  await ctx.db.batch([
    ctx.db
      .update(vaultInvitations)
      .set({ status: "accepted", respondedAt: now, userId })
      .where(stillPending(invitation.id)),
    ctx.db
      .insert(vaultMembers)
      .values({ vaultId: vault.id, userId, role: invitation.role, addedBy: invitation.invitedBy, joinedAt: now })
      .onConflictDoNothing(),
    auditInsert(ctx, {
      userId,
      organizationId: vault.organizationId,
      action: "vault.invitation_accepted",
      entityType: "vault",
      entityId: vault.id,
      changes: { invitationId: invitation.id, role: invitation.role },
    }),
  ]);
  return { vault: { id: vault.id, name: vault.name, organizationId: vault.organizationId, role: invitation.role } };
}

export async function rejectVaultInvitation(ctx: ActorContext, invitationId: string) {
  const { invitation, vault } = await myOpenInvitation(ctx, invitationId);
  await ctx.db.batch([
    ctx.db
      .update(vaultInvitations)
      .set({ status: "rejected", respondedAt: Date.now() })
      .where(stillPending(invitation.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: vault.organizationId,
      action: "vault.invitation_rejected",
      entityType: "vault",
      entityId: vault.id,
      changes: { invitationId: invitation.id },
    }),
  ]);
}

/**
 * Deletes an invitation: the vault's managers revoke one they or a colleague sent; the invitee may also take one
 * addressed to them off their list. Either way the row stays as history with status `revoked`.
 */
export async function deleteVaultInvitation(ctx: ActorContext, invitationId: string) {
  if (!invitationId || invitationId.length > 100) throw notFound(VAULT_TEXTS.invitationNotFound);
  const row = await ctx.db.select().from(vaultInvitations).where(eq(vaultInvitations.id, invitationId)).get();
  if (!row) throw notFound(VAULT_TEXTS.invitationNotFound);
  const addressedToMe = row.userId === ctx.actor.user.id || row.email === ctx.actor.user.email;
  if (addressedToMe) await requireMembership(ctx, row.organizationId);
  else await requireVault(ctx, row.vaultId, "vault.manage_members");
  if (row.status !== "pending") throw new ServiceError(409, VAULT_TEXTS.invitationClosed);
  await ctx.db.batch([
    ctx.db.update(vaultInvitations).set({ status: "revoked", respondedAt: Date.now() }).where(stillPending(row.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: row.organizationId,
      action: "vault.invitation_deleted",
      entityType: "vault",
      entityId: row.vaultId,
      changes: { invitationId: row.id, email: row.email },
    }),
  ]);
}
