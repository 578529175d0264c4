import { Link } from "@remix-run/react";
import { Pager } from "~/components/ui/pager";
import { DOCUMENT_RESULTS_MAX_OFFSET, GROUP_PAGE_SIZE, SEARCH_MESSAGES } from "~/lib/search/constants";
import { SEARCH_KIND_LABELS, type SearchKind } from "~/lib/search/kinds";
import { type SearchHit, searchHitHref, searchPageHref } from "~/lib/search/results";
import { MarkedText } from "./marked-text";

type Group = { kind: SearchKind; count: number; hits: SearchHit[] };

type Props = {
  query: string;
  kind: SearchKind | null;
  organizationId: string | null;
  page: number;
  groups: Group[];
  /** Show which organisation each hit belongs to (the actor belongs to several). */
  showOrganization: boolean;
};

const LAST_PAGE = DOCUMENT_RESULTS_MAX_OFFSET / GROUP_PAGE_SIZE + 1;

/** One section per kind: its count and hits, and a link to all of them (or, for the chosen kind, its pages). */
export function SearchResults({ query, kind, organizationId, page, groups, showOrganization }: Props) {
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => {
        const headingId = `results-${group.kind}`;
        const label = SEARCH_KIND_LABELS[group.kind];
        const totalPages = Math.min(Math.ceil(group.count / GROUP_PAGE_SIZE), LAST_PAGE);
        return (
          <section key={group.kind} aria-labelledby={headingId} className="flex flex-col gap-3">
            <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-semibold">
              {label} <span className="text-sm font-normal tabular-nums text-muted-foreground">{group.count}</span>
            </h2>
            {group.hits.length === 0 ? (
              <p className="rounded-lg border border-dashed px-6 py-6 text-center text-sm text-muted-foreground">
                {SEARCH_MESSAGES.noResultsOfKind}
              </p>
            ) : (
              <ol className="flex flex-col divide-y rounded-lg border" aria-label={label}>
                {group.hits.map((hit) => (
                  <SearchHitItem key={hit.entryId} hit={hit} showOrganization={showOrganization} />
                ))}
              </ol>
            )}
            {kind ? (
              <Pager
                label={`Pages of ${label.toLowerCase()}`}
                page={page}
                totalPages={totalPages}
                summary={`${group.count} ${label.toLowerCase()}`}
                hrefFor={(to) => searchPageHref({ q: query, kind, organization: organizationId, page: to })}
              />
            ) : group.count > group.hits.length ? (
              <Link
                to={searchPageHref({ q: query, kind: group.kind, organization: organizationId })}
                className="self-start text-sm underline underline-offset-4"
              >
                All {group.count} {label.toLowerCase()}
              </Link>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

function SearchHitItem({ hit, showOrganization }: { hit: SearchHit; showOrganization: boolean }) {
  const where = [hit.context?.title, hit.pageNumber === null ? null : `Page ${hit.pageNumber}`]
    .filter(Boolean)
    .join(" · ");
  return (
    <li className="flex flex-col gap-1 px-4 py-3">
      <Link to={searchHitHref(hit)} className="min-w-0 font-medium underline-offset-4 hover:underline">
        {hit.title.length > 0 ? <MarkedText parts={hit.title} /> : (hit.context?.title ?? SEARCH_KIND_LABELS[hit.kind])}
      </Link>
      {where && hit.title.length > 0 ? <p className="text-xs text-muted-foreground">{where}</p> : null}
      {!hit.title.length && hit.pageNumber !== null ? (
        <p className="text-xs text-muted-foreground">Page {hit.pageNumber}</p>
      ) : null}
      {showOrganization ? <p className="text-xs text-muted-foreground">{hit.organizationName}</p> : null}
      {hit.snippet.length > 0 ? (
        <p className="break-words text-sm text-muted-foreground">
          <MarkedText parts={hit.snippet} />
        </p>
      ) : null}
    </li>
  );
}
