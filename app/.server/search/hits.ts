// The pieces every search over the one index shares (decision 045): the permission-filtered hits with their bm25
// score, and each ranked hit's details with its title marked and a snippet of its body, read for a page of hits only.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  BODY_WEIGHT,
  SCOPE_SET_MAX_ENTRIES,
  SEARCH_BAND_BITS,
  SNIPPET_TOKENS,
  TITLE_WEIGHT,
} from "../../lib/search/constants";
import type { SearchKind } from "../../lib/search/kinds";
import type { SearchHit, SnippetPart } from "../../lib/search/results";
import { outsideHolds } from "../auth/organization-holds";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { MATCH_END, MATCH_START } from "./match-expression";
import { visibleEntriesCondition, visibleEntriesFrom } from "./visibility";

const { assets, meetings, organizations, searchEntries } = schema;

type HitRow = {
  entryId: number;
  kind: SearchKind;
  entityId: string;
  organizationId: string;
  organizationName: string;
  pageNumber: number | null;
  title: string | null;
  snippet: string | null;
  contextId: string | null;
  contextTitle: string | null;
};

/** What a search looks in: one organisation of the actor's (else all of them), and a condition on the entry. */
export type HitScope = { organizationId?: string | null; where?: SQL };

/**
 * Who searches, as of when: the actor's id (or the session's user, in SQL, when the search reads with the session),
 * the clock documents' shares are current at, and the organisations holding the actor back (decision 048).
 */
export type Searcher = { userId: string | SQLWrapper; now: number | SQLWrapper; outsideHolds?: SQL };

export const searcherOf = (ctx: ActorContext): Searcher => ({
  userId: ctx.actor.user.id,
  now: Date.now(),
  outsideHolds: outsideHolds(ctx, searchEntries.organizationId),
});

/**
 * The hits the actor may open, as (entry_id, entry_kind, score): the one place the permission filter runs. The
 * organisations whose security policy holds the actor back give no hits (decision 048).
 */
export function visibleHits(ctx: ActorContext, match: string, scope: HitScope = {}): SQL {
  return visibleHitsOf(searcherOf(ctx), match, scope);
}

/** `visibleHits` for a searcher and a match that may be placeholders (a search read with the session). */
export function visibleHitsOf(
  { userId, now, outsideHolds: notHeld }: Searcher,
  match: string | SQLWrapper,
  { organizationId = null, where }: HitScope = {},
): SQL {
  const inOrganization = organizationId ? sql`and ${searchEntries.organizationId} = ${organizationId}` : sql``;
  return sql`select ${searchEntries.rowid} as entry_id, ${searchEntries.kind} as entry_kind,
      bm25(search_entries_fts, ${sql.raw(String(TITLE_WEIGHT))}, ${sql.raw(String(BODY_WEIGHT))}) as score
    from search_entries_fts ${visibleEntriesFrom(userId)}
    where search_entries_fts match ${match} and ${inScope(userId, organizationId)} ${inOrganization}
      ${where ?? sql``} and ${visibleEntriesCondition(userId, now)}
      and ${notHeld ?? sql`1`}`;
}

/**
 * The match is an entry of the organisations searched, told by its rowid alone. Each organisation's entries hold a
 * band of rowids (decision 069), so FTS5 seeks the range from the lowest to the highest band of the actor's seats and
 * never steps over another organisation's matches outside it (scalar subqueries, evaluated once a statement; without
 * a seat the bounds are null and nothing matches). When that range spans the band of an organisation the actor is not
 * in, each match is first tested against the set of the scope's rowids (decision 054), built only then: a scope of
 * more than SCOPE_SET_MAX_ENTRIES rows is left to the joins, which decide visibility either way. The set's test comes
 * before the range's, because FTS5 seeks the range but SQLite tests each row against it again. The unary plus keeps
 * the set from FTS5 as a rowid constraint: looked up rowid by rowid, bm25 would count each word's documents each time.
 */
