// One pack as its page shows it: the book (sections and papers in reading order), its compile status and, for
// its managers, read counts, the audience and what can be added.
import { asc, eq, sql } from "drizzle-orm";
import { BOARD_PACK_MESSAGES } from "../../lib/board-packs/constants";
import type { PaperPickerQuery } from "../../lib/board-packs/schemas";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { boardPackAccessFrom, boardPackAccessQuery } from "./access";
import { paperCandidatesFrom, paperCandidatesQueries } from "./contents";
import { boardPackFormOptionsFrom, boardPackFormOptionsQueries } from "./packs";
import { papersReadByQuery, readCountsFrom, readCountsQueries } from "./reads";

const { boardPacks, boardPackSections, boardPackItems, boardPackRecipients, assets, committees, users } = schema;

/**
 * `picker` is the paper picker's search and page (managers of a pack that is not archived see the picker).
 * Reads in one D1 round trip for a reader and two for a manager (decision 026): the guard's read with the book's
 * reads in one batch, then, for managers, the read counts, the picker and the form's choices in a second.
 */
export async function getBoardPack(ctx: ActorContext, packId: string, picker: PaperPickerQuery = {}) {
  if (!packId || packId.length > 100) throw notFound(BOARD_PACK_MESSAGES.notFound);
  const [accessRows, sections, items, committeeRows, recipients, readRows] = await ctx.db.batch([
    boardPackAccessQuery(ctx, packId),
    ctx.db
      .select({ id: boardPackSections.id, title: boardPackSections.title })
      .from(boardPackSections)
      .where(eq(boardPackSections.boardPackId, packId))
      .orderBy(asc(boardPackSections.position)),
    ctx.db
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
    ctx.db
      .select({ id: committees.id, name: committees.name })
      .from(committees)
      .where(eq(committees.id, sql`(select committee_id from ${boardPacks} where id = ${packId})`)),
    ctx.db
      .select({ userId: users.id, fullName: users.fullName, email: users.email })
      .from(boardPackRecipients)
      .innerJoin(users, eq(users.id, boardPackRecipients.userId))
      .where(eq(boardPackRecipients.boardPackId, packId))
      .orderBy(asc(users.fullName)),
    papersReadByQuery(ctx, packId),
  ]);
  const { pack, organization, canManage } = boardPackAccessFrom(ctx, accessRows[0], "read");
  const readByMe = new Set(readRows.map((row) => row.itemId));
  const committee = committeeRows[0];
  const editable = canManage && pack.status !== "archived";
  let counts: ReturnType<typeof readCountsFrom> | null = null;
  let candidates: ReturnType<typeof paperCandidatesFrom> | null = null;
  let options: ReturnType<typeof boardPackFormOptionsFrom> | null = null;
  if (canManage) {
    const [size, perItem] = readCountsQueries(ctx, pack);
    const [candidateRows, candidateTotal] = paperCandidatesQueries(ctx, pack, picker);
    const [committeeChoices, people, meetingChoices] = boardPackFormOptionsQueries(ctx, organization.id);
    const managed = await ctx.db.batch([
      size,
      perItem,
      candidateRows,
      candidateTotal,
      committeeChoices,
      people,
      meetingChoices,
    ]);
    counts = readCountsFrom(managed[0], managed[1]);
    if (editable) {
      candidates = paperCandidatesFrom(picker, managed[2], managed[3]);
      options = boardPackFormOptionsFrom(managed[4], managed[5], managed[6]);
    }
  }

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
    pack: {
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
    },
    organization: { id: organization.id, name: organization.name, slug: organization.slug },
    canManage,
    editable,
    committee: committee ?? null,
    recipients: recipients.map((person) => ({ userId: person.userId, displayName: person.fullName || person.email })),
    contents,
    audienceSize: counts?.audienceSize ?? null,
    candidates,
    options,
  };
}
