import { Link, useLocation, useMatches } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { cn } from "~/lib/platform/class-names";
import { BREADCRUMB_MAX } from "~/lib/shell/constants";
import { type BreadcrumbHandle, breadcrumbsFor, type Crumb } from "~/lib/shell/navigation";

/** The crumbs the open pages name after what they show (their `handle`, see BreadcrumbHandle). */
function useNamedCrumbs(): Crumb[] {
  return useMatches().flatMap((match) => {
    const label = (match.handle as Partial<BreadcrumbHandle> | undefined)?.breadcrumb?.(match.data);
    return label ? [{ href: match.pathname.replace(/\/+$/, ""), label }] : [];
  });
}

/** Path breadcrumbs, with names for named things; under 768 px only a back link (to the parent) and the last crumb. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname, BREADCRUMB_MAX, useNamedCrumbs());
  const last = crumbs[crumbs.length - 1];
  const parent = crumbs[crumbs.length - 2];
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <div className="flex min-w-0 items-center gap-1 md:hidden">
        {parent ? (
          <Link
            to={parent.href}
            className="inline-flex h-9 w-7 shrink-0 items-center justify-center rounded-md hover:bg-accent"
            aria-label={`Back to ${parent.label}`}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </Link>
        ) : null}
        {last ? (
          <span className="truncate text-sm font-medium" aria-current="page">
            {last.label}
          </span>
        ) : null}
      </div>
      <ol className="hidden min-w-0 items-center gap-1 text-sm md:flex">
        {crumbs.map((crumb, index) => (
          // The page's own crumb gives way to a long name; the places before it keep their labels readable.
          <li
            key={crumb.href}
            className={cn(
              "flex items-center gap-1",
              index === crumbs.length - 1 ? "min-w-0" : "max-w-[14rem] shrink-0",
            )}
          >
            {index > 0 ? <ChevronRight className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" /> : null}
            {index === crumbs.length - 1 ? (
              <span className="truncate font-medium" aria-current="page">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.href} className="truncate text-muted-foreground hover:text-foreground hover:underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
