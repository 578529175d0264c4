// Board packs: list, create, edit, publish and archive (issue 10). Each service starts with a guard:
// requireMembership for the organisation-wide list and creation, requireBoardPack for one pack.
import { and, asc, count, desc, eq, or, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { BOARD_PACK_MESSAGES, BOARD_PACKS_PAGE_SIZE } from "../../lib/board-packs/constants";
import type { BoardPackInput, BoardPackListQuery } from "../../lib/board-packs/schemas";
import { pageWindow } from "../../lib/platform/paging";
import { recordEvent } from "../analytics/events";
import { checkMeetingChoice, meetingChoicesQuery } from "../meetings/pickers";
import { notifyBoardPackPublished } from "../notifications/producers";
import {
  allActiveMembers,
  type Membership,
  membershipFrom,
  organizationIdOf,
  readUndecided,
  requireMembership,
  rowsOfOrganization,
  seatRoleRead,
} from "../organizations/memberships";
import { auditInsert, auditInsertWhen } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { insertsInChunks } from "../platform/db/bound-parameters";
import { type Db, schema } from "../platform/db/client";
import { containsText } from "../platform/db/text-match";
import { badRequest, ServiceError } from "../platform/errors";
import { can, type OrganizationAction } from "../platform/policy";
import { audienceUserIds, inAudience, type Key, requireBoardPack } from "./access";
import { enqueueCompilation } from "./compile";

const { boardPacks, boardPackItems, boardPackRecipients, committees, organizationMembers } = schema;

/** The list's window of packs: numbers, or placeholders when it is read with the session (decision 066). */
type PackWindow = { limit: number | Placeholder; offset: number | Placeholder };

/**
 * The list's reads, unexecuted, after the guard's: the page read for each of the three ways a seat lists packs
 * (`LISTED_PACKS`) and their counts, by status and a search in title and description. All name the organisation by
 * the same SQL, so a refused guard drops them unseen. The user is a value alone, SQL alongside the session.
 */
export function boardPackListQueries(
  db: Db,
  organizationId: SQLWrapper,
  userId: Key,
  query: BoardPackListQuery,
  window: PackWindow,
) {
  const status = query.status ?? "all";
  const filters = and(
    eq(boardPacks.organizationId, organizationId),
    status === "all" ? undefined : eq(boardPacks.status, status),
    query.search
      ? or(containsText(boardPacks.title, query.search), containsText(boardPacks.description, query.search))
      : undefined,
  );
  const shownTo = (listed: ListedPacks) =>
    sql`(${listedCondition(listed, userId)} or (${boardPacks.status} = 'published' and ${inAudience(userId)}))`;
  const pageOf = (listed: ListedPacks) =>
    db
      .select({
        id: boardPacks.id,
        title: boardPacks.title,
        description: boardPacks.description,
        status: boardPacks.status,
        audience: boardPacks.audience,
        meetingDate: boardPacks.meetingDate,
        compileStatus: boardPacks.compileStatus,
        publishedAt: boardPacks.publishedAt,
        updatedAt: boardPacks.updatedAt,
        committeeName: committees.name,
        paperCount: sql<number>`(select count(*) from board_pack_items i where i.board_pack_id = ${boardPacks.id})`,
      })
      .from(boardPacks)
      .leftJoin(committees, eq(committees.id, boardPacks.committeeId))
      .where(and(filters, shownTo(listed)))
      .orderBy(desc(boardPacks.updatedAt), asc(boardPacks.id))
      .limit(window.limit)
      .offset(window.offset);
  const countOf = (listed: ListedPacks) =>
    sql<number>`coalesce(sum(case when ${shownTo(listed)} then 1 else 0 end), 0)`.as(`listed_${listed}`);
  return [
    pageOf("all"),
    pageOf("created"),
    pageOf("none"),
    db
      .select({ all: countOf("all"), created: countOf("created"), none: countOf("none") })
      .from(boardPacks)
      .where(filters),
  ] as const;
}

/** The guard's rows and the list's, as the board packs list reads them with the session (page-reads.ts). */
export type BoardPackListRows = readonly [Membership[], ...BatchResponse<ReturnType<typeof boardPackListQueries>>];

/**
 * One page of the packs of an organisation the actor may see, newest change first: every pack for its owners and
 * admins, the packs a member created, and the published packs whose audience includes the actor. One D1 round trip
 * (decision 062): the membership guard's read with `boardPackListQueries`, the page of the way the guard's seat
 * lists kept; or none when `prefetched` (read with the session as the list opens, decision 066) are of this
 * organisation.
 */
export async function listBoardPacks(
  ctx: ActorContext,
  organizationRef: string,
  query: BoardPackListQuery = {},
  prefetched?: BoardPackListRows,
) {
  const { page, limit, offset } = pageWindow(query, BOARD_PACKS_PAGE_SIZE);
  const [membershipRows, pageOfAll, pageOfCreated, pageOfNone, counts] =
    rowsOfOrganization(prefetched, organizationRef) ??
    (await readUndecided(
      ctx,
      organizationRef,
      boardPackListQueries(ctx.db, organizationIdOf(organizationRef), ctx.actor.user.id, query, { limit, offset }),
    ));
  const membership = membershipFrom(ctx, membershipRows[0], "content.view");
  const listed = listedPacksOf(ctx, membership);
  const packs = { all: pageOfAll, created: pageOfCreated, none: pageOfNone }[listed];
  const totalCount = Number(counts[0]?.[listed] ?? 0);
  return {
    organization: membership.organization,
    canCreate: can(ctx.actor, "content.create", membership),
    packs,
    page,
    total: totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / limit)),
  };
}

