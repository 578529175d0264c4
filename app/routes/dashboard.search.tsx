import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/remix/guards";
import { recordSearch } from "~/.server/shell/recent";
import { SearchX } from "~/components/ui/icons";
import { PRODUCT_NAME } from "~/lib/platform/constants";
import { SEARCH_NOT_BUILT } from "~/lib/shell/constants";
import { notAgainAfterOtherPosts } from "~/lib/shell/revalidation";
import { SearchQuerySchema } from "~/lib/shell/schemas";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const { q } = SearchQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  await recordSearch(ctx, q);
  return { query: q };
}

export const shouldRevalidate = notAgainAfterOtherPosts;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `Search: ${data.query} · ${PRODUCT_NAME}` : `Search · ${PRODUCT_NAME}` },
];

export default function SearchPage() {
  const { query } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Search
        </h1>
        <p className="text-muted-foreground">
          {query ? <>Results for “{query}”</> : "Type in the search box at the top of the page and press Enter."}
        </p>
      </header>
      {query ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <SearchX className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{SEARCH_NOT_BUILT.title}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{SEARCH_NOT_BUILT.body}</p>
        </div>
      ) : null}
    </section>
  );
}
