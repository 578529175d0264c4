import { useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import { Monitor, Moon, Sun } from "~/components/ui/icons";
import { THEMES, type Theme } from "~/lib/shell/constants";

export const THEME_ACTION = "/resources/theme";
export const THEME_OPTIONS: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

function systemPrefersDark() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-color-scheme: dark)").matches;
}

export function resolvedTheme(theme: Theme): "light" | "dark" {
  return theme === "system" ? (systemPrefersDark() ? "dark" : "light") : theme;
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  const resolved = resolvedTheme(theme);
  root.dataset.theme = theme;
  root.classList.toggle("dark", resolved === "dark");
  root.classList.toggle("light", resolved === "light");
}

/**
 * The theme in effect, switched optimistically: the class on <html> changes at once, the POST saves
 * the cookie and the preference. Without JavaScript the same forms post and redirect back.
 */
export function useTheme(saved: Theme) {
  const fetcher = useFetcher<{ ok: boolean }>({ key: "theme" });
  const pending = fetcher.formData?.get("theme");
  const theme: Theme = (THEMES as readonly string[]).includes(String(pending)) ? (pending as Theme) : saved;
  useEffect(() => {
    applyTheme(theme);
  });
  const setTheme = useCallback(
    (next: Theme) => {
      applyTheme(next);
      fetcher.submit({ theme: next }, { method: "post", action: THEME_ACTION });
    },
    [fetcher],
  );
  const toggle = useCallback(() => setTheme(resolvedTheme(theme) === "dark" ? "light" : "dark"), [setTheme, theme]);
  return { theme, setTheme, toggle };
}

/** A theme choice as a real form: works without JavaScript, and through the fetcher with it. */
export function ThemeForm({
  value,
  onChoose,
  className,
  children,
  label,
}: {
  value: Theme;
  onChoose?: (theme: Theme) => void;
  className?: string;
  children: React.ReactNode;
  label?: string;
}) {
  const location = useLocation();
  return (
    <form
      method="post"
      action={THEME_ACTION}
      onSubmit={(event) => {
        if (!onChoose) return;
        event.preventDefault();
        onChoose(value);
      }}
    >
      <input type="hidden" name="theme" value={value} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </form>
  );
}

/** The standalone light/dark toggle in the top bar. */
export function ThemeToggle({ theme, toggle }: { theme: Theme; toggle: () => void }) {
  const next = resolvedTheme(theme) === "dark" ? "light" : "dark";
  return (
    <ThemeForm value={next} onChoose={toggle} label={`Switch to ${next} theme`} className="icon-button">
      <Sun className="hidden h-5 w-5 dark:block" aria-hidden="true" />
      <Moon className="h-5 w-5 dark:hidden" aria-hidden="true" />
    </ThemeForm>
  );
}
