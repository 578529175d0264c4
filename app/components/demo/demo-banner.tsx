import type { DemoView } from "~/.server/demo/tour";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as strip from "./demo-strip";

// Everyone else's pages carry none of the demo's code: the strip's loads for demo visitors only (decision 037).
const DemoStrip = lazyOnClient(import.meta.env.SSR && strip.DemoStrip, () =>
  import("./demo-strip").then((m) => m.DemoStrip),
);

/** The strip under the top bar while a demo visitor is signed in (002 §2.6). */
export function DemoBanner({ demo }: { demo: DemoView | null }) {
  if (!demo) return null;
  return (
    <LazySection>
      <DemoStrip demo={demo} />
    </LazySection>
  );
}
