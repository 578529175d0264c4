import { and, desc, eq, getTableColumns, gt, ne, type SQL, type SQLWrapper, sql, type Table } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import {
  INVITATION_DEFAULT_EXPIRY_HOURS,
  INVITATION_MAX_ATTEMPTS,
  INVITATIONS_HISTORY_SHOWN,
  INVITATIONS_PENDING_SHOWN,
  INVITATION_MESSAGES as M,
  ORGANIZATION_MESSAGES,
} from "../../lib/organizations/constants";
import type { AssignableRole } from "../../lib/organizations/roles";
import type { InvitationRow } from "../../lib/organizations/schemas";
import { escapeHtml } from "../../lib/platform/html";
import { digestSecret, randomToken } from "../auth/crypto";
import { sendEmail } from "../email/outbox";
import { notify } from "../notifications/notify";
import { auditInsert, auditInsertWhen } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notFound, RateLimitedError, ServiceError } from "../platform/errors";
import { authorize } from "../platform/policy";
import { type RateLimitSpend, spendRateLimit } from "../platform/rate-limits";
import { type Membership, organizationIdOf, readWithMembership, requireMembership } from "./memberships";
import { hasSeatForSql, memberSeats, seatsLeft } from "./plan-limits";

const { organizationInvitations: invitations, organizationMembers: members, users, organizations } = schema;
const HOUR = 3_600_000;

export type InvitationView = {
  id: string;
  email: string;
  role: AssignableRole;
  status: "pending" | "accepted" | "rejected" | "revoked" | "expired";
  personalMessage: string | null;
  invitedBy: string | null;
  createdAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  attemptCount: number;
};

/** A pending invitation past its expiry is shown as Expired (001 §4). */
function displayStatus(
  row: { status: InvitationView["status"]; expiresAt: number },
  now = Date.now(),
): InvitationView["status"] {
  return row.status === "pending" && row.expiresAt <= now ? "expired" : row.status;
}

/** Pending invitations (expired ones included: they can be resent) apart from history (001 §4). */
export async function listInvitations(ctx: ActorContext, organizationRef: string) {
  const { membership, rows } = await readWithMembership(
    ctx,
    organizationRef,
    "invitations.view",
    invitationListQueries(ctx, organizationIdOf(organizationRef)),
  );
  return invitationListFrom(ctx, membership, rows);
}

/**
 * The newest pending invitations and the newest others, unexecuted, for a batch with the guard's read: two reads
 * (both on the organisation/status index), so a long history never crowds out a pending invitation.
 */
export function invitationListQueries(ctx: Pick<ServiceContext, "db">, organizationId: string | SQLWrapper) {
  const newest = (status: SQL, limit: number) =>
    ctx.db
      .select({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        status: invitations.status,
        personalMessage: invitations.personalMessage,
        invitedBy: users.fullName,
        // Named apart from the invitation's `email`, for `db.batch` (platform/db/batch-columns.ts).
        invitedByEmail: sql<string | null>`${users.email}`.as("invited_by_email"),
        createdAt: invitations.createdAt,
        expiresAt: invitations.expiresAt,
        acceptedAt: invitations.acceptedAt,
        attemptCount: invitations.attemptCount,
      })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedBy))
      .where(and(eq(invitations.organizationId, organizationId), status))
      .orderBy(desc(invitations.createdAt))
      .limit(limit);
  return [
    newest(eq(invitations.status, "pending"), INVITATIONS_PENDING_SHOWN),
    newest(ne(invitations.status, "pending"), INVITATIONS_HISTORY_SHOWN),
  ] as const;
}

/** The invitations tab from its reads, for an actor the guard has let see invitations. */
export function invitationListFrom(
  ctx: ActorContext,
  membership: Membership,
  [pendingRows, historyRows]: BatchResponse<ReturnType<typeof invitationListQueries>>,
) {
  authorize(ctx.actor, "invitations.view", membership);
  const now = Date.now();
  const view = ({ invitedByEmail, ...row }: (typeof pendingRows)[number]): InvitationView => ({
    ...row,
    invitedBy: row.invitedBy ?? invitedByEmail,
    status: displayStatus(row, now),
  });
  return { organization: membership.organization, pending: pendingRows.map(view), history: historyRows.map(view) };
}

export type InviteResult = { sent: { id: string; email: string }[]; errors: { email: string; message: string }[] };

