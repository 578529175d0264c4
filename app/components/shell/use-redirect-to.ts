import { useLocation } from "@remix-run/react";

/** Where a no-JavaScript form of the shell sends the reader back to: this page, with its query. */
export function useRedirectTo() {
  const location = useLocation();
  return location.pathname + location.search;
}
