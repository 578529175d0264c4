// The board pack guard (decision 030): who sees a pack and who may change it, in one query.
// A pack is managed by the organisation's owners and admins and by the member who created it (a role that creates
// content); a published pack is read by its audience; a draft or archived pack is seen only by its managers.
// The papers themselves open to the audience through requireAsset (app/.server/assets/access.ts).
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { BOARD_PACK_AUDIENCES, BOARD_PACK_MESSAGES } from "../../lib/board-packs/constants";
import type { OrganizationRole } from "../../lib/organizations/roles";
import { admitPastHolds } from "../auth/organization-holds";
import type { ActorContext } from "../platform/context";
import { columnsNamedApart } from "../platform/db/batch-columns";
import { type Db, schema } from "../platform/db/client";
import { notFound, ServiceError } from "../platform/errors";
import { authorize, can } from "../platform/policy";

const { boardPacks, organizations, organizationMembers } = schema;

export type BoardPack = typeof boardPacks.$inferSelect;
/** An id given now, or as SQL: a batch template's placeholder, or the session's user (decisions 052 and 066). */
export type Key = string | SQLWrapper;
export type BoardPackAccess = {
  pack: BoardPack;
  organization: typeof organizations.$inferSelect;
  role: OrganizationRole;
  canManage: boolean;
};

/**
 * The user ids of a pack's audience who are active members of its organisation, as a subquery:
 * every member, the committee's members, or the named recipients.
 */
export function audienceUserIds(pack: {
  id: string | SQLWrapper;
  organizationId: string | SQL;
  audience: BoardPack["audience"];
  committeeId: string | SQL | null;
}): SQL {
  const active = (userColumn: SQL) => sql`exists (select 1 from organization_members om
    where om.organization_id = ${pack.organizationId} and om.user_id = ${userColumn} and om.status = 'active')`;
  switch (pack.audience) {
    case "organization":
      return sql`select om.user_id from organization_members om
        where om.organization_id = ${pack.organizationId} and om.status = 'active'`;
    case "committee":
      return sql`select cm.user_id from committee_members cm
        where cm.committee_id = ${pack.committeeId ?? ""} and ${active(sql`cm.user_id`)}`;
    case "members":
      return sql`select r.user_id from board_pack_recipients r
        where r.board_pack_id = ${pack.id} and ${active(sql`r.user_id`)}`;
  }
}

/**
 * audienceUserIds of a pack known by its id only, for reads in one batch with the guard: each audience's subquery,
 * kept by the pack's own audience in SQL.
 */
export function audienceUserIdsOfPack(packId: Key): SQL {
  const columnOf = (column: SQLWrapper) =>
    sql`(select ${column} from ${boardPacks} where ${boardPacks.id} = ${packId})`;
  const pack = {
    id: packId,
    organizationId: columnOf(boardPacks.organizationId),
    committeeId: columnOf(boardPacks.committeeId),
  };
  const branches = BOARD_PACK_AUDIENCES.map(
    (audience) =>
      sql`select user_id from (${audienceUserIds({ ...pack, audience })})
        where ${columnOf(boardPacks.audience)} = ${audience}`,
  );
  return sql.join(branches, sql` union all `);
}

/**
 * A cheap condition for the reads only a pack's managers are shown (its read counts, its paper picker), which the
 * page reads in one batch with the guard: true for the organisation's owners and admins and the pack's creator, a
 * superset of `managesPack` (the guard still decides what is kept), so for everyone else those reads stop at once.
 */
export function mayManagePack(userId: Key, packId: Key): SQL {
  return sql`exists (select 1 from ${boardPacks} p join ${organizationMembers} om
    on om.organization_id = p.organization_id and om.user_id = ${userId} and om.status = 'active'
    where p.id = ${packId} and (om.role in ('owner', 'admin') or p.created_by = ${userId}))`;
}

/** Whether `userId` is in the audience of the pack row in scope (`board_packs`), as a SQL condition. */
export function inAudience(userId: Key): SQL {
  return sql`(${boardPacks.audience} = 'organization'
    or (${boardPacks.audience} = 'committee' and exists (select 1 from committee_members cm
      where cm.committee_id = ${boardPacks.committeeId} and cm.user_id = ${userId}))
    or (${boardPacks.audience} = 'members' and exists (select 1 from board_pack_recipients r
      where r.board_pack_id = ${boardPacks.id} and r.user_id = ${userId})))`;
}