/** Sends each invitation on its own; one bad row does not stop the others (per-row errors). */
export async function inviteMembers(
  ctx: ActorContext,
  organizationRef: string,
  rows: InvitationRow[],
): Promise<InviteResult> {
  const { organization } = await requireMembership(ctx, organizationRef, "invitations.send");
  const result: InviteResult = { sent: [], errors: [] };
  const seen = new Set<string>();
  const seats = await memberSeats(ctx, organization.id);
  const limited: RateLimitedError[] = [];
  for (const row of rows) {
    if (seen.has(row.email)) {
      result.errors.push({ email: row.email, message: "Listed twice in this batch" });
      continue;
    }
    seen.add(row.email);
    const problem = await invitationConflict(ctx, organization.id, row.email);
    if (problem) {
      result.errors.push({ email: row.email, message: problem });
      continue;
    }
    if (!seatsLeft(seats)) {
      result.errors.push({ email: row.email, message: M.memberLimit(seats.limit) });
      continue;
    }
    try {
      await spendRateLimit(ctx, ...invitationEmailBudgets(organization.id, row.email));
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      limited.push(error);
      result.errors.push({ email: row.email, message: error.message });
      continue;
    }
    const id = crypto.randomUUID();
    const token = randomToken();
    const now = Date.now();
    await ctx.db.batch([
      ctx.db.insert(invitations).values({
        id,
        organizationId: organization.id,
        email: row.email,
        role: row.role,
        tokenHash: await digestSecret(token, ctx.config.AUTH_SECRET),
        personalMessage: row.personalMessage || null,
        invitedBy: ctx.actor.user.id,
        createdIp: ctx.meta.ip,
        createdAt: now,
        updatedAt: now,
        expiresAt: now + row.expiresInHours * HOUR,
      }),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: organization.id,
        action: "invitation.created",
        entityType: "invitation",
        entityId: id,
        changes: { email: row.email, role: row.role, expiresInHours: row.expiresInHours },
      }),
    ]);
    try {
      await sendInvitationEmail(ctx, {
        organizationName: organization.name,
        email: row.email,
        role: row.role,
        token,
        personalMessage: row.personalMessage,
        expiresAt: now + row.expiresInHours * HOUR,
      });
    } catch (error) {
      // Nobody holds this token, so a pending row would only block a new invitation to the same
      // address: take it back (the audit keeps both facts) and report the row; the others go on.
      console.error("invitation email failed", error);
      await ctx.db.batch([
        ctx.db.delete(invitations).where(eq(invitations.id, id)),
        auditInsert(ctx, {
          userId: ctx.actor.user.id,
          organizationId: organization.id,
          action: "invitation.send_failed",
          entityType: "invitation",
          entityId: id,
          changes: { email: row.email },
        }),
      ]);
      result.errors.push({ email: row.email, message: M.sendFailed });
      continue;
    }
    seats.pending += 1;
    result.sent.push({ id, email: row.email });
  }
  // Nothing sent and only limits refused: the request itself was limited (429, Retry-After the soonest wait).
  if (result.sent.length === 0 && limited.length > 0 && limited.length === result.errors.length)
    throw limited.reduce((soonest, error) => (error.retryAfterSeconds < soonest.retryAfterSeconds ? error : soonest));
  return result;
}

/**
 * Every invitation email (invite, resend, a new invitation after a revoke) spends from the address's budget in this
 * organisation, its budget across all organisations and the organisation's own (decision 018).
 */
function invitationEmailBudgets(organizationId: string, email: string): RateLimitSpend[] {
  return [
    { rule: "invitationsPerAddress", subject: `${organizationId}:${email}` },
    { rule: "invitationsPerAddressEverywhere", subject: email },
    { rule: "invitationsPerOrganization", subject: organizationId },
  ];
}

async function invitationConflict(ctx: ServiceContext, organizationId: string, email: string): Promise<string | null> {
  const member = await ctx.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), eq(users.email, email)))
    .get();
  if (member) return M.alreadyMember;
  const pending = await ctx.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.email, email),
        eq(invitations.status, "pending"),
        gt(invitations.expiresAt, Date.now()),
      ),
    )
    .get();
  return pending ? M.alreadyInvited : null;
}