/**
 * Which packs a seat lists besides the published packs of its audience: every pack for owners and admins, their
 * own for members, none for the others (the packs each manages, `managesPack`).
 */
type ListedPacks = "all" | "created" | "none";

function listedPacksOf(ctx: ActorContext, membership: Membership): ListedPacks {
  if (!can(ctx.actor, "content.create", membership)) return "none";
  return membership.role === "owner" || membership.role === "admin" ? "all" : "created";
}

function listedCondition(listed: ListedPacks, userId: Key): SQL {
  if (listed === "all") return sql`1 = 1`;
  return listed === "created" ? sql`${boardPacks.createdBy} = ${userId}` : sql`0 = 1`;
}

/**
 * What the pack form offers: the organisation's active committees, active members and the meetings the actor can
 * see. One D1 round trip (decision 062): the membership guard's read (for `action`) with the choices, which name the
 * organisation by the same reference and read the actor's role in SQL; or none when `prefetched` (read with the
 * session for the new pack's page, decision 066) are of this organisation.
 */
export async function boardPackFormOptions(
  ctx: ActorContext,
  organizationRef: string,
  action: OrganizationAction = "content.view",
  prefetched?: BoardPackFormOptionRows,
) {
  const [membershipRows, committeeRows, people, meetingRows] =
    rowsOfOrganization(prefetched, organizationRef) ??
    (await readUndecided(
      ctx,
      organizationRef,
      boardPackFormOptionsQueries(ctx.db, organizationIdOf(organizationRef), ctx.actor.user.id),
    ));
  membershipFrom(ctx, membershipRows[0], action);
  return boardPackFormOptionsFrom(committeeRows, people, meetingRows);
}

/** The guard's rows and the form's choices, as the new pack's page reads them with the session (page-reads.ts). */
export type BoardPackFormOptionRows = readonly [
  Membership[],
  ...BatchResponse<ReturnType<typeof boardPackFormOptionsQueries>>,
];

/**
 * The form's choices, unexecuted: the meetings are those the user's seat in the organisation may see. The user is a
 * value alone, SQL alongside the session.
 */
