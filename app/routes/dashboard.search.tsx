import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { prefetchedSearch } from "~/.server/search/page-reads";
import { searchPageParams, searchPageQuery, searchPageResults } from "~/.server/search/search-page";
import { recordSearchAfterTheAnswer } from "~/.server/shell/recent";
import { KindFilter } from "~/components/search/kind-filter";
import { SearchForm } from "~/components/search/search-form";
import { SearchResults } from "~/components/search/search-results";
import { PRODUCT_NAME } from "~/lib/platform/constants";
import { SEARCH_MESSAGES } from "~/lib/search/constants";
import { notAgainAfterOtherPosts } from "~/lib/shell/revalidation";
import type { loader as dashboardLoader } from "./dashboard";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const q = searchPageQuery(url.searchParams);
  const params = searchPageParams(url);
  const prefetched = prefetchedSearch(context.services);
  const results = q ? await orErrorPage(searchPageResults(ctx, q, params, prefetched)) : null;
  recordSearchAfterTheAnswer(ctx, q);
  return { query: q, ...params, results };
}

export const shouldRevalidate = notAgainAfterOtherPosts;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `Search: ${data.query} · ${PRODUCT_NAME}` : `Search · ${PRODUCT_NAME}` },
];

export default function SearchPage() {
  const { query, kind, organizationId, page, results } = useLoaderData<typeof loader>();
  const { organizations } = useRouteLoaderData<typeof dashboardLoader>("routes/dashboard")!.shell;
  const found = results?.found ?? null;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-3 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Search
        </h1>
        <SearchForm query={query} kind={kind} organizationId={organizationId} organizations={organizations} />
        <p className="text-sm text-muted-foreground">
          {query ? <>Results for “{query}”</> : SEARCH_MESSAGES.startHint}
        </p>
      </header>
      {results?.problem ? (
        <p role="alert" className="rounded-md border border-destructive/40 px-4 py-3 text-sm text-destructive">
          {results.problem}
        </p>
      ) : null}
      {found ? (
        <KindFilter
          query={query}
          kind={kind}
          organizationId={organizationId}
          counts={found.counts}
          total={found.total}
        />
      ) : null}
      {found && found.total === 0 ? (
        <div className="flex flex-col gap-1 rounded-lg border border-dashed px-6 py-8 text-center">
          <p className="font-medium">
            {SEARCH_MESSAGES.noResults} “{query}”.
          </p>
          <p className="text-sm text-muted-foreground">{SEARCH_MESSAGES.noResultsHint}</p>
          <p className="text-sm text-muted-foreground">{SEARCH_MESSAGES.noDocumentsHint}</p>
        </div>
      ) : found ? (
        <SearchResults
          query={query}
          kind={kind}
          organizationId={organizationId}
          page={page}
          groups={found.groups}
          showOrganization={organizations.length > 1 && !organizationId}
        />
      ) : null}
    </section>
  );
}
