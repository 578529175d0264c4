// Tour state per browser, in a cookie (docs/decisions/005), and the demo state the dashboard shows.

import { z } from "zod";
import {
  DEMO_RESET_DONE,
  DEMO_RESET_PARAM,
  DEMO_TOUR_COOKIE,
  DEMO_TOUR_COOKIE_MAX_AGE_S,
} from "../../lib/demo/constants";
import {
  applyTourControl,
  applyTourIntent,
  DEFAULT_TOUR_STATE,
  LAST_STEP,
  TOUR_FEATURES,
  type TourIntent,
  type TourState,
  tourProgress,
} from "../../lib/demo/tour";
import { readCookie } from "../../lib/platform/cookies";
import type { ActorContext } from "../platform/context";
import { authorize } from "../platform/policy";

/** What the tour cookie holds. `step` is null while the tour is closed. */
const TourStateSchema = z.object({
  step: z.number().int().min(0).max(LAST_STEP).nullable(),
  explored: z
    .array(z.enum(TOUR_FEATURES as [string, ...string[]]))
    .max(TOUR_FEATURES.length * 2)
    .transform((ids) => [...new Set(ids)]),
  completed: z.boolean(),
});

/** Reads the tour cookie. Anything unreadable (tampered, stale shape, not JSON) is the default state. */
export function readTourState(request: Request): TourState {
  const raw = readCookie(request.headers.get("Cookie"), DEMO_TOUR_COOKIE);
  if (!raw) return DEFAULT_TOUR_STATE;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return DEFAULT_TOUR_STATE;
  }
  const parsed = TourStateSchema.safeParse(json);
  return parsed.success ? parsed.data : DEFAULT_TOUR_STATE;
}

export function tourCookie(state: TourState): string {
  const value = encodeURIComponent(
    JSON.stringify({ step: state.step, explored: state.explored, completed: state.completed }),
  );
  return `${DEMO_TOUR_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${DEMO_TOUR_COOKIE_MAX_AGE_S}`;
}

/** Turning demo mode off clears explored features, the step and the tour (002 §4.3). */
export function clearTourCookie(): string {
  return `${DEMO_TOUR_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

/** Applies a posted tour control and returns the cookie to set. Only demo visitors have a tour. */
export function updateTour(
  request: Request,
  ctx: ActorContext,
  intent: TourIntent,
  shownStep?: number,
  shownExplored?: readonly string[],
): string {
  authorize(ctx.actor, "demo.use");
  return tourCookie(applyTourControl(readTourState(request), intent, shownStep, shownExplored));
}

export type DemoView = {
  tour: TourState & { progress: number };
  notice: string | null;
};

/** The tour opened from a link: the page goes to `location` with the tour cookie set. */
export type TourOpening = { openTour: { location: string; setCookie: string } };

/**
 * What the dashboard shows a demo visitor (null for everyone else). With demo=true&tour=true in
 * the URL it opens the tour at step 0 and asks for the same URL without `tour`, so the tour
 * auto-opens with or without JavaScript (002 §2.6).
 */
export async function loadDemoState(request: Request, ctx: ActorContext): Promise<DemoView | TourOpening | null> {
  if (!ctx.actor.user.isDemo) return null;
  const url = new URL(request.url);
  const state = readTourState(request);
  if (url.searchParams.get("demo") === "true" && url.searchParams.get("tour") === "true") {
    url.searchParams.delete("tour");
    return {
      openTour: { location: url.pathname + url.search, setCookie: tourCookie(applyTourIntent(state, "start")) },
    };
  }
  return {
    tour: { ...state, progress: tourProgress(state) },
    notice: url.searchParams.get(DEMO_RESET_PARAM) === "done" ? DEMO_RESET_DONE : null,
  };
}
