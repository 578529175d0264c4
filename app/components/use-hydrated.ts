import { useEffect, useState } from "react";

let hydrated = false;

/** False on the server and during hydration, true afterwards: menus render a no-JS fallback until then. */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}
