import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};
const clientSnapshot = () => false;
/** Set by React's read of the server snapshot, which it makes only while the calling component hydrates. */
let readServerSnapshot = false;
const serverSnapshot = () => {
  readServerSnapshot = true;
  return false;
};

/**
 * False on the server and while React hydrates this component, true afterwards (and at once for components
 * mounted later): menus render a no-JS fallback until then. React reads the server snapshot during hydration,
 * also for a section that hydrates late (a LazySection), so the first render always matches the server's HTML.
 *
 * Both snapshots are `false`, so the store never differs from the server's and never forces a re-render: React 18
 * re-renders a component whose store changed after hydration synchronously, in one task with every effect of the
 * hydration (the shell alone made that task the page's longest, decision 065). The switch to `true` is a
 * transition instead, rendered in slices that leave the main thread free between them.
 */
export function useHydrated(): boolean {
  readServerSnapshot = false;
  useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  const hydrating = readServerSnapshot;
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
