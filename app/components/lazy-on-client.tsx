import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";

/**
 * A component whose code the browser fetches only when it first renders. The server renders it in full (pass
 * it as `import.meta.env.SSR && Module.Component`, which the client build drops with its import), so the page
 * is complete with or without JavaScript. Render it inside a `LazySection`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by the type parameter
export function lazyOnClient<Component extends ComponentType<any>>(
  onServer: Component | false,
  load: () => Promise<Component>,
): Component {
  if (onServer) return onServer;
  // React.lazy's component takes the same props; its type only adds the ref attributes.
  return lazy(() => load().then((component) => ({ default: component }))) as unknown as Component;
}

/**
 * Where `lazyOnClient` components render. During hydration React keeps the server's HTML here until their
 * code arrives (forms in it still post natively meanwhile), and a navigation, being a transition, keeps the
 * old screen until the new code is in. `data-lazy-section` turns "ready" once the section has hydrated.
 */
export function LazySection({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <SectionMark>{children}</SectionMark>
    </Suspense>
  );
}

function SectionMark({ children }: { children: ReactNode }) {
  // Not useHydrated: the server's HTML says "pending", and so must this section's first (hydrating) render.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="contents" data-lazy-section={ready ? "ready" : "pending"}>
      {children}
    </div>
  );
}
