import type { ResolvedActor } from "../auth/actor";
import { resolveActor } from "../auth/actor";
import type { ActorContext, ServiceContext } from "./context";
import { requestMeta } from "./context";
import { createDb } from "./db/client";
import { readAppEnv } from "./env";

export type RequestServices = {
  service: ServiceContext;
  /** Resolves the actor once per request (memoised). */
  getActor(): Promise<ResolvedActor | null>;
  /** Set-Cookie to append when the session was renewed during this request. */
  renewedSessionCookie(): string | undefined;
};

/** Built once per request by the Worker entry (and by the Vite dev proxy) and shared by loaders and API. */
export function createRequestServices(request: Request, env: Env): RequestServices {
  const service: ServiceContext = { db: createDb(env.DB), env, config: readAppEnv(env), meta: requestMeta(request) };
  let pending: Promise<ResolvedActor | null> | undefined;
  let resolved: ResolvedActor | null | undefined;
  return {
    service,
    getActor() {
      pending ??= resolveActor(service, request).then((value) => (resolved = value));
      return pending;
    },
    renewedSessionCookie: () => resolved?.setCookie,
  };
}

export function withActor(service: ServiceContext, resolved: ResolvedActor): ActorContext {
  return { ...service, actor: resolved.actor };
}
