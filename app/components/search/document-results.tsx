import { Link } from "@remix-run/react";
import { FileText } from "~/components/ui/icons";
import { SEARCH_MESSAGES } from "~/lib/search/constants";
import { documentPageHref, type SnippetPart } from "~/lib/search/results";

type DocumentResult = {
  documentId: string;
  title: string;
  organizationName: string;
  pageNumber: number;
  snippet: SnippetPart[];
};

type Props = {
  query: string;
  results: DocumentResult[];
  page: number;
  hasMore: boolean;
  problem: string | null;
  /** Show which organisation each result belongs to (the actor belongs to several). */
  showOrganization: boolean;
};

/** The Documents group of the search page: each matching page, its snippet with the words found marked. */
export function DocumentResults({ query, results, page, hasMore, problem, showOrganization }: Props) {
  const pageLink = (to: number) => `?${new URLSearchParams({ q: query, ...(to > 1 ? { page: String(to) } : {}) })}`;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="text-lg font-semibold">
        Documents
      </h2>
      {problem ? (
        <p role="alert" className="rounded-md border border-destructive/40 px-4 py-3 text-sm text-destructive">
          {problem}
        </p>
      ) : results.length === 0 ? (
        <div className="flex flex-col gap-1 rounded-lg border border-dashed px-6 py-8 text-center">
          <p className="font-medium">
            {SEARCH_MESSAGES.noDocuments} “{query}”{page > 1 ? ` on page ${page}` : ""}.
          </p>
          <p className="text-sm text-muted-foreground">{SEARCH_MESSAGES.noDocumentsHint}</p>
        </div>
      ) : (
        <ol className="flex flex-col divide-y rounded-lg border" aria-label="Matching document pages">
          {results.map((result) => (
            <li key={`${result.documentId}:${result.pageNumber}`} className="flex flex-col gap-1 px-4 py-3">
              <Link
                to={documentPageHref(result.documentId, result.pageNumber)}
                className="flex min-w-0 items-center gap-2 font-medium underline-offset-4 hover:underline"
              >
                <FileText className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="truncate">{result.title}</span>
                <span className="shrink-0 text-sm font-normal text-muted-foreground">Page {result.pageNumber}</span>
              </Link>
              {showOrganization ? <p className="text-xs text-muted-foreground">{result.organizationName}</p> : null}
              <p className="break-words text-sm text-muted-foreground">
                {result.snippet.map((part, index) =>
                  part.match ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move
                    <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-700">
                      {part.text}
                    </mark>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {page > 1 || hasMore ? (
        <nav aria-label="Document results pages" className="flex justify-between text-sm">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="underline underline-offset-4">
              Previous results
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link to={pageLink(page + 1)} className="underline underline-offset-4">
              More results
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