/** Resend: a fresh token and a fresh default expiry (72 h); the old link stops working. */
export async function resendInvitation(ctx: ActorContext, organizationRef: string, invitationId: string) {
  const { organization } = await requireMembership(ctx, organizationRef, "invitations.send");
  const row = await ctx.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.organizationId, organization.id)))
    .get();
  if (!row) throw notFound(ORGANIZATION_MESSAGES.invitationNotFound);
  if (row.status !== "pending") throw new ServiceError(409, `This invitation is ${row.status} and can't be resent.`);
  const now = Date.now();
  // An expired invitation holds no seat; resending it takes one again.
  if (row.expiresAt <= now) {
    const seats = await memberSeats(ctx, organization.id, now);
    if (!seatsLeft(seats)) throw new ServiceError(409, M.memberLimit(seats.limit));
  }
  await spendRateLimit(ctx, ...invitationEmailBudgets(organization.id, row.email));
  const token = randomToken();
  const duration = INVITATION_DEFAULT_EXPIRY_HOURS * HOUR;
  await ctx.db.batch([
    ctx.db
      .update(invitations)
      .set({
        tokenHash: await digestSecret(token, ctx.config.AUTH_SECRET),
        expiresAt: now + duration,
        attemptCount: 0,
        updatedAt: now,
      })
      .where(eq(invitations.id, row.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "invitation.resent",
      entityType: "invitation",
      entityId: row.id,
    }),
  ]);
  try {
    await sendInvitationEmail(ctx, {
      organizationName: organization.name,
      email: row.email,
      role: row.role,
      token,
      personalMessage: row.personalMessage ?? undefined,
      expiresAt: now + duration,
    });
  } catch (error) {
    // The row stays pending with a token nobody holds: resending again sends a working link.
    console.error("invitation email failed", error);
    throw new ServiceError(503, M.sendFailed);
  }
  return { id: row.id, email: row.email, expiresAt: now + duration };
}

export async function revokeInvitation(
  ctx: ActorContext,
  organizationRef: string,
  invitationId: string,
  reason = "Revoked by administrator",
) {
  const { organization } = await requireMembership(ctx, organizationRef, "invitations.manage");
  const now = Date.now();
  const revoked = await ctx.db
    .update(invitations)
    .set({ status: "revoked", revokedReason: reason, updatedAt: now })
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.organizationId, organization.id),
        eq(invitations.status, "pending"),
      ),
    )
    .returning({ id: invitations.id, email: invitations.email })
    .get();
  if (!revoked) throw notFound(ORGANIZATION_MESSAGES.invitationNotFound);
  await auditInsert(ctx, {
    userId: ctx.actor.user.id,
    organizationId: organization.id,
    action: "invitation.revoked",
    entityType: "invitation",
    entityId: revoked.id,
    changes: { reason },
  });
  return revoked;
}

export type InvitationLookup =
  | {
      state: "valid";
      invitation: {
        id: string;
        email: string;
        role: string;
        organizationName: string;
        invitedBy: string | null;
        personalMessage: string | null;
        expiresAt: number;
      };
    }
  | { state: "not_found" | "expired" | "revoked" | "used" | "locked" | "full" | "archived"; message: string };

/** What the accept page shows for a token; it never consumes the token. */
export async function lookupInvitation(ctx: ServiceContext, token: string): Promise<InvitationLookup> {
  if (!token || token.length > 200) return { state: "not_found", message: M.notFound };
  return (await findInvitation(ctx, await digestSecret(token, ctx.config.AUTH_SECRET))).lookup;
}

export async function findInvitation(ctx: ServiceContext, tokenHash: string) {
  const row = await ctx.db
    .select({
      invitation: invitations,
      organizationName: organizations.name,
      organizationStatus: organizations.status,
      inviterName: users.fullName,
      inviterEmail: users.email,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash))
    .get();
  const refused = (state: Exclude<InvitationLookup["state"], "valid">, message: string) => ({
    row,
    lookup: { state, message } as InvitationLookup,
  });
  if (!row) return refused("not_found", M.notFound);
  const { invitation } = row;
  if (invitation.status === "revoked") return refused("revoked", M.revoked);
  if (invitation.status !== "pending") return refused("used", M.used);
  if (invitation.attemptCount >= Math.min(invitation.maxAttempts, INVITATION_MAX_ATTEMPTS))
    return refused("locked", M.tooManyAttempts);
  if (invitation.expiresAt <= Date.now()) return refused("expired", M.expired);
  // Archived organisations take no new members (decision 010); the invitation can still be declined.
  if (row.organizationStatus === "archived") return refused("archived", M.organizationArchived(row.organizationName));
  const seats = await memberSeats(ctx, invitation.organizationId);
  if (seats.limit !== -1 && seats.members >= seats.limit)
    return refused("full", M.organizationFull(row.organizationName, seats.limit));
  const lookup: InvitationLookup = {
    state: "valid",
    invitation: {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      organizationName: row.organizationName,
      invitedBy: row.inviterName ?? row.inviterEmail,
      personalMessage: invitation.personalMessage,
      expiresAt: invitation.expiresAt,
    },
  };
  return { row, lookup };
}

