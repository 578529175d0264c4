import type { PlatformRole } from "../../lib/auth/constants";
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
};

export type RequestMeta = { ip: string | null; userAgent: string | null };

/** Every service function takes this explicit context: no module-level state (ARCHITECTURE.md). */
export type ServiceContext = {
  db: Db;
  env: Env;
  config: AppEnv;
  meta: RequestMeta;
  /** Work that may finish after the answer has gone (the Worker's `ctx.waitUntil`); it must not fail the request. */
  waitUntil(work: Promise<unknown>): void;
};

export type ActorContext = ServiceContext & { actor: Actor };

export function requestMeta(request: Request): RequestMeta {
  return {
    ip: request.headers.get("CF-Connecting-IP"),
    userAgent: request.headers.get("User-Agent"),
  };
}
