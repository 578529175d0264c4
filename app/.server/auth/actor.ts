import type { Actor, ServiceContext } from "../platform/context";
import { lookupApiToken } from "./api-tokens";
import { type OrganizationPolicy, organizationHolds } from "./security-policy";
import { type AlongsideSession, lookupSession, readSessionToken } from "./sessions";

export type ResolvedActor = {
  actor: Actor;
  setCookie?: string;
  /** Results of the reads that rode along with the session lookup (none for bearer tokens). */
  alongside?: unknown[];
};

/** Finds who is asking: a bearer token (API clients) or the session cookie (with any `alongside` reads). */
export async function resolveActor(
  ctx: ServiceContext,
  request: Request,
  alongside?: AlongsideSession,
  alongsideValues?: Record<string, unknown>,
): Promise<ResolvedActor | null> {
  const authorization = request.headers.get("Authorization");
  if (authorization?.startsWith("Bearer ")) {
    const found = await lookupApiToken(ctx, authorization.slice("Bearer ".length).trim());
    if (!found) return null;
    return {
      actor: { user: found.user, via: "token", ...holdsFrom(found, ctx.meta.ip) },
    };
  }
  const token = readSessionToken(request);
  if (!token) return null;
  const session = await lookupSession(ctx, token, alongside, alongsideValues);
  if (!session) return null;
  return {
    actor: { user: session.user, via: "session", sessionId: session.sessionId, ...holdsFrom(session, ctx.meta.ip) },
    setCookie: session.renewedCookie,
    alongside: session.alongside,
  };
}

/** The organisations holding this actor back here (decision 048), on the actor only when there are any. */
function holdsFrom(lookup: { policies: OrganizationPolicy[]; twoFactorOn: boolean }, ip: string | null) {
  const holds = organizationHolds(lookup.policies, lookup.twoFactorOn, ip);
  return holds.length ? { holds } : {};
}
