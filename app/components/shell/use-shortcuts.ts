import { useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { QUICK_ACTIONS } from "~/lib/shell/navigation";
import { SEARCH_INPUT_ID } from "./global-search";

export type ShortcutHandlers = {
  openPalette: () => void;
  openShortcuts: () => void;
  toggleSidebar: () => void;
  toggleTheme: () => void;
};

function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

const quick = (prefix: string) => QUICK_ACTIONS.find((action) => action.href.startsWith(prefix))!.href;

/**
 * The shell's keyboard shortcuts (docs/decisions/006-keyboard-shortcuts.md). Ignored while typing,
 * except Ctrl/Cmd+K which opens the palette from anywhere.
 */
export function useShortcuts(handlers: ShortcutHandlers) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const latest = useRef({ handlers, navigate, revalidator });
  latest.current = { handlers, navigate, revalidator };

  useEffect(() => {
    const ctrlRoutes: Record<string, string> = {
      h: "/dashboard",
      o: "/dashboard/organizations",
      a: "/dashboard/assets",
      m: "/dashboard/meetings",
      v: "/dashboard/vaults",
      s: "/dashboard/settings",
      w: "/dashboard/workflow",
    };
    const ctrlShiftRoutes: Record<string, string> = {
      n: quick("/dashboard/organizations"),
      u: quick("/dashboard/assets"),
      m: quick("/dashboard/meetings"),
      v: quick("/dashboard/vaults"),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const { handlers, navigate, revalidator } = latest.current;
      const key = event.key.toLowerCase();
      const mod = event.ctrlKey || event.metaKey;
      const act = (fn: () => void) => {
        event.preventDefault();
        fn();
      };
      if (mod && !event.shiftKey && key === "k") return act(handlers.openPalette);
      if (isTyping(event.target)) return;
      if (mod && !event.shiftKey && key === "b") return act(handlers.toggleSidebar);
      if (mod && event.shiftKey && key === "t") return act(handlers.toggleTheme);
      if (!event.ctrlKey && !event.metaKey && event.key === "?") return act(handlers.openShortcuts);
      if (!event.ctrlKey || event.metaKey) return;
      if (event.shiftKey) {
        const href = ctrlShiftRoutes[key];
        if (href) act(() => navigate(href));
        return;
      }
      if (key === "/") return act(() => document.getElementById(SEARCH_INPUT_ID)?.focus());
      if (key === "r") return act(() => revalidator.revalidate());
      const href = ctrlRoutes[key];
      if (href) act(() => navigate(href));
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
