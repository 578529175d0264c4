import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import type { ActorContext, ServiceContext } from "../platform/context";
import { withActor } from "../platform/request-context";

/**
 * The signed-in actor, or a redirect to sign-in that comes back here afterwards. A signed-out
 * visitor with ?demo=true enters demo mode instead (002 §2.6), then comes back here.
 */
export async function requireActor(request: Request, context: AppLoadContext): Promise<ActorContext> {
  const resolved = await context.services.getActor();
  if (!resolved) {
    const url = new URL(request.url);
    const back = url.pathname + url.search;
    // Only opening a ?demo=true link enters the demo. A loader revalidating in the background (a data
    // request, `_data`) must not: after "Exit Demo" a late revalidation would sign the visitor back in.
    const isDocumentRequest = !url.searchParams.has("_data");
    if (request.method === "GET" && isDocumentRequest && url.searchParams.get("demo") === "true")
      throw redirect(`/demo?redirectTo=${encodeURIComponent(back)}`);
    throw redirect(`/auth/signin?redirectTo=${encodeURIComponent(back)}`);
  }
  return withActor(context.services.service, resolved);
}

export async function optionalActor(context: AppLoadContext): Promise<ActorContext | null> {
  const resolved = await context.services.getActor();
  return resolved ? withActor(context.services.service, resolved) : null;
}

/** Signed-in users are sent on to the dashboard (used by the sign-in and sign-up pages). */
export async function requireAnonymous(context: AppLoadContext, to = "/dashboard"): Promise<ServiceContext> {
  if (await context.services.getActor()) throw redirect(to);
  return context.services.service;
}
