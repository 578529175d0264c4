import type { PlatformRole } from "../../lib/auth/constants";
import type { OrganizationHold } from "../../lib/auth/organization-holds";
import type { OrganizationRole } from "../../lib/organizations/roles";
import type { Db } from "./db/client";
import type { AppEnv } from "./env";

export type ActorUser = {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  role: PlatformRole;
  isDemo: boolean;
};

/** Who is acting: a signed-in session or a personal API token. */
export type Actor = {
  user: ActorUser;
  via: "session" | "token";
  /** Digest of the session token (the sessions row id) when `via` is "session". */
  sessionId?: string;
  /**
   * Organisations whose security policy holds this actor back here (two-factor, network ranges; decision 048):
   * their guards refuse with 403 and cross-organisation lists leave their rows out. Absent: none.
   */
  holds?: readonly OrganizationHold[];
};

/** `place`: the approximate place Cloudflare puts in request.cf ("Lisbon, PT"), absent locally (slice F). */
export type RequestMeta = { ip: string | null; userAgent: string | null; place?: string | null };

/** Every service function takes this explicit context: no module-level state (ARCHITECTURE.md). */
export type ServiceContext = {
  db: Db;
  env: Env;
  config: AppEnv;
  meta: RequestMeta;
  /** Work that may finish after the answer has gone (the Worker's `ctx.waitUntil`); it must not fail the request. */
  waitUntil(work: Promise<unknown>): void;
};

/**
 * What a shell page read alongside the session at the start of this request (decision 026): the actor's
 * organisations and the organisation their preferences name as current. Page loaders that need the same facts
 * use these instead of asking D1 again (decision 032). Absent for actions, the API and tests that build their
 * own context.
 */
export type RequestStartSnapshot = {
  organizations: { id: string; name: string; slug: string; role: OrganizationRole }[];
  /** Undefined when the user has no preferences row yet (their first page creates it). */
  preferredOrganizationId: string | null | undefined;
  /** The user's newest recently visited pages, newest first, as the shell lists them. */
  recentItems: { href: string; title: string; type: string; visitedAt: number }[];
  /** The user's newest searches, newest first, as the shell lists them. */
  recentSearches: { query: string; searchedAt: number }[];
};

export type ActorContext = ServiceContext & { actor: Actor; snapshot?: RequestStartSnapshot };

export function requestMeta(request: Request): RequestMeta {
  let place: string | null | undefined;
  return {
    ip: request.headers.get("CF-Connecting-IP"),
    userAgent: request.headers.get("User-Agent"),
    // Read when first asked (sign-ins, security events): request.cf is built from JSON on first access, a cost
    // every page view paid for a place it never used (decision 051).
    get place() {
      if (place === undefined) place = placeOf(request);
      return place;
    },
  };
}

function placeOf(request: Request): string | null {
  const cf = (request as { cf?: { city?: unknown; country?: unknown } }).cf;
  const parts = [cf?.city, cf?.country].filter((part): part is string => typeof part === "string" && part !== "");
  return parts.length ? parts.join(", ").slice(0, 100) : null;
}