/**
 * Joins the organisation. The invitation is bound to its email: another account counts an attempt
 * (5 at most) and is refused. The claim and the membership are one batch: every statement in it
 * runs only while the invitation is still claimable (pending, unexpired, not locked, a seat free),
 * and the claim comes last, so a replay or a full organisation changes nothing at all.
 */
export async function acceptInvitation(
  ctx: ActorContext,
  token: string,
): Promise<{ organizationId: string; slug: string }> {
  const tokenHash = token && token.length <= 200 ? await digestSecret(token, ctx.config.AUTH_SECRET) : "";
  const { row, lookup } = await findInvitation(ctx, tokenHash);
  if (lookup.state !== "valid" || !row)
    throw new ServiceError(
      lookup.state === "not_found" ? 404 : 409,
      lookup.state === "valid" ? M.notFound : lookup.message,
    );
  const actorId = ctx.actor.user.id;
  if (lookup.invitation.email !== ctx.actor.user.email.toLowerCase()) {
    await ctx.db
      .update(invitations)
      .set({ attemptCount: sql`${invitations.attemptCount} + 1` })
      .where(eq(invitations.tokenHash, tokenHash));
    throw new ServiceError(403, M.wrongAccount(lookup.invitation.email));
  }
  return claimInvitation(
    ctx,
    { row, tokenHash },
    { id: actorId, name: ctx.actor.user.fullName ?? ctx.actor.user.email },
  );
}

export type ClaimableInvitation = {
  row: NonNullable<Awaited<ReturnType<typeof findInvitation>>["row"]>;
  tokenHash: string;
};

/**
 * The claim itself, in one batch: the membership, the current organisation, the audit entry and, last, the
 * invitation's status, each only while the invitation is still claimable. `before` adds statements that must
 * happen only if the claim does (a new account's own rows, given the same condition), ahead of the membership.
 */
