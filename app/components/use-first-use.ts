import { useCallback, useState } from "react";

/** Code kept out of the first-load JavaScript, fetched by its first use (decision 024). */
export type OnFirstUse<Module> = { load(): Promise<Module>; readonly loaded: Module | undefined };

/** Wraps a dynamic import: fetched once, on the first `load()` (a failed fetch may be retried). */
export function onFirstUse<Module>(importer: () => Promise<Module>): OnFirstUse<Module> {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The module once it is here (undefined until then; a component mounted later gets it at once), and `load`,
 * to call from an event handler: it resolves after the module is set, so the same render can use it.
 */
export function useFirstUse<Module>(code: OnFirstUse<Module>) {
  const [loaded, setLoaded] = useState(code.loaded);
  const load = useCallback(
    () =>
      code.load().then((module) => {
        setLoaded(() => module);
        return module;
      }),
    [code],
  );
  return [loaded, load] as const;
}

/** Starts fetching ahead of a likely use (a pointer over the trigger, focus on it); failures wait for the use. */
export function prefetch(code: OnFirstUse<unknown>) {
  code.load().catch(() => undefined);
}