export function boardPackFormOptionsQueries(db: Db, organizationId: string | SQLWrapper, userId: Key) {
  return [
    db
      .select({ id: committees.id, name: committees.name })
      .from(committees)
      .where(and(eq(committees.organizationId, organizationId), eq(committees.status, "active")))
      .orderBy(asc(committees.name)),
    db
      .select({ userId: schema.users.id, fullName: schema.users.fullName, email: schema.users.email })
      .from(organizationMembers)
      .innerJoin(schema.users, eq(schema.users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.status, "active")))
      .orderBy(asc(schema.users.fullName), asc(schema.users.email))
      .limit(500),
    meetingChoicesQuery(db, organizationId, userId, seatRoleRead(organizationId, userId)),
  ] as const;
}

export function boardPackFormOptionsFrom(
  committeeRows: { id: string; name: string }[],
  people: { userId: string; fullName: string | null; email: string }[],
  meetingRows: { id: string; title: string; scheduledStart: number }[],
) {
  return {
    committees: committeeRows,
    meetings: meetingRows,
    people: people.map((person) => ({ userId: person.userId, displayName: person.fullName || person.email })),
  };
}

/** The committee must be an active committee of the organisation; recipients its active members. */
async function checkAudience(ctx: ActorContext, organizationId: string, input: BoardPackInput) {
  const committeeId = input.audience === "committee" ? (input.committeeId ?? null) : null;
  if (committeeId) {
    const committee = await ctx.db
      .select({ id: committees.id })
      .from(committees)
      .where(
        and(
          eq(committees.id, committeeId),
          eq(committees.organizationId, organizationId),
          eq(committees.status, "active"),
        ),
      )
      .get();
    if (!committee)
      throw badRequest(BOARD_PACK_MESSAGES.committeeNotFound, { committeeId: [BOARD_PACK_MESSAGES.committeeNotFound] });
  }
  const recipientIds = input.audience === "members" ? [...new Set(input.recipientIds)] : [];
  if (recipientIds.length) {
    if (!(await allActiveMembers(ctx, organizationId, recipientIds)))
      throw badRequest(BOARD_PACK_MESSAGES.recipientsNotMembers, {
        recipientIds: [BOARD_PACK_MESSAGES.recipientsNotMembers],
      });
  }
  const meetingId = input.meetingId ?? null;
  if (meetingId) await checkMeetingChoice(ctx, organizationId, meetingId, "meetingId");
  return { committeeId, recipientIds, meetingId };
}

const recipientInserts = (ctx: ActorContext, boardPackId: string, userIds: string[]) =>
  insertsInChunks(
    ctx.db,
    boardPackRecipients,
    userIds.map((userId) => ({ boardPackId, userId })),
  );

export async function createBoardPack(ctx: ActorContext, organizationRef: string, input: BoardPackInput) {
  const { organization } = await requireMembership(ctx, organizationRef, "content.create");
  const { committeeId, recipientIds, meetingId } = await checkAudience(ctx, organization.id, input);
  const id = crypto.randomUUID();
  const now = Date.now();
  await ctx.db.batch([
    ctx.db.insert(boardPacks).values({
      id,
      organizationId: organization.id,
      title: input.title,
      description: input.description ?? null,
      meetingDate: input.meetingDate ?? null,
      meetingId,
      audience: input.audience,
      committeeId,
      createdBy: ctx.actor.user.id,
      createdAt: now,
      updatedAt: now,
    }),
    ...recipientInserts(ctx, id, recipientIds),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "board_pack.created",
      entityType: "board_pack",
      entityId: id,
      changes: { title: input.title, audience: input.audience },
    }),
  ]);
  recordEvent(ctx, organization.id, "board_pack_created", { title: input.title, audience: input.audience });
  return { id, title: input.title };
}

export async function updateBoardPack(ctx: ActorContext, packId: string, input: BoardPackInput) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  const { committeeId, recipientIds, meetingId } = await checkAudience(ctx, pack.organizationId, input);
  await ctx.db.batch([
    ctx.db
      .update(boardPacks)
      .set({
        title: input.title,
        description: input.description ?? null,
        meetingDate: input.meetingDate ?? null,
        meetingId,
        audience: input.audience,
        committeeId,
        updatedAt: Date.now(),
      })
      .where(eq(boardPacks.id, pack.id)),
    ctx.db.delete(boardPackRecipients).where(eq(boardPackRecipients.boardPackId, pack.id)),
    ...recipientInserts(ctx, pack.id, recipientIds),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: pack.organizationId,
      action: "board_pack.updated",
      entityType: "board_pack",
      entityId: pack.id,
      changes: { title: input.title, audience: input.audience, recipients: recipientIds.length },
    }),
  ]);
  // The cover of a published pack shows its title and meeting date.
  if (pack.status === "published") await enqueueCompilation(ctx, pack.id);
}

