// A part of a page that the server renders in full and the browser hydrates on first use (docs/decisions/036), the
// way the shell's menus wait for their first open (decision 024): its code (say a form and Conform) stays out of the
// page's first load. Until the reader reaches into it (pointer over it, a touch, focus in it) the server's HTML stays
// as it is, and its forms post as they do without JavaScript; then its code loads and React hydrates it in place.
import { type ComponentType, Suspense, useEffect, useRef, useState } from "react";
import { onFirstUse } from "./use-first-use";

export type PagePart<Props> = {
  /** Fetches the part's code once: the route's loader awaits it on the server, its clientLoader on navigations. */
  load(): Promise<ComponentType<Props>>;
  readonly loaded: ComponentType<Props> | undefined;
  /** Settles when the code is here, without asking for it: what a part waiting for first use suspends on. */
  readonly arrived: Promise<ComponentType<Props>>;
};

export function pagePart<Props>(importer: () => Promise<ComponentType<Props>>): PagePart<Props> {
  let arrive: (component: ComponentType<Props>) => void = () => {};
  const arrived = new Promise<ComponentType<Props>>((resolve) => {
    arrive = resolve;
  });
  const code = onFirstUse(() =>
    importer().then((component) => {
      arrive(component);
      return component;
    }),
  );
  return {
    load: () => code.load(),
    get loaded() {
      return code.loaded;
    },
    arrived,
  };
}

const FIRST_USE_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Renders `part` with `props` inside a box with id `id`. On the server the part's code must be loaded already (the
 * route's loader awaits `part.load()`). In the browser, a part whose server HTML is on the page (the first visit)
 * waits for first use; one mounted by a client-side navigation (no server HTML) loads at once.
 */
export function FirstUsePart<Props extends object>({
  id,
  part,
  props,
}: {
  id: string;
  part: PagePart<Props>;
  props: Props;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [waitsForUse] = useState(
    () => typeof document !== "undefined" && !part.loaded && !!document.getElementById(id),
  );
  useEffect(() => {
    const element = box.current;
    if (!waitsForUse || part.loaded || !element) return;
    // On the window, in the capture phase: React stops the propagation of a focus or press inside HTML it has not
    // hydrated yet at its root (document), so a listener on the box itself would never hear it.
    const onUse = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) load();
    };
    const listen = () => {
      for (const name of FIRST_USE_EVENTS) window.addEventListener(name, onUse, { capture: true, passive: true });
    };
    const stopListening = () => {
      for (const name of FIRST_USE_EVENTS) window.removeEventListener(name, onUse, { capture: true });
    };
    function load() {
      stopListening();
      part.load().catch(listen); // offline: the next use tries again
    }
    if (element.contains(document.activeElement)) load();
    else listen();
    return stopListening;
  }, [waitsForUse, part]);
  return (
    <div id={id} ref={box}>
      <Suspense fallback={null}>
        <LoadedPart part={part} props={props} waitsForUse={waitsForUse} />
      </Suspense>
    </div>
  );
}

function LoadedPart<Props extends object>({
  part,
  props,
  waitsForUse,
}: {
  part: PagePart<Props>;
  props: Props;
  waitsForUse: boolean;
}) {
  const Component = part.loaded;
  if (Component) return <Component {...props} />;
  if (typeof document === "undefined") throw new Error("A page part must be loaded by the route's loader first");
  // Suspending keeps the server's HTML in place until the code is here (React's selective hydration).
  throw waitsForUse ? part.arrived : part.load();
}
