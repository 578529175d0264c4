// Recent searches and recently visited items, per user, kept server-side so every device sees them.
//
// Recording a visit: a detail page's loader calls `recordVisit(ctx, { href, title, type })` after it
// has loaded (and authorised) the thing it shows, so only pages the user could really open are
// listed. The write runs in `ctx.waitUntil`, after the answer has gone: the page never waits for it.
// Revisiting moves the entry to the top, at most once a minute per user and page
// (VISIT_REWRITE_AFTER_MS); only RECENT_ITEMS_KEPT are kept per user.
//
// These are the reader's own conveniences, not audit events: the audit log records mutations only, and a
// page view that changes nothing (the page is already the newest entry, under the same title) writes nothing.
//
// A page that counts its views (a document's) records them with the visit (`recordCountedVisit`): one write a
// minute per user and page, the count and the visit in one batch.
import { and, desc, eq, notInArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  RECENT_ITEMS_KEPT,
  RECENT_SEARCHES_KEPT,
  RECENT_SHOWN,
  SEARCH_QUERY_MAX,
  VISIT_REWRITE_AFTER_MS,
} from "../../lib/shell/constants";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { endsWith, startsWith } from "../platform/db/text-match";
import type { UserKey } from "../platform/db/user-key";

const { recentSearches, recentItems } = schema;

export type RecentSearch = { query: string; searchedAt: number };
export type RecentItem = { href: string; title: string; type: string; visitedAt: number };

/** The user's rows of a recent list past the newest `kept`: what a new entry pushes out. */
function beyondNewest(
  ctx: ServiceContext,
  list: typeof recentSearches | typeof recentItems,
  newestFirst: typeof recentSearches.searchedAt | typeof recentItems.visitedAt,
  userId: string,
  kept: number,
) {
  const newest = ctx.db.select({ id: list.id }).from(list).where(eq(list.userId, userId));
  return and(eq(list.userId, userId), notInArray(list.id, newest.orderBy(desc(newestFirst)).limit(kept)));
}

/** A search as it is kept: trimmed, at most SEARCH_QUERY_MAX characters. */
const searchText = (rawQuery: string) => rawQuery.trim().slice(0, SEARCH_QUERY_MAX);

/** Saves a search (empty ones are ignored; a repeat moves to the top) and keeps the newest RECENT_SEARCHES_KEPT. */
export async function recordSearch(ctx: ActorContext, rawQuery: string): Promise<void> {
  const query = searchText(rawQuery);
  if (!query) return;
  const userId = ctx.actor.user.id;
  // Strictly after the user's newest search: two searches in the same millisecond still keep their order.
  const newest = sql<number>`max(${Date.now()}, coalesce((select max(r.searched_at) from ${recentSearches} r
    where r.user_id = ${userId}), 0) + 1)`;
  await ctx.db.batch([
    ctx.db
      .insert(recentSearches)
      .values({ id: crypto.randomUUID(), userId, query, searchedAt: newest })
      .onConflictDoUpdate({
        target: [recentSearches.userId, recentSearches.query],
        set: { searchedAt: newest },
        setWhere: sql`${recentSearches.searchedAt}
          < (select max(r.searched_at) from ${recentSearches} r where r.user_id = ${userId})`,
      }),
    ctx.db
      .delete(recentSearches)
      .where(beyondNewest(ctx, recentSearches, recentSearches.searchedAt, userId, RECENT_SEARCHES_KEPT)),
  ]);
}

/**
 * The search page's record of its query, after the answer (`ctx.waitUntil`): a repeat of the newest search (the
 * list read with the session shows it) would change nothing, and writes nothing.
 */
export function recordSearchAfterTheAnswer(ctx: ActorContext, rawQuery: string): void {
  const query = searchText(rawQuery);
  if (!query || ctx.snapshot?.recentSearches[0]?.query === query) return;
  ctx.waitUntil(recordSearch(ctx, query).catch((error) => console.error("recording a search failed", error)));
}

/** The query behind listRecentSearches, unexecuted so the shell can run it in its batch. */
export function recentSearchesQuery(ctx: Pick<ServiceContext, "db">, userId: UserKey, limit = RECENT_SHOWN) {
  return ctx.db
    .select({ query: recentSearches.query, searchedAt: recentSearches.searchedAt })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt))
    .limit(limit);
}

export async function listRecentSearches(
  ctx: ServiceContext,
  userId: string,
  limit = RECENT_SHOWN,
): Promise<RecentSearch[]> {
  return recentSearchesQuery(ctx, userId, limit).all();
}

/** Records, after the answer, that the actor opened a page (see the module comment). Never fails the page. */
export function recordVisit(ctx: ActorContext, visit: { href: string; title: string; type: string }): void {
  if (visitChangesNothing(ctx.snapshot?.recentItems, visit, Date.now())) return;
  ctx.waitUntil(writeVisit(ctx, visit).catch((error) => console.error("recording a visit failed", visit.href, error)));
}

/**
 * True when the list the shell read with the session shows that `writeVisit` would change nothing: the page is
 * listed under the same title and type, and is the newest entry or was written in the last minute. Most views of
 * a page are such repeats, and each was a write to the database (a transaction on D1's primary) for nothing.
 */
export function visitChangesNothing(
  listed: RecentItem[] | undefined,
  visit: { href: string; title: string; type: string },
  now: number,
): boolean {
  const entry = listed?.find((item) => item.href === visit.href);
  if (!entry || entry.title !== visit.title.slice(0, 200) || entry.type !== visit.type) return false;
  return entry === listed?.[0] || entry.visitedAt > now - VISIT_REWRITE_AFTER_MS;
}

