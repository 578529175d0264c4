import type { Actor, ServiceContext } from "../platform/context";
import { lookupApiToken } from "./api-tokens";
import { lookupSession, readSessionToken } from "./sessions";

export type ResolvedActor = { actor: Actor; setCookie?: string };

/** Finds who is asking: a bearer token (API clients) or the session cookie. */
export async function resolveActor(ctx: ServiceContext, request: Request): Promise<ResolvedActor | null> {
  const authorization = request.headers.get("Authorization");
  if (authorization?.startsWith("Bearer ")) {
    const user = await lookupApiToken(ctx, authorization.slice("Bearer ".length).trim());
    return user ? { actor: { user, via: "token" } } : null;
  }
  const token = readSessionToken(request);
  if (!token) return null;
  const session = await lookupSession(ctx, token);
  if (!session) return null;
  return {
    actor: { user: session.user, via: "session", sessionId: session.sessionId },
    setCookie: session.renewedCookie,
  };
}
