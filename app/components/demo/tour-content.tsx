import type { useFetcher } from "@remix-run/react";
import type { ReactNode, RefObject } from "react";
import { Button } from "~/components/ui/button";
import { X } from "~/components/ui/icons";
import { TOUR_STEPS } from "~/lib/demo/tour";
import { TOUR_ACTION } from "./use-demo-tour";

export const TOUR_FORM_ID = "demo-tour-controls";
export const TOUR_TITLE_ID = "demo-tour-title";
export const tourOverlayClass = "fixed inset-0 z-50 bg-black/50";
export const tourPanelClass =
  "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 " +
  "-translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg";
export const tourTitleClass = "text-xl font-semibold tracking-tight";

export type TourView = {
  stepIndex: number;
  explored: string[];
  progress: number;
  redirectTo: string;
  fetcher: ReturnType<typeof useFetcher>;
  hydrated: boolean;
};

export const tourBodyClass = "flex flex-col gap-3 text-base leading-relaxed text-muted-foreground";

/** A step's paragraphs (inside a div of tourBodyClass: the dialog's description). */
export function TourParagraphs({ stepIndex }: { stepIndex: number }) {
  return TOUR_STEPS[stepIndex].body.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}

/** What the tour shows in either version: close, the step and its title, the text, progress, and the controls. */
export function TourContent({
  view,
  title,
  description,
  nextRef,
}: {
  view: TourView;
  title: ReactNode;
  description: ReactNode;
  nextRef?: RefObject<HTMLButtonElement>;
}) {
  const { stepIndex, explored, progress, redirectTo, fetcher, hydrated } = view;
  const isLast = stepIndex === TOUR_STEPS.length - 1;
  return (
    <>
      <button
        type="submit"
        form={TOUR_FORM_ID}
        name="intent"
        value="close"
        aria-label="Close tour"
        className={
          "absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        }
      >
        <X className="h-5 w-5" aria-hidden />
      </button>
      <div className="flex flex-col gap-1 pr-8">
        <p className="text-sm font-medium text-primary tabular-nums">
          Step {stepIndex + 1} of {TOUR_STEPS.length}
        </p>
        {title}
      </div>
      {description}
      <TourProgress progress={progress} />
      <fetcher.Form
        id={TOUR_FORM_ID}
        method="post"
        action={TOUR_ACTION}
        preventScrollReset
        className="flex items-center justify-between gap-3"
      >
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="step" value={stepIndex} />
        <input type="hidden" name="explored" value={explored.join(",")} />
        <Button type="submit" name="intent" value="previous" variant="outline" disabled={stepIndex === 0}>
          Previous
        </Button>
        <Button ref={nextRef} type="submit" name="intent" value="next">
          {isLast ? "Complete" : "Next"}
        </Button>
      </fetcher.Form>
    </>
  );
}

function TourProgress({ progress }: { progress: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-sm">
        <span className="font-medium">Features explored</span>
        <span className="tabular-nums text-muted-foreground">{progress}% explored</span>
      </div>
      <div
        role="progressbar"
        aria-label="Features explored"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full overflow-hidden rounded-full bg-secondary"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
