// The demo strip's controls: start the tour, reset the demo data, leave (002 §2.6). Only demo visitors load
// this code (see demo-banner.tsx).
import { Form } from "@remix-run/react";
import type { DemoView } from "~/.server/demo/tour";
import { Button } from "~/components/ui/button";
import { Compass, FlaskConical, LogOut } from "~/components/ui/icons";
import { useHydrated } from "~/components/use-hydrated";
import { DEMO_BADGE, DEMO_BADGE_DETAIL, DEMO_EXIT, DEMO_START_TOUR } from "~/lib/demo/constants";
import { cn } from "~/lib/platform/class-names";
import { DEMO_ACTION, ResetDemoButton } from "./reset-demo";
import { TOUR_ACTION, useDemoTour } from "./use-demo-tour";

/** The strip under the top bar while a demo visitor is signed in (002 §2.6). */
export function DemoStrip({ demo }: { demo: DemoView }) {
  const { fetcher, state, redirectTo } = useDemoTour(demo.tour);
  const hydrated = useHydrated();
  return (
    <section aria-label={DEMO_BADGE} className="border-b bg-primary/5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:px-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold",
              "text-primary-foreground",
            )}
          >
            <FlaskConical className="h-3.5 w-3.5" aria-hidden />
            {DEMO_BADGE}
          </span>
          <span className="text-sm text-muted-foreground">{DEMO_BADGE_DETAIL}</span>
        </p>
        {demo.notice ? (
          <p role="status" className="text-sm font-medium text-success">
            {demo.notice}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          {state.step === null ? (
            <fetcher.Form method="post" action={TOUR_ACTION} preventScrollReset>
              {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <input type="hidden" name="explored" value={state.explored.join(",")} />
              <Button type="submit" name="intent" value="start" size="sm" variant="outline">
                <Compass className="h-4 w-4" aria-hidden />
                {DEMO_START_TOUR}
              </Button>
            </fetcher.Form>
          ) : null}
          <ResetDemoButton />
          <Form method="post" action={DEMO_ACTION}>
            <input type="hidden" name="intent" value="exit" />
            <Button type="submit" size="sm">
              <LogOut className="h-4 w-4" aria-hidden />
              {DEMO_EXIT}
            </Button>
          </Form>
        </div>
      </div>
    </section>
  );
}
