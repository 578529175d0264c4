import type { ActorContext } from "../app/.server/platform/context";
import type { RequestServices } from "../app/.server/platform/request-context";

/**
 * The Worker's Hono env: every request carries its services, built once by the entry's first middleware, and
 * the nonce of its Content-Security-Policy (workers/security-headers.ts).
 */
export type HttpEnv = { Bindings: Env; Variables: { services: RequestServices; cspNonce: string } };

/** Below the API's sign-in check, the acting user's service context too. */
export type ApiEnv = { Bindings: Env; Variables: HttpEnv["Variables"] & { ctx: ActorContext } };