export async function claimInvitation(
  ctx: ServiceContext,
  { row, tokenHash }: ClaimableInvitation,
  actor: { id: string; name: string },
  before: (stillClaimable: SQL) => BatchItem<"sqlite">[] = () => [],
): Promise<{ organizationId: string; slug: string }> {
  const actorId = actor.id;
  const { id: invitationId, organizationId, role, invitedBy } = row.invitation;
  const now = Date.now();
  const claimable = and(
    eq(invitations.id, invitationId),
    eq(invitations.tokenHash, tokenHash),
    eq(invitations.status, "pending"),
    gt(invitations.expiresAt, now),
    sql`${invitations.attemptCount} < min(${invitations.maxAttempts}, ${INVITATION_MAX_ATTEMPTS})`,
    hasSeatForSql(invitations.organizationId, actorId),
  )!;
  const stillClaimable = sql`exists (select 1 from ${invitations} where ${claimable})`;
  const results = await ctx.db.batch([
    ...before(stillClaimable),
    ctx.db
      .insert(members)
      .select(
        sql`select ${sql.join(
          inTableOrder(members, {
            id: sql`${crypto.randomUUID()}`,
            organizationId: sql`${invitations.organizationId}`,
            userId: sql`${actorId}`,
            role: sql`${invitations.role}`,
            boardTitle: sql`null`,
            status: sql`'active'`,
            joinedAt: sql`${now}`,
          }),
          sql`, `,
        )} from ${invitations} where ${claimable}`,
      )
      .onConflictDoNothing(),
    ctx.db
      .update(schema.userPreferences)
      .set({ currentOrganizationId: organizationId, updatedAt: now })
      .where(and(eq(schema.userPreferences.userId, actorId), stillClaimable)),
    auditInsertWhen(
      ctx,
      {
        userId: actorId,
        organizationId,
        action: "invitation.accepted",
        entityType: "invitation",
        entityId: invitationId,
        changes: { role },
      },
      stillClaimable,
    ),
    // Last: once it runs, the invitation is no longer claimable for the statements above.
    ctx.db
      .update(invitations)
      .set({ status: "accepted", acceptedBy: actorId, acceptedAt: now, acceptedIp: ctx.meta.ip, updatedAt: now })
      .where(claimable)
      .returning({ id: invitations.id }),
  ] as unknown as readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const claimed = results.at(-1) as { id: string }[];
  if (claimed.length === 0) {
    // Someone was faster (a replay, another accept filling the last seat): say what the page would say now.
    const current = (await findInvitation(ctx, tokenHash)).lookup;
    throw new ServiceError(409, current.state === "valid" ? M.used : current.message);
  }
  const organization = await ctx.db
    .select({ slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .get();
  if (invitedBy) {
    await notify(ctx, {
      recipients: invitedBy,
      organizationId,
      type: "user",
      priority: "low",
      category: "members",
      title: `${actor.name} joined ${organization?.name ?? "your organization"}`,
      actionUrl: `/dashboard/organizations/${organization?.slug ?? organizationId}`,
      actionText: "View members",
    });
  }
  return { organizationId, slug: organization?.slug ?? organizationId };
}

export async function declineInvitation(ctx: ActorContext, token: string): Promise<void> {
  const tokenHash = token && token.length <= 200 ? await digestSecret(token, ctx.config.AUTH_SECRET) : "";
  const { row, lookup } = await findInvitation(ctx, tokenHash);
  // A full or archived organisation can't be joined, but its invitation can still be declined.
  if (!row || (lookup.state !== "valid" && lookup.state !== "full" && lookup.state !== "archived"))
    throw new ServiceError(lookup.state === "not_found" ? 404 : 409, "message" in lookup ? lookup.message : M.notFound);
  if (row.invitation.email !== ctx.actor.user.email.toLowerCase())
    throw new ServiceError(403, M.wrongAccount(row.invitation.email));
  const declined = await ctx.db
    .update(invitations)
    .set({ status: "rejected", updatedAt: Date.now() })
    .where(and(eq(invitations.tokenHash, tokenHash), eq(invitations.status, "pending")))
    .returning({ id: invitations.id, organizationId: invitations.organizationId })
    .get();
  if (!declined) throw new ServiceError(409, M.used);
  await auditInsert(ctx, {
    userId: ctx.actor.user.id,
    organizationId: declined.organizationId,
    action: "invitation.declined",
    entityType: "invitation",
    entityId: declined.id,
  });
}

/** The select list of an `insert … select`: drizzle names every column of the table, in table order. */
export function inTableOrder<T extends Table>(table: T, values: Record<keyof T["_"]["columns"], SQL>): SQL[] {
  return Object.keys(getTableColumns(table)).map((key) => values[key as keyof T["_"]["columns"]]);
}

const NOT_EXPECTED = "If you did not expect this, ignore this email.";

async function sendInvitationEmail(
  ctx: ActorContext,
  invite: {
    organizationName: string;
    email: string;
    role: string;
    token: string;
    personalMessage?: string;
    expiresAt: number;
  },
) {
  const link = `${ctx.config.APP_URL}/invitations/accept?token=${encodeURIComponent(invite.token)}`;
  const inviter = ctx.actor.user.fullName ?? ctx.actor.user.email;
  const expires = new Date(invite.expiresAt).toUTCString();
  const note = invite.personalMessage ? `\n\n${inviter} wrote: "${invite.personalMessage}"` : "";
  await sendEmail(ctx, {
    to: invite.email,
    subject: `${inviter} invited you to ${invite.organizationName} on BoardRoom`,
    text:
      `${inviter} invited you to join ${invite.organizationName} on BoardRoom as ${invite.role}.${note}\n\n` +
      `Accept the invitation (valid until ${expires}):\n${link}\n\n${NOT_EXPECTED}`,
    html:
      `<p>${escapeHtml(inviter)} invited you to join <strong>${escapeHtml(invite.organizationName)}</strong>` +
      ` on BoardRoom as ${escapeHtml(invite.role)}.</p>` +
      (invite.personalMessage ? `<blockquote>${escapeHtml(invite.personalMessage)}</blockquote>` : "") +
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a> (valid until ${escapeHtml(expires)}).</p>` +
      `<p>${NOT_EXPECTED}</p>`,
  });
}
