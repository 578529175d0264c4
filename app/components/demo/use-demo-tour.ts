import { useFetcher, useLocation } from "@remix-run/react";
import type { DemoView } from "~/.server/demo/tour";
import { DEMO_RESET_PARAM } from "~/lib/demo/constants";
import { applyTourControl, TOUR_INTENTS, type TourIntent, tourProgress } from "~/lib/demo/tour";

export const TOUR_ACTION = "/resources/demo-tour";
const TOUR_FETCHER_KEY = "demo-tour";

/**
 * The tour as the visitor should see it right now: the server's state, with a control that is on
 * its way already applied (the same transition the server runs), so steps change at once.
 */
export function useDemoTour(tour: DemoView["tour"]) {
  const fetcher = useFetcher({ key: TOUR_FETCHER_KEY });
  const location = useLocation();
  const pending = fetcher.formData?.get("intent");
  const isIntent = (value: unknown): value is TourIntent =>
    typeof value === "string" && (TOUR_INTENTS as readonly string[]).includes(value);
  const shown = fetcher.formData?.get("step");
  const explored = fetcher.formData?.get("explored");
  const state = isIntent(pending)
    ? applyTourControl(
        tour,
        pending,
        typeof shown === "string" && shown !== "" ? Number(shown) : null,
        typeof explored === "string" && explored ? explored.split(",") : [],
      )
    : tour;
  const search = new URLSearchParams(location.search);
  // The reset notice is said once; coming back from a tour control should not repeat it.
  search.delete(DEMO_RESET_PARAM);
  const query = search.toString();
  return {
    fetcher,
    state: { ...state, progress: tourProgress(state) },
    redirectTo: location.pathname + (query ? `?${query}` : ""),
  };
}