/** Publishes a draft to its audience (its papers open to them) and compiles the book in the background. */
export async function publishBoardPack(ctx: ActorContext, packId: string) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  if (pack.status !== "draft") throw new ServiceError(409, BOARD_PACK_MESSAGES.notDraft);
  const papers = await ctx.db
    .select({ value: count() })
    .from(boardPackItems)
    .where(eq(boardPackItems.boardPackId, pack.id))
    .get();
  if (!papers?.value) throw new ServiceError(409, BOARD_PACK_MESSAGES.emptyPack);
  const now = Date.now();
  const published = await ctx.db.batch([
    ctx.db
      .update(boardPacks)
      .set({ status: "published", publishedAt: now, publishedBy: ctx.actor.user.id, updatedAt: now })
      .where(and(eq(boardPacks.id, pack.id), eq(boardPacks.status, "draft")))
      .returning({ id: boardPacks.id }),
    // Recorded only by the publish that won, should two race.
    auditInsertWhen(
      ctx,
      {
        userId: ctx.actor.user.id,
        organizationId: pack.organizationId,
        action: "board_pack.published",
        entityType: "board_pack",
        entityId: pack.id,
        changes: { papers: papers.value, audience: pack.audience },
      },
      sql`exists (select 1 from board_packs where id = ${pack.id} and published_at = ${now}
        and published_by = ${ctx.actor.user.id})`,
    ),
  ]);
  if (published[0].length === 0) throw new ServiceError(409, BOARD_PACK_MESSAGES.notDraft);
  recordEvent(ctx, pack.organizationId, "board_pack_published", { title: pack.title, papers: papers.value });
  await enqueueCompilation(ctx, pack.id);
  await notifyBoardPackPublished(ctx, pack, audienceUserIds(pack));
}

/** Archives a pack: it leaves its audience (its papers no longer open through it) and becomes read-only. */
export async function archiveBoardPack(ctx: ActorContext, packId: string) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  await ctx.db.batch([
    ctx.db.update(boardPacks).set({ status: "archived", updatedAt: Date.now() }).where(eq(boardPacks.id, pack.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: pack.organizationId,
      action: "board_pack.archived",
      entityType: "board_pack",
      entityId: pack.id,
    }),
  ]);
}

/**
 * Brings an archived pack back as it was before: published again to its audience (its book compiled afresh, since
 * its documents may have new versions) if it had been published, else a draft.
 */
export async function restoreBoardPack(ctx: ActorContext, packId: string) {
  const { pack } = await requireBoardPack(ctx, packId, "restore");
  const status = pack.publishedAt ? "published" : "draft";
  const now = Date.now();
  const restored = await ctx.db.batch([
    ctx.db
      .update(boardPacks)
      .set({ status, updatedAt: now })
      .where(and(eq(boardPacks.id, pack.id), eq(boardPacks.status, "archived")))
      .returning({ id: boardPacks.id }),
    // Recorded only by the restore that won, should two race.
    auditInsertWhen(
      ctx,
      {
        userId: ctx.actor.user.id,
        organizationId: pack.organizationId,
        action: "board_pack.restored",
        entityType: "board_pack",
        entityId: pack.id,
        changes: { status },
      },
      sql`exists (select 1 from board_packs where id = ${pack.id} and status = ${status} and updated_at = ${now})`,
    ),
  ]);
  if (restored[0].length === 0) throw new ServiceError(409, BOARD_PACK_MESSAGES.notArchived);
  if (status === "published") await enqueueCompilation(ctx, pack.id);
  return { status };
}
