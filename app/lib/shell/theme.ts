import { readCookie } from "../platform/cookies";
import { THEME_COOKIE, THEMES, type Theme } from "./constants";

export function readThemeCookie(cookieHeader: string | null): Theme {
  const value = readCookie(cookieHeader, THEME_COOKIE);
  return (THEMES as readonly string[]).includes(value ?? "") ? (value as Theme) : "system";
}

/** The class the server puts on <html>: exact for light/dark, a best guess from the client hint for system. */
export function resolvedThemeClass(theme: Theme, prefersColorScheme: string | null): "light" | "dark" {
  if (theme === "system") return prefersColorScheme === "dark" ? "dark" : "light";
  return theme;
}

export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
}

/**
 * Runs before first paint when the theme is "system", so the page never flashes the wrong theme.
 * It also follows the OS when it changes while the page is open.
 */
export const SYSTEM_THEME_SCRIPT =
  "(function(){var m=window.matchMedia('(prefers-color-scheme: dark)');function a(){" +
  "var d=document.documentElement;if(d.dataset.theme!=='system')return;" +
  "d.classList.toggle('dark',m.matches);d.classList.toggle('light',!m.matches);}" +
  "a();m.addEventListener('change',a);})();";
