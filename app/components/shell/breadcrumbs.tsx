import { Link, useLocation, useMatches } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { BREADCRUMB_MAX } from "~/lib/shell/constants";
import { type BreadcrumbHandle, breadcrumbsFor, type Crumb } from "~/lib/shell/navigation";

/** The crumbs the open pages name after what they show (their `handle`, see BreadcrumbHandle). */
function useNamedCrumbs(): Crumb[] {
  return useMatches().flatMap((match) => {
    const label = (match.handle as Partial<BreadcrumbHandle> | undefined)?.breadcrumb?.(match.data);
    return label ? [{ href: match.pathname.replace(/\/+$/, ""), label }] : [];
  });
}

/**
 * Path breadcrumbs, with names for named things: one list (the .crumbs component class), which under 768 px shows
 * only the page's own crumb, after a back link to its parent.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname, BREADCRUMB_MAX, useNamedCrumbs());
  const parent = crumbs[crumbs.length - 2];
  return (
    <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1">
      {parent ? (
        <Link to={parent.href} className="crumb-back" aria-label={`Back to ${parent.label}`}>
          <ChevronLeft aria-hidden="true" />
        </Link>
      ) : null}
      <ol className="crumbs">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index > 0 ? <ChevronRight aria-hidden="true" /> : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.href}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
