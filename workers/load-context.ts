import type { AppLoadContext } from "@remix-run/cloudflare";
import { createRequestServices, type RequestServices } from "../app/.server/request-context";

type Cloudflare = { env: Env; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">; cf?: unknown };

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    services: RequestServices;
  }
}

// Built once per request and handed to every loader and action (CONVENTIONS habit 5).
export function getLoadContext({ request, context }: { request: Request; context: { cloudflare: Cloudflare } }): AppLoadContext {
  return { cloudflare: context.cloudflare, services: createRequestServices(request, context.cloudflare.env) };
}
