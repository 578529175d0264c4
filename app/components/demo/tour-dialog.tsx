import { useEffect } from "react";
import type { DemoView } from "~/.server/demo/tour";
import { onFirstUse, prefetch, useFirstUse } from "~/components/use-first-use";
import { useHydrated } from "~/components/use-hydrated";
import { TOUR_STEPS } from "~/lib/demo/tour";
import {
  TOUR_TITLE_ID,
  TourContent,
  TourParagraphs,
  type TourView,
  tourBodyClass,
  tourOverlayClass,
  tourPanelClass,
  tourTitleClass,
} from "./tour-content";
import { useDemoTour } from "./use-demo-tour";

// The Radix dialog (focus trap, Escape closes) loads only when the tour is to be shown (decision 024). When the
// server rendered it open, the fetch starts as this module runs, before hydration, so it is there by then.
const modal = onFirstUse(() => import("./tour-modal"));
if (typeof document !== "undefined" && document.getElementById(TOUR_TITLE_ID)) prefetch(modal);

/**
 * The guided tour (002 §2.6). Without JavaScript it is a plain overlay of POST forms; with it, a
 * Radix dialog (focus trap, Escape closes) whose controls post through a fetcher.
 */
export function TourDialog({ demo }: { demo: DemoView | null }) {
  if (!demo) return null;
  return <Tour tour={demo.tour} />;
}

function Tour({ tour }: { tour: DemoView["tour"] }) {
  const hydrated = useHydrated();
  const { fetcher, state, redirectTo } = useDemoTour(tour);
  const [loaded, load] = useFirstUse(modal);
  const shown = state.step !== null;
  useEffect(() => {
    if (shown) load().catch(() => undefined);
  }, [shown, load]);
  if (state.step === null) return null;
  const view: TourView = {
    stepIndex: state.step,
    explored: state.explored,
    progress: state.progress,
    redirectTo,
    fetcher,
    hydrated,
  };
  // Until the dialog is here (and always without JavaScript), the same controls in a plain overlay.
  if (hydrated && loaded) return <loaded.TourModal view={view} />;
  return (
    <>
      <div className={tourOverlayClass} aria-hidden />
      <section role="dialog" aria-modal="true" aria-labelledby={TOUR_TITLE_ID} className={tourPanelClass}>
        <TourContent
          view={view}
          title={
            <h2 id={TOUR_TITLE_ID} className={tourTitleClass}>
              {TOUR_STEPS[state.step].title}
            </h2>
          }
          description={
            <div className={tourBodyClass}>
              <TourParagraphs stepIndex={state.step} />
            </div>
          }
        />
      </section>
    </>
  );
}
