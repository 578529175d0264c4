import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";
import type { DemoView } from "~/.server/demo/tour";
import { Button } from "~/components/ui/button";
import { X } from "~/components/ui/icons";
import { useHydrated } from "~/components/use-hydrated";
import { TOUR_STEPS } from "~/lib/demo/tour";
import { cn } from "~/lib/platform/class-names";
import { TOUR_ACTION, useDemoTour } from "./use-demo-tour";

const FORM_ID = "demo-tour-controls";
const TITLE_ID = "demo-tour-title";
const overlayClass = "fixed inset-0 z-50 bg-black/50";
const panelClass =
  "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 " +
  "-translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg";

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
  const next = useRef<HTMLButtonElement>(null);
  if (state.step === null) return null;
  const stepIndex = state.step;
  const step = TOUR_STEPS[stepIndex];
  const isLast = stepIndex === TOUR_STEPS.length - 1;

  const closeButton = (
    <button
      type="submit"
      form={FORM_ID}
      name="intent"
      value="close"
      aria-label="Close tour"
      className={cn(
        "absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-accent-foreground",
      )}
    >
      <X className="h-5 w-5" aria-hidden />
    </button>
  );
  const body = (
    <div className="flex flex-col gap-3 text-base leading-relaxed text-muted-foreground">
      {step.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
  const content = (title: ReactNode, description: ReactNode) => (
    <>
      {closeButton}
      <div className="flex flex-col gap-1 pr-8">
        <p className="text-sm font-medium text-primary tabular-nums">
          Step {stepIndex + 1} of {TOUR_STEPS.length}
        </p>
        {title}
      </div>
      {description}
      <TourProgress progress={state.progress} />
      <fetcher.Form
        id={FORM_ID}
        method="post"
        action={TOUR_ACTION}
        preventScrollReset
        className="flex items-center justify-between gap-3"
      >
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="step" value={stepIndex} />
        <input type="hidden" name="explored" value={state.explored.join(",")} />
        <Button type="submit" name="intent" value="previous" variant="outline" disabled={stepIndex === 0}>
          Previous
        </Button>
        <Button ref={next} type="submit" name="intent" value="next">
          {isLast ? "Complete" : "Next"}
        </Button>
      </fetcher.Form>
    </>
  );
  const titleClass = "text-xl font-semibold tracking-tight";

  if (!hydrated) {
    return (
      <>
        <div className={overlayClass} aria-hidden />
        <section role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} className={panelClass}>
          {content(
            <h2 id={TITLE_ID} className={titleClass}>
              {step.title}
            </h2>,
            body,
          )}
        </section>
      </>
    );
  }

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          className={panelClass}
          // Only the visitor closes the tour (Escape or Close), and the server remembers it. Focus can land
          // outside the dialog while the page hydrates or after a reload; that must not close it.
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={() =>
            fetcher.submit(
              { intent: "close", step: stepIndex, explored: state.explored.join(","), redirectTo, via: "fetcher" },
              { method: "post", action: TOUR_ACTION, preventScrollReset: true },
            )
          }
          onOpenAutoFocus={(event) => {
            // Start on the way forward rather than on the close button.
            event.preventDefault();
            next.current?.focus();
          }}
        >
          {content(
            <Dialog.Title className={titleClass}>{step.title}</Dialog.Title>,
            <Dialog.Description asChild>{body}</Dialog.Description>,
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
