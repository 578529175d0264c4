import { and, desc, eq, isNull, type SQLWrapper } from "drizzle-orm";
import { notifyApiTokenCreated } from "../notifications/producers";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ActorUser, ServiceContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { notFound, ServiceError } from "../platform/errors";
import { authorize } from "../platform/policy";
import { spendRateLimit } from "../platform/rate-limits";
import { digestSecret, randomToken } from "./crypto";
import { securityEventInsert } from "./security-events";
import {
  type OrganizationPolicy,
  organizationPoliciesColumn,
  parseOrganizationPolicies,
  twoFactorOnColumn,
} from "./security-policy";
import { actorUserColumns } from "./sessions";

const { apiTokens, users } = schema;
const TOKEN_PREFIX = "brd_";
export const MAX_ACTIVE_TOKENS = 20;

export async function listApiTokens(ctx: ActorContext) {
  return activeApiTokensQuery(ctx);
}

/** The actor's tokens that are not revoked, newest first: checked, unexecuted, so a page can batch it. */
export function activeApiTokensQuery(ctx: ActorContext) {
  authorize(ctx.actor, "api_tokens.view");
  return activeApiTokensRead(ctx.db, ctx.actor.user.id);
}

/** The user's live tokens, for a user given now or as SQL (the settings page's batch, decision 066). */
export function activeApiTokensRead(db: Db, userId: string | SQLWrapper) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      tokenPrefix: apiTokens.tokenPrefix,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
}

/** Returns the secret once; only its digest is kept. */
export async function createApiToken(ctx: ActorContext, name: string): Promise<{ id: string; token: string }> {
  authorize(ctx.actor, "api_tokens.create");
  if ((await listApiTokens(ctx)).length >= MAX_ACTIVE_TOKENS) {
    throw new ServiceError(409, `You can have at most ${MAX_ACTIVE_TOKENS} active tokens. Revoke one first.`);
  }
  await spendRateLimit(ctx, { rule: "apiTokensPerAccount", subject: ctx.actor.user.id });
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  const id = crypto.randomUUID();
  await ctx.db.batch([
    ctx.db.insert(apiTokens).values({
      id,
      userId: ctx.actor.user.id,
      name,
      tokenHash: await digestSecret(token, ctx.config.AUTH_SECRET),
      tokenPrefix: token.slice(0, TOKEN_PREFIX.length + 6),
      createdAt: Date.now(),
    }),
    securityEventInsert(ctx, { userId: ctx.actor.user.id, kind: "api_token_created", detail: { name } }),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      action: "api_token.created",
      entityType: "api_token",
      entityId: id,
      changes: { name },
    }),
  ]);
  await notifyApiTokenCreated(ctx, name);
  return { id, token };
}

export async function revokeApiToken(ctx: ActorContext, tokenId: string): Promise<void> {
  authorize(ctx.actor, "api_tokens.revoke");
  const revoked = await ctx.db
    .update(apiTokens)
    .set({ revokedAt: Date.now() })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, ctx.actor.user.id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id })
    .get();
  if (!revoked) throw notFound("Token not found");
  await ctx.db.batch([
    securityEventInsert(ctx, { userId: ctx.actor.user.id, kind: "api_token_revoked", detail: { tokenId } }),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      action: "api_token.revoked",
      entityType: "api_token",
      entityId: tokenId,
    }),
  ]);
}

/**
 * Revokes every live token of the user, for the caller's db.batch: a password reset always does (the account may
 * have been taken over), a password change does unless the person keeps them.
 */
export function revokeAllApiTokens(ctx: ServiceContext, userId: string, now: number) {
  return ctx.db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

export type TokenLookup = { user: ActorUser; policies: OrganizationPolicy[]; twoFactorOn: boolean };

export async function lookupApiToken(ctx: ServiceContext, token: string): Promise<TokenLookup | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null;
  const row = await ctx.db
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      ...actorUserColumns,
      // The organisations' security policy, for the same per-organisation holds as sessions (decision 048).
      organizationPolicies: organizationPoliciesColumn,
      twoFactorOn: twoFactorOnColumn,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, await digestSecret(token, ctx.config.AUTH_SECRET)),
        isNull(apiTokens.revokedAt),
        // A suspended account's tokens stop working with its sessions (issue 13, admin console).
        isNull(users.suspendedAt),
      ),
    )
    .get();
  if (!row) return null;
  const { tokenId, lastUsedAt, organizationPolicies, twoFactorOn, ...user } = row;
  // Recording use once a minute is precise enough for "last used" and spares a write per request.
  if (!lastUsedAt || Date.now() - lastUsedAt > 60_000) {
    await ctx.db.update(apiTokens).set({ lastUsedAt: Date.now() }).where(eq(apiTokens.id, tokenId));
  }
  return { user, policies: parseOrganizationPolicies(organizationPolicies), twoFactorOn: Boolean(twoFactorOn) };
}
