// Previous and Next of a paged list, as plain links (they work without JavaScript), with where the reader is between.
import { Link } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "./icons";

export function Pager({
  label,
  page,
  totalPages,
  summary,
  hrefFor,
}: {
  /** The navigation's name, e.g. "Pages of board packs". */
  label: string;
  page: number;
  totalPages: number;
  /** What the pages hold, e.g. "42 board packs". */
  summary: string;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="inline-flex items-center gap-1 hover:underline">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="tabular-nums text-muted-foreground">
        Page {page} of {totalPages} · {summary}
      </span>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className="inline-flex items-center gap-1 hover:underline">
          Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
