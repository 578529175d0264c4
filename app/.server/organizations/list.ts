import { and, asc, count, eq, type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { holdMessages } from "../../lib/auth/organization-holds";
import type { BulkOperationId } from "../../lib/organizations/bulk";
import { ORGANIZATION_MESSAGES, ORGANIZATIONS_PAGE_SIZE } from "../../lib/organizations/constants";
import type { OrganizationRole } from "../../lib/organizations/roles";
import { pageWindow } from "../../lib/platform/paging";
import { recordEvent } from "../analytics/events";
import { holdOn, outsideHolds } from "../auth/organization-holds";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { inList } from "../platform/db/bound-parameters";
import { schema } from "../platform/db/client";
import { decide, type OrganizationAction } from "../platform/policy";
import { membershipDeletion } from "./members";

const { organizations, organizationMembers, committees } = schema;

export type OrganizationCard = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  industry: string | null;
  logoUrl: string | null;
  status: "active" | "archived";
  role: OrganizationRole;
  memberCount: number;
  committeeCount: number;
  deletionScheduledFor: number | null;
  isDemo: boolean;
};

type CardListOptions = { status?: "active" | "archived"; page?: number; limit?: number };

/** The context of a list's reads: the actor's, or none in the session lookup's batch (no holds there, decision 048). */
type CardsContext = Pick<ActorContext, "db"> & { actor?: ActorContext["actor"] };
type Status = "active" | "archived";
type CardWindow = { limit: number | Placeholder; offset: number | Placeholder };

const myCardsWhere = (ctx: CardsContext, userId: string | SQLWrapper, status: Status | Placeholder) =>
  and(
    eq(organizationMembers.userId, userId),
    eq(organizationMembers.status, "active"),
    eq(organizations.status, status),
    // A card shows the organisation's data (description, counts): none for one holding the actor back (048).
    outsideHolds(ctx, organizations.id),
  );

/** The organisation cards of 001 §2.8: the actor's memberships with real counts, by name, a page at a time. */
export async function listOrganizationCards(
  ctx: ActorContext,
  options: CardListOptions = {},
): Promise<OrganizationCard[]> {
  const window = pageWindow(options, ORGANIZATIONS_PAGE_SIZE);
  return organizationCardsQuery(ctx, ctx.actor.user.id, options.status ?? "active", window).all();
}

function organizationCardsQuery(
  ctx: CardsContext,
  userId: string | SQLWrapper,
  status: Status | Placeholder,
  { limit, offset }: CardWindow,
) {
  return ctx.db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      description: organizations.description,
      industry: organizations.industry,
      logoUrl: organizations.logoUrl,
      status: organizations.status,
      role: organizationMembers.role,
      memberCount: sql<number>`(select count(*) from ${organizationMembers} m
        where m.organization_id = ${organizations.id} and m.status = 'active')`.as("member_count"),
      committeeCount: sql<number>`(select count(*) from ${committees} c
        where c.organization_id = ${organizations.id} and c.status = 'active')`.as("committee_count"),
      deletionScheduledFor: organizations.deletionScheduledFor,
      isDemo: organizations.isDemo,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(myCardsWhere(ctx, userId, status))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit)
    .offset(offset);
}

/** A page of cards and how many in all, unexecuted: for the list's batch and the session lookup's (decision 066). */
export function organizationCardQueries(
  ctx: CardsContext,
  userId: string | SQLWrapper,
  status: Status | Placeholder,
  window: CardWindow,
) {
  return [
    organizationCardsQuery(ctx, userId, status, window),
    ctx.db
      .select({ value: count() })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(myCardsWhere(ctx, userId, status)),
  ] as const;
}

/** The window of cards a `?page=` asks for. */
export const organizationCardWindow = (page?: number) => pageWindow({ page }, ORGANIZATIONS_PAGE_SIZE);

/**
 * One page of cards with the total, for the list page and GET /api/organizations (001 §9: 20 a page), in one D1
 * round trip, or none with `prefetched` (the page's rows read with the session, decision 066).
 */
export async function organizationCardPage(
  ctx: ActorContext,
  options: CardListOptions = {},
  prefetched?: BatchResponse<ReturnType<typeof organizationCardQueries>>,
) {
  const window = pageWindow(options, ORGANIZATIONS_PAGE_SIZE);
  const status = options.status ?? "active";
  const [cards, [total]] =
    prefetched ?? (await ctx.db.batch(organizationCardQueries(ctx, ctx.actor.user.id, status, window)));
  return { organizations: cards, pagination: { page: window.page, limit: window.limit, total: total?.value ?? 0 } };
}

export type BulkOperation = BulkOperationId;

