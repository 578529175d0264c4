import { Link, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import type { ShellData } from "~/.server/shell/load-shell";
import { Logo } from "~/components/logo";
import { Menu, X } from "~/components/ui/icons";
import { radixDialog } from "~/components/ui/radix-dialog";
import { onFirstUse, useFirstUse } from "~/components/use-first-use";
import { useHydrated } from "~/components/use-hydrated";
import { PRODUCT_NAME } from "~/lib/platform/constants";
import { SHELL_TEXTS, SIDEBAR_COOKIE } from "~/lib/shell/constants";
import { BottomBar } from "./bottom-bar";
import { Breadcrumbs } from "./breadcrumbs";
import { GlobalSearch } from "./global-search";
import { NotificationBell } from "./notification-bell";
import { OrganizationSwitcher } from "./organization-switcher";
import { QuickActionsMenu } from "./quick-actions";
import { SIDEBAR_ID, Sidebar } from "./sidebar";
import { ThemeToggle, useTheme } from "./theme";
import { useReportTimezone } from "./use-report-timezone";
import { useShortcuts } from "./use-shortcuts";
import { UserMenu } from "./user-menu";

// The palette (cmdk) and the shortcuts dialog (Radix) load on first use: the shortcut that opens one loads it,
// then it opens (decision 024).
const paletteCode = onFirstUse(() => import("./command-palette"));
const shortcutsCode = onFirstUse(() => import("./shortcuts-dialog"));

/**
 * Opens a dialog once its code is here. Escape pressed while it loads (a slow link: the reader changed their
 * mind) cancels the opening, as it would close the dialog once open. Offline before the first use, nothing
 * opens and the next press tries again.
 */
function openWhenLoaded(loading: Promise<unknown>, open: () => void) {
  let cancelled = false;
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") cancelled = true;
  };
  window.addEventListener("keydown", cancelOnEscape);
  loading
    .then(
      () => cancelled || open(),
      () => undefined,
    )
    .finally(() => window.removeEventListener("keydown", cancelOnEscape));
}

const NAV_TOGGLE_ID = "shell-nav-open";
const MOBILE_QUERY = "(max-width: 767px)";

/**
 * The dashboard shell of 000 §2.2 / 002 §2.5. Server-rendered from one loader call (loadShell); every
 * control is a link or a form first, and JavaScript adds menus, the palette, shortcuts and live counts.
 */
export function AppShell({
  data,
  sidebarCollapsed,
  banner,
  children,
}: {
  data: ShellData;
  sidebarCollapsed: boolean;
  banner?: React.ReactNode;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const { theme, setTheme, toggle: toggleTheme } = useTheme(data.theme);
  useReportTimezone(data);
  const [collapsed, setCollapsed] = useState(sidebarCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [palette, loadPalette] = useFirstUse(paletteCode);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcuts, loadShortcuts] = useFirstUse(shortcutsCode);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the mobile menu on every navigation
  useEffect(() => setMobileOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!mobileOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setMobileOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [mobileOpen]);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
      document.cookie = `${SIDEBAR_COOKIE}=${value ? "expanded" : "collapsed"}; Path=/; Max-Age=31536000; SameSite=Lax`;
      return !value;
    });
  }, []);
  const toggleSidebar = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) setMobileOpen((open) => !open);
    else toggleCollapsed();
  }, [toggleCollapsed]);

  useShortcuts({
    openPalette: () => openWhenLoaded(Promise.all([loadPalette(), radixDialog.load()]), () => setPaletteOpen(true)),
    openShortcuts: () =>
      openWhenLoaded(Promise.all([loadShortcuts(), radixDialog.load()]), () => setShortcutsOpen(true)),
    toggleSidebar,
    toggleTheme,
  });

  return (
    <div className="min-h-screen" data-shell-ready={hydrated ? "true" : undefined}>
      <a href="#main-content" className="shell-skip">
        {SHELL_TEXTS.skipToContent}
      </a>
      {/* The mobile overlay's open state: a checkbox, so the menu button works without JavaScript too. */}
      <input
        type="checkbox"
        id={NAV_TOGGLE_ID}
        className="peer sr-only md:hidden"
        aria-label="Show navigation"
        aria-controls={SIDEBAR_ID}
        checked={mobileOpen}
        onChange={(event) => setMobileOpen(event.target.checked)}
        tabIndex={hydrated ? -1 : 0}
      />
      <header className="shell-header">
        <div className="shell-header-start">
          {hydrated ? (
            <button
              type="button"
              className="icon-button md:hidden"
              aria-expanded={mobileOpen}
              aria-controls={SIDEBAR_ID}
              onClick={() => setMobileOpen((open) => !open)}
            >
              {mobileOpen ? (
                <X className="h-5 w-5" aria-hidden="true" />
              ) : (
                <Menu className="h-5 w-5" aria-hidden="true" />
              )}
              <span className="sr-only">{mobileOpen ? "Close navigation" : "Open navigation"}</span>
            </button>
          ) : (
            <label htmlFor={NAV_TOGGLE_ID} className="icon-button cursor-pointer md:hidden" aria-hidden="true">
              <Menu className="h-5 w-5" />
            </label>
          )}
          <Link to="/dashboard" className="flex shrink-0 items-center gap-2 font-semibold">
            <Logo className="h-6 w-6 md:h-7 md:w-7" />
            <span className="hidden lg:inline">{PRODUCT_NAME}</span>
            <span className="sr-only lg:hidden">{PRODUCT_NAME} home</span>
          </Link>
          <span className="hidden h-6 w-px bg-border md:block" aria-hidden="true" />
          <Breadcrumbs />
        </div>
        <div className="shell-search">
          <GlobalSearch recentSearches={data.recentSearches} />
        </div>
        <div className="shell-header-end">
          <QuickActionsMenu recentItems={data.recentItems} />
          <NotificationBell initialUnread={data.unreadNotifications} live={hydrated} />
          <div className="hidden md:block">
            <ThemeToggle theme={theme} toggle={toggleTheme} />
          </div>
          <OrganizationSwitcher organizations={data.organizations} current={data.currentOrganization} />
          <UserMenu user={data.user} theme={theme} setTheme={setTheme} />
        </div>
      </header>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the no-JS backdrop is the label of the hidden menu checkbox */}
      <label htmlFor={NAV_TOGGLE_ID} aria-hidden="true" className="shell-backdrop" />
      <Sidebar user={data.user} collapsed={collapsed} onToggleCollapsed={hydrated ? toggleCollapsed : undefined} />
      <div className={collapsed ? "shell-body md:pl-16" : "shell-body"}>
        {banner}
        <main id="main-content" tabIndex={-1} className="shell-main">
          {children}
        </main>
      </div>
      <BottomBar />
      {palette ? (
        <palette.CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} data={data} setTheme={setTheme} />
      ) : null}
      {shortcuts ? <shortcuts.ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} /> : null}
    </div>
  );
}
