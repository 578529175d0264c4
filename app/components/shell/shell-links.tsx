// The shell's navigation links (sidebar and mobile bar, 27 of them on every page) as plain anchors sharing one
// click handler, instead of a Remix NavLink each: the NavLinks' hooks cost about 0.9 ms of the Worker's CPU a
// page view in the bench, half of the shell's render (decision 029). The behaviour is NavLink's: a plain left
// click navigates in the page, a modified click or middle click is the browser's (new tab, window), the current
// page carries aria-current, routes are discovered ahead (data-discover), and the sidebar prefetches on intent.
import { PrefetchPageLinks, useLocation, useNavigate } from "@remix-run/react";
import { type MouseEvent, type ReactNode, useCallback, useState } from "react";
import { isCurrentPage } from "~/lib/shell/navigation";

/** One anchor of the shell's navigation; `current` comes from `useShellNavigation` (one location read for all). */
export function ShellLink({
  href,
  current,
  className,
  title,
  children,
}: {
  href: string;
  current: boolean;
  className: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} data-discover="true" aria-current={current ? "page" : undefined} className={className} title={title}>
      {children}
    </a>
  );
}

/**
 * The handlers for a container of ShellLinks: `onClick` navigates in the page, `onIntent` (pointer over or
 * focus) prefetches the link's page, which `prefetch` renders. `pathname` says which link is current.
 */
export function useShellNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as Element).closest("a[data-discover]");
      const href = anchor?.getAttribute("href");
      if (!href?.startsWith("/") || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
  const onIntent = useCallback((event: { target: EventTarget }) => {
    const href = (event.target as Element).closest?.("a[data-discover]")?.getAttribute("href");
    if (href?.startsWith("/")) setIntent(href);
  }, []);
  const prefetch = intent && !isCurrentPage(pathname, intent) ? <PrefetchPageLinks page={intent} /> : null;
  return { pathname, onClick, onIntent, prefetch };
}
