// Organisations: the caller's memberships, the current organisation, creation. Settings, members, invitations and
// deletion have their own modules in this folder.
import { and, asc, eq } from "drizzle-orm";
import { ORGANIZATION_MESSAGES } from "../../lib/organizations/constants";
import type { OrganizationRole } from "../../lib/organizations/roles";
import type { CreateOrganizationInput } from "../../lib/organizations/schemas";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import type { UserKey } from "../platform/db/user-key";
import { ServiceError } from "../platform/errors";
import { authorize } from "../platform/policy";
import { spendRateLimit } from "../platform/rate-limits";
import { getPreferences } from "../shell/preferences";
import { assertSlugFree, freeSlugFor, slugTaken } from "./slugs";

const { organizations, organizationMembers, userPreferences } = schema;

export type MyOrganization = {
  id: string;
  name: string;
  slug: string;
  role: OrganizationRole;
  /** Marked by the shell: its security policy holds the actor back from its data here (decision 048). */
  heldBack?: boolean;
};

/** The query behind listMyOrganizations, unexecuted so the shell can run it in its batch. */
export function myOrganizationsQuery(ctx: Pick<ServiceContext, "db">, userId: UserKey) {
  return ctx.db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.status, "active"),
        eq(organizations.status, "active"),
      ),
    )
    .orderBy(asc(organizations.name));
}

/** The organisations the user is an active member of, by name. Nobody else's appear here. */
export async function listMyOrganizations(ctx: ServiceContext, userId: string): Promise<MyOrganization[]> {
  return myOrganizationsQuery(ctx, userId).all();
}

/** One of the actor's organisations by slug or id; a 404 for anything else (never reveal it exists). */
export async function getMyOrganization(ctx: ActorContext, slugOrId: string): Promise<MyOrganization> {
  const mine = await listMyOrganizations(ctx, ctx.actor.user.id);
  const found = mine.find((org) => org.slug === slugOrId || org.id === slugOrId);
  if (!found) throw new ServiceError(404, ORGANIZATION_MESSAGES.notFound);
  return found;
}

/**
 * The current organisation (002 §4.10): the last one used while the user is still a member, else the
 * first. A fallback is persisted so every device agrees. Null when the user has no organisation.
 */
export async function resolveCurrentOrganization(
  ctx: ServiceContext,
  userId: string,
  mine: MyOrganization[],
  storedId: string | null,
): Promise<MyOrganization | null> {
  const stored = mine.find((org) => org.id === storedId);
  if (stored) return stored;
  const fallback = mine[0] ?? null;
  if ((fallback?.id ?? null) !== storedId) {
    await ctx.db
      .update(userPreferences)
      .set({ currentOrganizationId: fallback?.id ?? null, updatedAt: Date.now() })
      .where(eq(userPreferences.userId, userId));
  }
  return fallback;
}

/** Makes one of the actor's organisations the current one. Any other id is a 404 and writes nothing. */
export async function setCurrentOrganization(ctx: ActorContext, organizationId: string): Promise<MyOrganization> {
  const userId = ctx.actor.user.id;
  const target = (await listMyOrganizations(ctx, userId)).find((org) => org.id === organizationId);
  if (!target) throw new ServiceError(404, ORGANIZATION_MESSAGES.notFound);
  await getPreferences(ctx, userId);
  await ctx.db.batch([
    ctx.db
      .update(userPreferences)
      .set({ currentOrganizationId: target.id, updatedAt: Date.now() })
      .where(eq(userPreferences.userId, userId)),
    auditInsert(ctx, {
      userId,
      organizationId: target.id,
      action: "organization.switched",
      entityType: "organization",
      entityId: target.id,
    }),
  ]);
  return target;
}

/**
 * Creates an organisation owned by the actor (on the free plan), makes it current, and records the
 * audit entry. A chosen slug must be free (a field error otherwise); an empty one is generated.
 */
export async function createOrganization(ctx: ActorContext, input: CreateOrganizationInput) {
  const userId = ctx.actor.user.id;
  authorize(ctx.actor, "organization.create");
  await getPreferences(ctx, userId);
  if (input.slug) await assertSlugFree(ctx, input.slug);
  await spendRateLimit(ctx, { rule: "organizationsPerAccount", subject: userId });
  // Two creations racing for the same slug: the unique index refuses one, which retries with the next free slug
  // (or, for a chosen slug, answers the field error).
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertOrganization(ctx, userId, input, input.slug ?? (await freeSlugFor(ctx, input.name)));
    } catch (error) {
      const unique = isUniqueViolation(error);
      if (unique && input.slug) throw slugTaken();
      if (attempt >= 2 || !unique) throw error;
    }
  }
}

async function insertOrganization(ctx: ActorContext, userId: string, input: CreateOrganizationInput, slug: string) {
  const id = crypto.randomUUID();
  const now = Date.now();
  const row = {
    id,
    name: input.name,
    slug,
    description: input.description ?? null,
    industry: input.industry ?? null,
    organizationSize: input.organizationSize ?? null,
    website: input.website ?? null,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.db.batch([
    ctx.db.insert(organizations).values(row),
    ctx.db.insert(schema.organizationSettings).values({ organizationId: id, planId: "free", updatedAt: now }),
    ctx.db
      .insert(organizationMembers)
      .values({ id: crypto.randomUUID(), organizationId: id, userId, role: "owner", joinedAt: now }),
    ctx.db
      .update(userPreferences)
      .set({ currentOrganizationId: id, updatedAt: now })
      .where(eq(userPreferences.userId, userId)),
    auditInsert(ctx, {
      userId,
      organizationId: id,
      action: "organization.created",
      entityType: "organization",
      entityId: id,
      changes: { name: input.name, slug },
    }),
  ]);
  return { ...row, userRole: "owner" as const };
}

/** The organisation a page works in: the one named in the URL (if it is the actor's), else the current one. */
export async function pickOrganization(
  ctx: ActorContext,
  requestedSlugOrId: string | null,
): Promise<{ organizations: MyOrganization[]; organization: MyOrganization | null }> {
  // A shell page read both alongside the session: no second and third round trip (decision 032).
  const organizations = ctx.snapshot?.organizations ?? (await listMyOrganizations(ctx, ctx.actor.user.id));
  if (requestedSlugOrId) {
    const found = organizations.find((org) => org.slug === requestedSlugOrId || org.id === requestedSlugOrId);
    if (!found) throw new ServiceError(404, ORGANIZATION_MESSAGES.notFound);
    return { organizations, organization: found };
  }
  const preferredId =
    ctx.snapshot?.preferredOrganizationId !== undefined
      ? ctx.snapshot.preferredOrganizationId
      : (await getPreferences(ctx, ctx.actor.user.id)).currentOrganizationId;
  return {
    organizations,
    organization: await resolveCurrentOrganization(ctx, ctx.actor.user.id, organizations, preferredId),
  };
}
