// The tour's Radix dialog, loaded when the tour is to be shown (decision 024).
import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { TOUR_STEPS } from "~/lib/demo/tour";
import {
  TourContent,
  TourParagraphs,
  type TourView,
  tourBodyClass,
  tourOverlayClass,
  tourPanelClass,
  tourTitleClass,
} from "./tour-content";
import { TOUR_ACTION } from "./use-demo-tour";

export function TourModal({ view }: { view: TourView }) {
  const next = useRef<HTMLButtonElement>(null);
  const { stepIndex, explored, redirectTo, fetcher } = view;
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={tourOverlayClass} />
        <Dialog.Content
          className={tourPanelClass}
          // Only the visitor closes the tour (Escape or Close), and the server remembers it. Focus can land
          // outside the dialog while the page hydrates or after a reload; that must not close it.
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={() =>
            fetcher.submit(
              { intent: "close", step: stepIndex, explored: explored.join(","), redirectTo, via: "fetcher" },
              { method: "post", action: TOUR_ACTION, preventScrollReset: true },
            )
          }
          onOpenAutoFocus={(event) => {
            // Start on the way forward rather than on the close button.
            event.preventDefault();
            next.current?.focus();
          }}
        >
          <TourContent
            view={view}
            nextRef={next}
            title={<Dialog.Title className={tourTitleClass}>{TOUR_STEPS[stepIndex].title}</Dialog.Title>}
            description={
              <Dialog.Description asChild>
                <div className={tourBodyClass}>
                  <TourParagraphs stepIndex={stepIndex} />
                </div>
              </Dialog.Description>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
