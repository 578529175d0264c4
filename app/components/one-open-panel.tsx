// A list whose rows each have a panel of forms, open for one row at a time (decision 053, and 064 for the
// participants): forms rendered for every row made the agenda and the participants tab the heaviest pages of the
// app. The row's link goes to ?<param>=<row>, so without JavaScript the server renders that row's panel; once
// JavaScript runs, a plain click opens it in place (no request) and the link reads "Close".
import { useLocation } from "@remix-run/react";
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Which row's panel is open: the one the address names (?<param>=), or the one whose post was refused; once
 * JavaScript runs, the one last opened or closed in place, until the next navigation (a post included).
 */
export function useOneOpenPanel(param: string, refusedId: string | null) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const named = search.get(param) ?? refusedId;
  search.delete(param);
  const kept = search.toString();
  const [inPlace, setInPlace] = useState<{ locationKey: string; rowId: string | null } | null>(null);
  const openedInPlace = inPlace?.locationKey === location.key;
  /** Opens (or, with null, closes) a panel in place instead of following the link, for a plain click. */
  const toggle = (rowId: string | null) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setInPlace({ locationKey: location.key, rowId });
  };
  return {
    openId: openedInPlace ? inPlace.rowId : named,
    openedInPlace,
    toggle,
    /** The page without ?<param>= (its other parameters kept): where the panels' forms post, so a saved row's
     * panel closes. */
    closedPath: `${location.pathname}${kept ? `?${kept}` : ""}`,
    /** The address that opens a row's panel (encoded by hand: a URLSearchParams a row was a runtime object each). */
    openPath: (rowId: string) =>
      `${location.pathname}?${kept ? `${kept}&` : ""}${encodeURIComponent(param)}=${encodeURIComponent(rowId)}`,
  };
}

export type OneOpenPanel = ReturnType<typeof useOneOpenPanel>;

/** The row's link: `label` ("Edit", "Manage") while its panel is closed, "Close" while open. */
export function PanelLink({
  rowId,
  anchor,
  panels,
  label,
  children,
}: {
  rowId: string;
  /** The row's element id, to scroll back to without JavaScript. */
  anchor: string;
  panels: OneOpenPanel;
  label: string;
  /** What the link is about, for screen readers. */
  children: ReactNode;
}) {
  const open = panels.openId === rowId;
  // A plain link, not the router's: a plain click never navigates (it toggles the panel in place) and any other
  // click is the browser's, so the router's link would only cost its hooks, once for every row of a long list.
  return (
    <a
      href={open ? panels.closedPath : `${panels.openPath(rowId)}#${anchor}`}
      aria-expanded={open}
      className="btn btn-outline btn-sm"
      onClick={panels.toggle(open ? null : rowId)}
    >
      {open ? "Close" : label}
      <span className="sr-only">{children}</span>
    </a>
  );
}

/** A panel's element, focused when it was opened by a click, as it would have been on the page the link leads to. */
export function usePanelFocus<T extends HTMLElement>(panels: OneOpenPanel) {
  const panel = useRef<T>(null);
  const [focusOnOpen] = useState(panels.openedInPlace);
  useEffect(() => {
    if (focusOnOpen) panel.current?.focus();
  }, [focusOnOpen]);
  return panel;
}

/** A panel's frame, with a visible ring when it takes focus. */
export const PANEL_FRAME = "rounded-md border p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring";
