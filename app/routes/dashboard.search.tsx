import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/remix/guards";
import { documentResultsGroup, resultsPageOf } from "~/.server/search/search-page";
import { recordSearch } from "~/.server/shell/recent";
import { DocumentResults } from "~/components/search/document-results";
import { PRODUCT_NAME } from "~/lib/platform/constants";
import { SEARCH_MESSAGES } from "~/lib/search/constants";
import { notAgainAfterOtherPosts } from "~/lib/shell/revalidation";
import { SearchQuerySchema } from "~/lib/shell/schemas";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const { q } = SearchQuerySchema.parse(Object.fromEntries(url.searchParams));
  const [documents] = await Promise.all([
    q ? documentResultsGroup(ctx, q, resultsPageOf(url)) : null,
    recordSearch(ctx, q),
  ]);
  const organizations = new Set(documents?.results.map((result) => result.organizationId));
  return { query: q, documents, severalOrganizations: organizations.size > 1 };
}

export const shouldRevalidate = notAgainAfterOtherPosts;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `Search: ${data.query} · ${PRODUCT_NAME}` : `Search · ${PRODUCT_NAME}` },
];

export default function SearchPage() {
  const { query, documents, severalOrganizations } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Search
        </h1>
        <p className="text-muted-foreground">
          {query ? <>Results for “{query}”</> : "Type in the search box at the top of the page and press Enter."}
        </p>
      </header>
      {query && documents ? (
        <>
          <DocumentResults query={query} showOrganization={severalOrganizations} {...documents} />
          <p className="text-sm text-muted-foreground">{SEARCH_MESSAGES.otherKindsNotBuilt}</p>
        </>
      ) : null}
    </section>
  );
}
