import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates this component, true afterwards (and at once for components
 * mounted later): menus render a no-JS fallback until then. React reads the server snapshot during hydration,
 * also for a section that hydrates late (a LazySection), so the first render always matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
