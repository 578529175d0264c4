// One pack as its page shows it: the book (sections and papers in reading order), its compile status and, for
// its managers, read counts, the audience and what can be added.
import { asc, eq } from "drizzle-orm";
import type { PaperPickerQuery } from "../../lib/board-packs/schemas";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { requireBoardPack } from "./access";
import { paperCandidates } from "./contents";
import { boardPackFormOptions } from "./packs";
import { papersReadBy, readCounts } from "./reads";

const { boardPackSections, boardPackItems, boardPackRecipients, assets, committees, users } = schema;

/** `picker` is the paper picker's search and page (managers of a pack that is not archived see the picker). */
export async function getBoardPack(ctx: ActorContext, packId: string, picker: PaperPickerQuery = {}) {
  const { pack, organization, canManage } = await requireBoardPack(ctx, packId, "read");
  const [sections, items, committee, recipients, readByMe] = await Promise.all([
    ctx.db
      .select({ id: boardPackSections.id, title: boardPackSections.title })
      .from(boardPackSections)
      .where(eq(boardPackSections.boardPackId, pack.id))
      .orderBy(asc(boardPackSections.position))
      .all(),
    ctx.db
      .select({
        id: boardPackItems.id,
        sectionId: boardPackItems.sectionId,
        assetId: assets.id,
        title: assets.title,
        fileType: assets.fileType,
        isDeleted: assets.isDeleted,
        updatedAfterPublishAt: boardPackItems.updatedAfterPublishAt,
      })
      .from(boardPackItems)
      .innerJoin(assets, eq(assets.id, boardPackItems.assetId))
      .where(eq(boardPackItems.boardPackId, pack.id))
      .orderBy(asc(boardPackItems.position), asc(boardPackItems.addedAt))
      .all(),
    pack.committeeId
      ? ctx.db
          .select({ id: committees.id, name: committees.name })
          .from(committees)
          .where(eq(committees.id, pack.committeeId))
          .get()
      : undefined,
    ctx.db
      .select({ userId: users.id, fullName: users.fullName, email: users.email })
      .from(boardPackRecipients)
      .innerJoin(users, eq(users.id, boardPackRecipients.userId))
      .where(eq(boardPackRecipients.boardPackId, pack.id))
      .orderBy(asc(users.fullName))
      .all(),
    papersReadBy(ctx, pack.id),
  ]);
  const counts = canManage ? await readCounts(ctx, pack) : null;
  const editable = canManage && pack.status !== "archived";
  const [candidates, options] = editable
    ? await Promise.all([paperCandidates(ctx, pack, picker), boardPackFormOptions(ctx, organization.id)])
    : [null, null];

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