/** The permission each bulk operation needs, per organisation (the policy says who and why not). */
const BULK_ACTIONS: Record<BulkOperation, OrganizationAction> = {
  export: "organization.export",
  archive: "organization.archive",
  restore: "organization.archive",
  leave: "organization.leave",
};

export type BulkResult = {
  success: boolean;
  message: string;
  succeeded: { id: string; name: string }[];
  errors: { id: string; name: string; message: string }[];
  /** For export: the exported documents. */
  exported?: unknown[];
};

/**
 * Runs one operation over several organisations, each on its own: an item the actor can't act on
 * is reported, the others still go through (001 §4 bulk result with per-item errors).
 */
export async function runBulkOperation(
  ctx: ActorContext,
  operation: BulkOperation,
  organizationIds: string[],
): Promise<BulkResult> {
  const ids = [...new Set(organizationIds)].slice(0, 100);
  const mine = ids.length
    ? await ctx.db
        .select({ organization: organizations, role: organizationMembers.role, memberId: organizationMembers.id })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(
          and(
            eq(organizationMembers.userId, ctx.actor.user.id),
            eq(organizationMembers.status, "active"),
            inList(organizations.id, ids),
          ),
        )
        .all()
    : [];
  const byId = new Map(mine.map((row) => [row.organization.id, row]));
  const result: BulkResult = { success: false, message: "", succeeded: [], errors: [] };
  const exported: unknown[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) {
      // Not a member (or no such organisation): same answer either way.
      result.errors.push({ id, name: id, message: ORGANIZATION_MESSAGES.notFound });
      continue;
    }
    const { organization } = row;
    // An organisation's security policy holds back its data (decision 048); leaving it touches only the member's seat.
    const hold = operation === "leave" ? undefined : holdOn(ctx, organization.id);
    if (hold) {
      result.errors.push({ id, name: organization.name, message: holdMessages(hold).join(" ") });
      continue;
    }
    const decision = decide(ctx.actor, BULK_ACTIONS[operation], row);
    if (!decision.allowed) {
      result.errors.push({ id, name: organization.name, message: decision.message });
      continue;
    }
    if (operation === "export") {
      exported.push(await exportOrganization(ctx, organization.id));
      recordEvent(ctx, organization.id, "organization_exported", { organization: organization.name });
      await auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: id,
        action: "organization.exported",
        entityType: "organization",
        entityId: id,
      });
    } else if (operation === "archive" || operation === "restore") {
      const status = operation === "archive" ? "archived" : "active";
      await ctx.db.batch([
        ctx.db.update(organizations).set({ status, updatedAt: Date.now() }).where(eq(organizations.id, id)),
        auditInsert(ctx, {
          userId: ctx.actor.user.id,
          organizationId: id,
          action: `organization.${operation}d`,
          entityType: "organization",
          entityId: id,
        }),
      ]);
    } else if (operation === "leave") {
      await ctx.db.batch([
        ...membershipDeletion(ctx, id, { id: row.memberId, userId: ctx.actor.user.id }),
        auditInsert(ctx, {
          userId: ctx.actor.user.id,
          organizationId: id,
          action: "member.left",
          entityType: "organization_member",
          entityId: row.memberId,
        }),
      ]);
    }
    result.succeeded.push({ id, name: organization.name });
  }
  const verb = { export: "exported", archive: "archived", restore: "restored", leave: "left" }[operation];
  result.success = result.errors.length === 0 && result.succeeded.length > 0;
  result.message =
    result.errors.length === 0
      ? `${result.succeeded.length} organization(s) ${verb}`
      : `${result.succeeded.length} of ${ids.length} organization(s) ${verb}; ${result.errors.length} failed`;
  if (operation === "export") result.exported = exported;
  return result;
}

/** A portable JSON copy of what an organisation holds today (settings, members, committees). */
async function exportOrganization(ctx: ActorContext, organizationId: string) {
  const [organization, settings, members, committeeRows] = await Promise.all([
    ctx.db.select().from(organizations).where(eq(organizations.id, organizationId)).get(),
    ctx.db
      .select()
      .from(schema.organizationSettings)
      .where(eq(schema.organizationSettings.organizationId, organizationId))
      .get(),
    ctx.db
      .select({
        email: schema.users.email,
        fullName: schema.users.fullName,
        role: organizationMembers.role,
        status: organizationMembers.status,
        joinedAt: organizationMembers.joinedAt,
      })
      .from(organizationMembers)
      .innerJoin(schema.users, eq(schema.users.id, organizationMembers.userId))
      .where(eq(organizationMembers.organizationId, organizationId))
      .all(),
    ctx.db.select().from(committees).where(eq(committees.organizationId, organizationId)).all(),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    organization,
    settings: settings ?? null,
    members,
    committees: committeeRows,
  };
}