/** Whether the actor manages packs they created (their role creates content) or every pack (owner, admin). */
export function managesPack(
  ctx: ActorContext,
  membership: { role: OrganizationRole; organization: typeof organizations.$inferSelect },
  pack: Pick<BoardPack, "createdBy">,
) {
  const createsContent = can(ctx.actor, "content.create", membership);
  return (
    createsContent &&
    (membership.role === "owner" || membership.role === "admin" || pack.createdBy === ctx.actor.user.id)
  );
}

/**
 * The pack as the actor sees it, else 404 ('Board pack not found') without revealing that it exists: the actor
 * must be an active member of its organisation, and manage it or be in the audience of a published pack.
 * `manage` then also needs the right to change it: 403 for a reader, 409 while the organisation or the pack is
 * archived. `restore` is `manage` for an archived pack (bringing it back is the one change it accepts).
 */
export async function requireBoardPack(
  ctx: ActorContext,
  packId: string,
  need: "read" | "manage" | "restore" = "read",
): Promise<BoardPackAccess> {
  if (!packId || packId.length > 100) throw notFound(BOARD_PACK_MESSAGES.notFound);
  return boardPackAccessFrom(ctx, await boardPackAccessQuery(ctx, packId).get(), need);
}

/** The guard's one read, unexecuted, so a page can run it in one `db.batch` with its own reads (decision 026). */
export function boardPackAccessQuery(ctx: ActorContext, packId: string) {
  return boardPackAccessRead(ctx.db, packId, ctx.actor.user.id);
}

/** `boardPackAccessQuery` for ids given now or as SQL: a template's placeholders, the session's user (decision 066). */
export function boardPackAccessRead(db: Db, packId: Key, userId: Key) {
  return db
    .select({
      pack: boardPacks,
      // Named apart from the pack's columns of the same name, for `db.batch` (platform/db/batch-columns.ts).
      organization: columnsNamedApart(organizations, "organization"),
      role: sql<OrganizationRole>`${organizationMembers.role}`.as("organization_role"),
      inAudience: sql<number>`case when ${inAudience(userId)} then 1 else 0 end`.as("in_audience"),
    })
    .from(boardPacks)
    .innerJoin(organizations, sql`${organizations.id} = ${boardPacks.organizationId}`)
    .innerJoin(
      organizationMembers,
      sql`${organizationMembers.organizationId} = ${boardPacks.organizationId}
        and ${organizationMembers.userId} = ${userId} and ${organizationMembers.status} = 'active'`,
    )
    .where(sql`${boardPacks.id} = ${packId}`);
}

/** The guard's decision on the row `boardPackAccessQuery` read (none: 404). */
export function boardPackAccessFrom(
  ctx: ActorContext,
  row: Awaited<ReturnType<ReturnType<typeof boardPackAccessRead>["get"]>>,
  need: "read" | "manage" | "restore",
): BoardPackAccess {
  if (!row) throw notFound(BOARD_PACK_MESSAGES.notFound);
  const membership = { role: row.role, organization: row.organization };
  const canManage = managesPack(ctx, membership, row.pack);
  const reads =
    row.pack.status === "published" && Boolean(row.inAudience) && can(ctx.actor, "content.view", membership);
  if (!canManage && !reads) throw notFound(BOARD_PACK_MESSAGES.notFound);
  admitPastHolds(ctx, row.organization);
  if (need !== "read") {
    if (!canManage) throw new ServiceError(403, "You don't have permission to do that.");
    authorize(ctx.actor, "content.create", membership);
    if (need === "manage" && row.pack.status === "archived")
      throw new ServiceError(409, BOARD_PACK_MESSAGES.archivedReadOnly);
    if (need === "restore" && row.pack.status !== "archived")
      throw new ServiceError(409, BOARD_PACK_MESSAGES.notArchived);
  }
  return { pack: row.pack, organization: row.organization, role: membership.role, canManage };
}
