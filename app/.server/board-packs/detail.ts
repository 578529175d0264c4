// One pack as its page shows it: the book (sections and papers in reading order), its compile status and, for
// its managers, read counts, the audience and what can be added; and its details page (the pack form).
import { asc, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { BOARD_PACK_MESSAGES } from "../../lib/board-packs/constants";
import type { PaperPickerQuery } from "../../lib/board-packs/schemas";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { type BoardPack, boardPackAccessFrom, boardPackAccessRead, type Key, mayManagePack } from "./access";
import { paperCandidatesFrom, paperCandidatesQueries } from "./contents";
import { boardPackFormOptionsFrom, boardPackFormOptionsQueries } from "./packs";
import { papersReadByQuery, readCountsFrom, readCountsQueries } from "./reads";

const { boardPacks, boardPackSections, boardPackItems, boardPackRecipients, assets, committees, users } = schema;

/**
 * The pack page's guard and reads, all naming the pack by its id: the book, the committee and recipients, what the
 * actor has read, and the read counts and paper picker (`picker`: its search and page), which stop at once for
 * anyone who could not manage the pack (`mayManagePack`). Alone, or alongside the session lookup (page-reads.ts).
 */
export function boardPackPageQueries(
  db: Db,
  packId: Key,
  userId: Key,
  now: number | SQLWrapper,
  picker: PaperPickerQuery = {},
) {
  const managersOnly = mayManagePack(userId, packId);
  return [
    boardPackAccessRead(db, packId, userId),
    db
      .select({ id: boardPackSections.id, title: boardPackSections.title })
      .from(boardPackSections)
      .where(eq(boardPackSections.boardPackId, packId))
      .orderBy(asc(boardPackSections.position)),
    db
      .select({
        id: boardPackItems.id,
        sectionId: boardPackItems.sectionId,
        // The item's own column, not assets.id: D1's batch keys rows by column name, and `id` is taken.
        assetId: boardPackItems.assetId,
        title: assets.title,
        fileType: assets.fileType,
        isDeleted: assets.isDeleted,
        updatedAfterPublishAt: boardPackItems.updatedAfterPublishAt,
      })
      .from(boardPackItems)
      .innerJoin(assets, eq(assets.id, boardPackItems.assetId))
      .where(eq(boardPackItems.boardPackId, packId))
      .orderBy(asc(boardPackItems.position), asc(boardPackItems.addedAt)),
    packCommitteeQuery(db, packId),
    packRecipientsQuery(db, packId),
    papersReadByQuery(db, packId, userId),
    ...readCountsQueries(db, packId, managersOnly),
    ...paperCandidatesQueries(db, packId, userId, now, picker, managersOnly),
  ] as const;
}

/**
 * One D1 round trip (decision 062): the guard's read with the pack page's reads (`boardPackPageQueries`); the
 * counts and the picker are kept for its managers only. `prefetched` are the rows those reads gave alongside the
 * session lookup for the picker's first page without a search (decision 066); without them they make their own
 * round trip.
 */
export async function getBoardPack(
  ctx: ActorContext,
  packId: string,
  picker: PaperPickerQuery = {},
  prefetched?: BatchResponse<ReturnType<typeof boardPackPageQueries>>,
) {
  checkPackId(packId);
  const [accessRows, sections, items, committeeRows, recipients, readRows, size, perItem, candidateRows, total] =
    prefetched ?? (await ctx.db.batch(boardPackPageQueries(ctx.db, packId, ctx.actor.user.id, Date.now(), picker)));
  const { pack, organization, canManage } = boardPackAccessFrom(ctx, accessRows[0], "read");
  const readByMe = new Set(readRows.map((row) => row.itemId));
  const committee = committeeRows[0];
  const editable = canManage && pack.status !== "archived";
  const counts = canManage ? readCountsFrom(size, perItem) : null;
  const candidates = editable ? paperCandidatesFrom(picker, candidateRows, total) : null;
  const paper = (item: (typeof items)[number]) => ({
    ...item,
    readByMe: readByMe.has(item.id),
    readers: counts ? (counts.readsByItem.get(item.id) ?? 0) : null,
  });
  const known = new Set(sections.map((section) => section.id));
  const contents = [
    {
      id: null,
      title: null,
      papers: items.filter((item) => !item.sectionId || !known.has(item.sectionId)).map(paper),
    },
    ...sections.map((section) => ({
      id: section.id,
      title: section.title,
      papers: items.filter((item) => item.sectionId === section.id).map(paper),
    })),
  ];
  return {
    pack: packView(pack),
    organization: { id: organization.id, name: organization.name, slug: organization.slug },
    canManage,
    editable,
    committee: committee ?? null,
    recipients: recipients.map(recipientView),
    contents,
    audienceSize: counts?.audienceSize ?? null,
    candidates,
  };
}

/**
 * The details page's guard and reads, all naming the pack by its id: the pack's recipients and the form's choices of
 * its organisation, cheap reads made for everyone who opens the page and kept for its editors only. Alone, or
 * alongside the session lookup (page-reads.ts).
 */
export function boardPackDetailsQueries(db: Db, packId: Key, userId: Key) {
  const organizationId = sql<string>`(select ${boardPacks.organizationId} from ${boardPacks}
    where ${boardPacks.id} = ${packId})`;
  return [
    boardPackAccessRead(db, packId, userId),
    packRecipientsQuery(db, packId),
    ...boardPackFormOptionsQueries(db, organizationId, userId),
  ] as const;
}

/**
 * The pack's details page (its form): the pack, its recipients and the form's choices, in one D1 round trip with
 * the guard (decision 062), or none with the rows read alongside the session (`prefetched`, decision 066). Only its
 * managers edit.
 */
export async function getBoardPackDetails(
  ctx: ActorContext,
  packId: string,
  prefetched?: BatchResponse<ReturnType<typeof boardPackDetailsQueries>>,
) {
  checkPackId(packId);
  const [accessRows, recipients, committeeChoices, people, meetingChoices] =
    prefetched ?? (await ctx.db.batch(boardPackDetailsQueries(ctx.db, packId, ctx.actor.user.id)));
  const { pack, canManage } = boardPackAccessFrom(ctx, accessRows[0], "read");
  const editable = canManage && pack.status !== "archived";
  return {
    pack: packView(pack),
    recipients: recipients.map(recipientView),
    options: editable ? boardPackFormOptionsFrom(committeeChoices, people, meetingChoices) : null,
  };
}

function checkPackId(packId: string): void {
  if (!packId || packId.length > 100) throw notFound(BOARD_PACK_MESSAGES.notFound);
}

const packView = (pack: BoardPack) => ({
  id: pack.id,
  title: pack.title,
  description: pack.description,
  status: pack.status,
  audience: pack.audience,
  meetingDate: pack.meetingDate,
  meetingId: pack.meetingId,
  committeeId: pack.committeeId,
  compileStatus: pack.compileStatus,
  compileError: pack.compileError,
  compiledPageCount: pack.compiledPageCount,
  compiledAt: pack.compiledAt,
  hasBook: Boolean(pack.compiledKey),
  publishedAt: pack.publishedAt,
});

const packCommitteeQuery = (db: Db, packId: Key) =>
  db
    .select({ id: committees.id, name: committees.name })
    .from(committees)
    .where(eq(committees.id, sql`(select committee_id from ${boardPacks} where id = ${packId})`));

const packRecipientsQuery = (db: Db, packId: Key) =>
  db
    .select({ userId: users.id, fullName: users.fullName, email: users.email })
    .from(boardPackRecipients)
    .innerJoin(users, eq(users.id, boardPackRecipients.userId))
    .where(eq(boardPackRecipients.boardPackId, packId))
    .orderBy(asc(users.fullName));

const recipientView = (person: { userId: string; fullName: string | null; email: string }) => ({
  userId: person.userId,
  displayName: person.fullName || person.email,
});
