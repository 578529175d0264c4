import type { Actor, ServiceContext } from "../platform/context";
import { lookupApiToken } from "./api-tokens";
import { type AccessGate, accessGate } from "./security-policy";
import { type AlongsideSession, lookupSession, readSessionToken } from "./sessions";

export type ResolvedActor = {
  actor: Actor;
  setCookie?: string;
  /** Results of the reads that rode along with the session lookup (none for bearer tokens). */
  alongside?: unknown[];
  /** Why organisation data is held back from this actor here (two-factor, network ranges), or null. */
  gate?: AccessGate | null;
};

/** Finds who is asking: a bearer token (API clients) or the session cookie (with any `alongside` reads). */
export async function resolveActor(
  ctx: ServiceContext,
  request: Request,
  alongside?: AlongsideSession,
): Promise<ResolvedActor | null> {
  const authorization = request.headers.get("Authorization");
  if (authorization?.startsWith("Bearer ")) {
    const found = await lookupApiToken(ctx, authorization.slice("Bearer ".length).trim());
    if (!found) return null;
    return {
      actor: { user: found.user, via: "token" },
      gate: accessGate(found.policies, found.twoFactorOn, ctx.meta.ip),
    };
  }
  const token = readSessionToken(request);
  if (!token) return null;
  const session = await lookupSession(ctx, token, alongside);
  if (!session) return null;
  return {
    actor: { user: session.user, via: "session", sessionId: session.sessionId },
    setCookie: session.renewedCookie,
    alongside: session.alongside,
    gate: accessGate(session.policies, session.twoFactorOn, ctx.meta.ip),
  };
}