function inScope(userId: string | SQLWrapper, organizationId: string | null): SQL {
  const seated = sql`seat.user_id = ${userId} and seat.status = 'active'
    ${organizationId ? sql`and seat.organization_id = ${organizationId}` : sql``}`;
  const bands = sql`from organization_members seat join organizations band on band.id = seat.organization_id
    where ${seated}`;
  const entries = sql`select scoped.id from organization_members seat
    join search_entries scoped on scoped.organization_id = seat.organization_id where ${seated}`;
  const bits = sql.raw(String(SEARCH_BAND_BITS));
  const lastInBand = sql.raw(String(2 ** SEARCH_BAND_BITS - 1));
  const limit = sql.raw(String(SCOPE_SET_MAX_ENTRIES));
  return sql`((select max(band.search_band) - min(band.search_band) + 1 = count(band.search_band) ${bands})
      or (select count(*) from (${entries} limit ${limit} + 1)) > ${limit}
      or +search_entries_fts.rowid in (${entries}))
    and search_entries_fts.rowid between (select min(band.search_band) << ${bits} ${bands})
      and (select (max(band.search_band) << ${bits}) + ${lastInBand} ${bands})`;
}

/**
 * Each ranked hit (entry_id, score) with what a result shows: the title with its words marked, a snippet of the
 * body, the organisation, and the meeting or document it belongs to.
 */
export function hitDetailsOf(ranked: SQL, match: string | SQLWrapper): SQL {
  return sql`select ranked.entry_id as entryId, ${searchEntries.kind} as kind, ${searchEntries.entityId} as entityId,
      ${searchEntries.organizationId} as organizationId, ${organizations.name} as organizationName,
      ${searchEntries.pageNumber} as pageNumber,
      highlight(search_entries_fts, 0, ${MATCH_START}, ${MATCH_END}) as title,
      snippet(search_entries_fts, 1, ${MATCH_START}, ${MATCH_END}, '…', ${SNIPPET_TOKENS}) as snippet,
      case when ${searchEntries.kind} in ('agenda_item', 'minutes') then ${meetings.id}
        when ${searchEntries.kind} = 'annotation' or ${searchEntries.pageNumber} is not null then ${assets.id}
      end as contextId,
      case when ${searchEntries.kind} in ('agenda_item', 'minutes') then ${meetings.title}
        when ${searchEntries.kind} = 'annotation' or ${searchEntries.pageNumber} is not null then ${assets.title}
      end as contextTitle,
      ranked.score as score
    from (${ranked}) as ranked
    cross join search_entries_fts on search_entries_fts.rowid = ranked.entry_id
    join ${searchEntries} on ${searchEntries.rowid} = ranked.entry_id
    join ${organizations} on ${organizations.id} = ${searchEntries.organizationId}
    left join ${meetings} on ${meetings.id} = ${searchEntries.meetingId}
    left join ${assets} on ${assets.id} = ${searchEntries.assetId}
    where search_entries_fts match ${match}
    order by ranked.score, ranked.entry_id`;
}

export function hitOf(row: HitRow): SearchHit {
  return {
    entryId: row.entryId,
    kind: row.kind,
    id: row.entityId,
    title: row.title ? snippetParts(row.title) : [],
    snippet: row.snippet ? snippetParts(row.snippet) : [],
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    context: row.contextId ? { id: row.contextId, title: row.contextTitle ?? "" } : null,
    pageNumber: row.pageNumber,
  };
}

/** The columns of hitDetails, read by name (a query built on `from(sql)` joins a db.batch, decision 039). */
export const HIT_COLUMNS = {
  entryId: sql<number>`entryId`,
  kind: sql<SearchKind>`kind`,
  entityId: sql<string>`entityId`,
  organizationId: sql<string>`organizationId`,
  organizationName: sql<string>`organizationName`,
  pageNumber: sql<number | null>`pageNumber`,
  title: sql<string | null>`title`,
  snippet: sql<string | null>`snippet`,
  contextId: sql<string | null>`contextId`,
  contextTitle: sql<string | null>`contextTitle`,
};

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