/**
 * Records a view that the page counts (`counting`: its writes, e.g. a document's view count), after the answer, at
 * most once a minute per user and page: a view the list read with the session shows within the minute is not
 * counted again and writes nothing more than `recordVisit` would. Otherwise the count and the visit go in one batch,
 * and the visit takes the time even as the newest entry, so the next minute's views are known from the list.
 * Answers whether the view was counted.
 */
export function recordCountedVisit(
  ctx: ActorContext,
  visit: { href: string; title: string; type: string },
  counting: BatchItem<"sqlite">[],
): boolean {
  const now = Date.now();
  const entry = ctx.snapshot?.recentItems.find((item) => item.href === visit.href);
  if (entry && entry.visitedAt > now - VISIT_REWRITE_AFTER_MS) {
    recordVisit(ctx, visit);
    return false;
  }
  const [upsert, trim] = visitWrites(ctx, visit, now, { evenNewest: true });
  ctx.waitUntil(
    ctx.db
      .batch([upsert, trim, ...counting])
      .catch((error) => console.error("recording a view failed", visit.href, error)),
  );
  return true;
}

async function writeVisit(ctx: ActorContext, visit: { href: string; title: string; type: string }): Promise<void> {
  await ctx.db.batch(visitWrites(ctx, visit, Date.now(), { evenNewest: false }));
}

/** The visit's upsert and the trim past RECENT_ITEMS_KEPT, for one batch. */
function visitWrites(
  ctx: ActorContext,
  visit: { href: string; title: string; type: string },
  now: number,
  { evenNewest }: { evenNewest: boolean },
) {
  const userId = ctx.actor.user.id;
  const title = visit.title.slice(0, 200);
  const notNewest = sql`${recentItems.visitedAt} < (select max(r.visited_at) from ${recentItems} r
    where r.user_id = ${userId})`;
  return [
    ctx.db
      .insert(recentItems)
      .values({ id: crypto.randomUUID(), userId, href: visit.href, title, type: visit.type, visitedAt: now })
      .onConflictDoUpdate({
        target: [recentItems.userId, recentItems.href],
        set: { title, type: visit.type, visitedAt: now },
        // A new title is written at once; otherwise only an entry not written in the last minute moves up, and
        // (unless the view is counted) only if it is not already the newest.
        setWhere: sql`${recentItems.title} <> ${title} or ${recentItems.type} <> ${visit.type}
          or (${recentItems.visitedAt} <= ${now - VISIT_REWRITE_AFTER_MS} and ${evenNewest ? sql`1` : notNewest})`,
      }),
    ctx.db.delete(recentItems).where(beyondNewest(ctx, recentItems, recentItems.visitedAt, userId, RECENT_ITEMS_KEPT)),
  ] as const;
}

/** The query behind listRecentItems, unexecuted so the shell can run it in its batch. */
export function recentItemsQuery(ctx: Pick<ServiceContext, "db">, userId: UserKey, limit = RECENT_SHOWN) {
  return ctx.db
    .select({
      href: recentItems.href,
      title: recentItems.title,
      type: recentItems.type,
      visitedAt: recentItems.visitedAt,
    })
    .from(recentItems)
    .where(eq(recentItems.userId, userId))
    .orderBy(desc(recentItems.visitedAt))
    .limit(limit);
}

export async function listRecentItems(
  ctx: ServiceContext,
  userId: string,
  limit = RECENT_SHOWN,
): Promise<RecentItem[]> {
  return recentItemsQuery(ctx, userId, limit).all();
}

const ORGANIZATION_PAGE = "/dashboard/organizations/";
const COMMITTEE_PAGE = "/dashboard/committees/";

/** The entries that lead to the organisation with this slug: its settings page, its committees' pages (?org=). */
function leadsToOrganization(slug: SQLWrapper | string): SQL {
  return sql`(${recentItems.href} = ${ORGANIZATION_PAGE} || ${slug}
    or (${startsWith(recentItems.href, COMMITTEE_PAGE)} and ${endsWith(recentItems.href, sql`'?org=' || ${slug}`)}))`;
}

/**
 * The recent-list entries that lead to an organisation's pages, for the caller's db.batch: when the organisation
 * is deleted, for everyone; when someone leaves it, for them. Run before the organisation row goes (it reads the
 * slug).
 */
export function forgetOrganizationVisits(ctx: Pick<ServiceContext, "db">, organizationId: string, userId?: string) {
  const { organizations } = schema;
  const slug = sql`(select ${organizations.slug} from ${organizations} where ${organizations.id} = ${organizationId})`;
  const leadsThere = leadsToOrganization(slug);
  return ctx.db.delete(recentItems).where(userId ? and(eq(recentItems.userId, userId), leadsThere) : leadsThere);
}

/**
 * After a slug change the same entries point at the new address. Entries already at the new address are stale
 * (no organisation had that slug) and go first.
 */
export function moveOrganizationVisits(ctx: Pick<ServiceContext, "db">, fromSlug: string, toSlug: string) {
  const withoutSlug = sql`substr(${recentItems.href}, 1, length(${recentItems.href}) - ${fromSlug.length})`;
  return [
    ctx.db.delete(recentItems).where(leadsToOrganization(toSlug)),
    ctx.db
      .update(recentItems)
      .set({ href: `${ORGANIZATION_PAGE}${toSlug}` })
      .where(eq(recentItems.href, `${ORGANIZATION_PAGE}${fromSlug}`)),
    ctx.db
      .update(recentItems)
      .set({ href: sql`${withoutSlug} || ${toSlug}` })
      .where(and(startsWith(recentItems.href, COMMITTEE_PAGE), endsWith(recentItems.href, `?org=${fromSlug}`))),
  ] as const;
}
