// The page-view beacon's mount point in the shell: a few lines here; the beacon itself (beacon.client.ts) loads
// after hydration, when the browser is idle, so it is never in a page's first-load JavaScript (decision 044).
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

type Beacon = typeof import("~/lib/analytics/beacon.client");

export function PageViewBeacon({ viewId }: { viewId: string | null }) {
  const { pathname } = useLocation();
  const beacon = useRef<Promise<Beacon> | null>(null);
  // The document's own view was written by the server; every later path is an in-app navigation. Later loader
  // answers (data requests, revalidations) carry no view id and start nothing: only a new path does.
  const documentView = useRef(viewId);
  useEffect(() => {
    beacon.current ??= import("~/lib/analytics/beacon.client");
    const followed = documentView.current;
    documentView.current = null;
    void beacon.current.then((module) => (followed ? module.followView(followed) : module.startView(pathname)));
  }, [pathname]);
  return null;
}
