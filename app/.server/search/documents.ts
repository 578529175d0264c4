// Full-text search over documents' extracted pages (issue 10), on the one index of global search (decision 045):
// the pages of the current version of live documents the actor may read, best first, with snippets. The
// permission filter is global search's (visibility.ts), which asks the document guard's own SQL (decision 030).
import { sql } from "drizzle-orm";
import type { SnippetPart } from "../../lib/search/results";
import { type DocumentSearchInput, DocumentSearchSchema } from "../../lib/search/schemas";
import { requireMembership } from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { HIT_COLUMNS, hitDetailsOf, hitOf, visibleHits } from "./hits";
import { matchExpressionOf } from "./match-expression";
import { parseSearchInput } from "./parse";

export { snippetParts } from "./hits";

const { searchEntries } = schema;

export type DocumentSearchResult = {
  documentId: string;
  title: string;
  organizationId: string;
  organizationName: string;
  pageNumber: number;
  /** The page's text around the matches; `match` parts are the words found. */
  snippet: SnippetPart[];
};

export type DocumentSearchPage = { results: DocumentSearchResult[]; hasMore: boolean; limit: number; offset: number };

/**
 * The pages that hold every word of the query, best first, in the documents the actor may read: in one
 * organisation (a 404 unless the actor is an active member), or in every organisation the actor belongs to.
 * A query with nothing to search for is a 400 that says why.
 */
export async function searchDocumentText(ctx: ActorContext, input: DocumentSearchInput): Promise<DocumentSearchPage> {
  const { query, limit, offset, ...filters } = parseSearchInput(DocumentSearchSchema, input);
  const match = matchExpressionOf(query);
  const organizationId = filters.organizationId
    ? (await requireMembership(ctx, filters.organizationId, "organization.view")).organization.id
    : null;
  const pagesOnly = sql`and ${searchEntries.kind} = 'document' and ${searchEntries.pageNumber} is not null`;
  const ranked = sql`select entry_id, score from (${visibleHits(ctx, match, { organizationId, where: pagesOnly })})
    order by score, entry_id limit ${limit + 1} offset ${offset}`;
  const rows = await ctx.db.select(HIT_COLUMNS).from(sql`(${hitDetailsOf(ranked, match)})`);
  const results = rows.slice(0, limit).map((row) => {
    const hit = hitOf(row);
    return {
      documentId: hit.id,
      title: hit.context?.title ?? "",
      organizationId: hit.organizationId,
      organizationName: hit.organizationName,
      pageNumber: hit.pageNumber ?? 1,
      snippet: hit.snippet,
    };
  });
  return { results, hasMore: rows.length > limit, limit, offset };
}
