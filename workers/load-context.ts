import type { RequestServices } from "../app/.server/platform/request-context";

type Cloudflare = { env: Env; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">; cf?: unknown };

// What every loader and action receives: the Worker entry (workers/app.ts) builds it once per request
// (CONVENTIONS habit 5), in production and under `npm run dev` alike.
declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    services: RequestServices;
    /** The nonce of this page's Content-Security-Policy, for its inline scripts (workers/security-headers.ts). */
    cspNonce: string;
  }
}
