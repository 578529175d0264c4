// Page views (000 §5, §7; 002 §3.6): a view is written on the server for each page a signed-in person opens as a
// document (so it counts without JavaScript), after the answer; with JavaScript, a small beacon starts a view for
// each in-app navigation and reports its duration every 30 seconds, which also keeps the session's last activity.
import Bowser from "bowser";
import { and, eq } from "drizzle-orm";
import { featureOf, isTrackedPath } from "../../lib/analytics/constants";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { activeUserWrite } from "./events";

const { pageViews } = schema;

function clientOf(userAgent: string | null) {
  if (!userAgent) return { deviceType: null, browser: null };
  const parsed = Bowser.parse(userAgent);
  return { deviceType: parsed.platform.type ?? null, browser: parsed.browser.name ?? null };
}

/** A document request (a page opened, reloaded or followed without JavaScript), not a loader's data fetch. */
const isDocumentRequest = (request: Request) =>
  request.method === "GET" && (request.headers.get("Accept") ?? "").includes("text/html");

type ViewStart = { url: string; title?: string | null; referrer?: string | null };

/** The view's row and the day's active user, written after the answer; its id for the beacon. Null: not tracked. */
export function startPageView(ctx: ActorContext, view: ViewStart, organizationId: string | null): string | null {
  const url = new URL(view.url);
  if (!isTrackedPath(url.pathname)) return null;
  const id = crypto.randomUUID();
  const now = Date.now();
  const feature = featureOf(url.pathname);
  const write = ctx.db.batch([
    ctx.db.insert(pageViews).values({
      id,
      userId: ctx.actor.user.id,
      organizationId,
      sessionId: ctx.actor.sessionId ?? null,
      pageUrl: `${url.pathname}${url.search}`.slice(0, 2000),
      pagePath: url.pathname.slice(0, 1000),
      pageTitle: view.title?.slice(0, 200) ?? null,
      featureName: feature.name,
      featureCategory: feature.category,
      viewStartedAt: now,
      referrer: view.referrer?.slice(0, 2000) ?? null,
      ...clientOf(ctx.meta.userAgent),
    }),
    ...(organizationId ? [activeUserWrite(ctx, organizationId, ctx.actor.user.id, now)] : []),
  ]);
  ctx.waitUntil(write.catch((error: unknown) => console.error("page view not recorded", error)));
  return id;
}

/** The server's view of a dashboard page: documents only (a data fetch is the beacon's to report). */
export function recordPageView(ctx: ActorContext, request: Request): string | null {
  if (!isDocumentRequest(request)) return null;
  const organizationId = ctx.snapshot?.preferredOrganizationId ?? ctx.snapshot?.organizations[0]?.id ?? null;
  return startPageView(ctx, { url: request.url, referrer: request.headers.get("Referer") }, organizationId);
}

/**
 * The beacon's heartbeat: the view's duration and interactions so far (its end when the page closes). Only the
 * viewer's own view moves; another's id changes nothing. The session's last activity (sessions.last_seen_at) is
 * kept by the session lookup every request makes, this one included: writing it here as well would move it without
 * renewing the cookie with it (decision 044).
 */
export async function recordHeartbeat(
  ctx: ActorContext,
  input: { viewId: string; durationSeconds: number; interactions: number; ended: boolean },
): Promise<boolean> {
  const now = Date.now();
  const updated = await ctx.db
    .update(pageViews)
    .set({
      durationSeconds: input.durationSeconds,
      interactionsCount: input.interactions,
      viewEndedAt: input.ended ? now : null,
    })
    .where(and(eq(pageViews.id, input.viewId), eq(pageViews.userId, ctx.actor.user.id)))
    .returning({ id: pageViews.id });
  return updated.length > 0;
}
