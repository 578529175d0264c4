// Full-text search over documents' extracted pages (issue 10): the FTS5 index asset_page_chunks_fts, ranked by
// bm25, with snippets. Only the current version's pages of live documents the actor may read are searched: the
// document access rule is the guard's own SQL (app/.server/assets/access.ts, decision 030), never a copy.
import { sql } from "drizzle-orm";
import { SNIPPET_TOKENS } from "../../lib/search/constants";
import type { SnippetPart } from "../../lib/search/results";
import { type DocumentSearchInput, DocumentSearchSchema } from "../../lib/search/schemas";
import { accessRank, activeSeatInAssetOrganization } from "../assets/access";
import { requireMembership } from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest, type FieldErrors } from "../platform/errors";
import { matchExpressionOf } from "./match-expression";

const { assets, organizations, organizationMembers } = schema;

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

// Snippet() wraps each match in these; page text never holds them (control characters are removed at extraction).
const MATCH_START = "\u0002";
const MATCH_END = "\u0003";

/**
 * The pages that hold every word of the query, best first, in the documents the actor may read: in one
 * organisation (a 404 unless the actor is an active member), or in every organisation the actor belongs to.
 * A query with nothing to search for is a 400 that says why.
 */
export async function searchDocumentText(ctx: ActorContext, input: DocumentSearchInput): Promise<DocumentSearchPage> {
  const parsed = DocumentSearchSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === "query" ? "q" : String(issue.path[0] ?? "_");
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
    }
    throw badRequest(parsed.error.issues[0]?.message ?? "Invalid search", fieldErrors);
  }
  const { query, limit, offset } = parsed.data;
  const match = matchExpressionOf(query);
  const organizationId = parsed.data.organizationId
    ? (await requireMembership(ctx, parsed.data.organizationId, "organization.view")).organization.id
    : null;
  const userId = ctx.actor.user.id;

  // Ranked first, snippets after: SQLite computes a select list before it sorts, so snippet() in the ranking
  // query would run for every matching page; here it runs only for the page of results.
  const rows = await ctx.db.all<{
    documentId: string;
    title: string;
    organizationId: string;
    organizationName: string;
    pageNumber: number;
    snippet: string;
  }>(sql`
    with ranked as (
      select asset_page_chunks_fts.rowid as chunkId, bm25(asset_page_chunks_fts) as score
      from asset_page_chunks_fts
      join asset_page_chunks c on c.id = asset_page_chunks_fts.rowid
      join ${assets} on ${assets.id} = c.asset_id and ${assets.currentVersion} = c.version_number
        and ${assets.isDeleted} = 0
      join ${organizationMembers} on ${activeSeatInAssetOrganization(userId)}
      where asset_page_chunks_fts match ${match}
        ${organizationId ? sql`and ${assets.organizationId} = ${organizationId}` : sql``}
        and ${accessRank(userId, Date.now())} > 0
      order by score, c.id
      limit ${limit + 1} offset ${offset}
    )
    select ${assets.id} as documentId, ${assets.title} as title, ${assets.organizationId} as organizationId,
      ${organizations.name} as organizationName, c.page_number as pageNumber,
      snippet(asset_page_chunks_fts, 0, ${MATCH_START}, ${MATCH_END}, '…', ${SNIPPET_TOKENS}) as snippet
    from ranked
    cross join asset_page_chunks_fts on asset_page_chunks_fts.rowid = ranked.chunkId
    join asset_page_chunks c on c.id = ranked.chunkId
    join ${assets} on ${assets.id} = c.asset_id
    join ${organizations} on ${organizations.id} = ${assets.organizationId}
    where asset_page_chunks_fts match ${match}
    order by ranked.score, c.id`);

  return {
    results: rows.slice(0, limit).map((row) => ({ ...row, snippet: snippetParts(row.snippet) })),
    hasMore: rows.length > limit,
    limit,
    offset,
  };
}

/** snippet()'s text with its match markers, as parts a page renders as text and <mark> (no HTML involved). */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of snippet.split(MATCH_START).entries()) {
    const [matched, after] = index === 0 ? [null, piece] : splitOnce(piece, MATCH_END);
    if (matched) parts.push({ text: matched, match: true });
    if (after) parts.push({ text: after.replace(/\s+/g, " "), match: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}
