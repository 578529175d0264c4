import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { BOARDMATES_PAGE_SIZE } from "../../lib/organizations/constants";
import { outsideHolds } from "../auth/organization-holds";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { containsText } from "../platform/db/text-match";

const { organizationMembers: members, organizations, users } = schema;

/** Fellow members across the actor's organisations (001 §1 BoardMates): each person once, with what you share. */
export async function listBoardmates(ctx: ActorContext, options: { search?: string; page?: number } = {}) {
  // The actor's organisations as a subquery: one round trip (decision 039).
  const mine = ctx.db
    .select({ organizationId: sql`mine.organization_id` })
    .from(sql`${members} mine`)
    .where(
      and(
        sql`mine.user_id = ${ctx.actor.user.id} and mine.status = 'active'`,
        // No one is met through an organisation whose security policy holds the actor back (decision 048).
        outsideHolds(ctx, sql`mine.organization_id`),
      ),
    );
  const search = options.search?.trim();
  const rows = await ctx.db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      avatarUrl: users.avatarUrl,
      organization: organizations.name,
      slug: organizations.slug,
      role: members.role,
      boardTitle: members.boardTitle,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        inArray(members.organizationId, mine),
        eq(members.status, "active"),
        ne(members.userId, ctx.actor.user.id),
        search ? or(containsText(users.email, search), containsText(users.fullName, search)) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.email))
    .limit(5000)
    .all();
  const byPerson = new Map<
    string,
    {
      userId: string;
      name: string;
      fullName: string | null;
      email: string;
      avatarUrl: string | null;
      shared: { organization: string; slug: string; role: string; boardTitle: string | null }[];
    }
  >();
  for (const row of rows) {
    const person = byPerson.get(row.userId) ?? {
      userId: row.userId,
      name: row.fullName || row.email,
      fullName: row.fullName,
      email: row.email,
      avatarUrl: row.avatarUrl,
      shared: [],
    };
    person.shared.push({ organization: row.organization, slug: row.slug, role: row.role, boardTitle: row.boardTitle });
    byPerson.set(row.userId, person);
  }
  const people = [...byPerson.values()];
  const page = Math.max(1, options.page ?? 1);
  return {
    people: people.slice((page - 1) * BOARDMATES_PAGE_SIZE, page * BOARDMATES_PAGE_SIZE),
    total: people.length,
    page,
  };
}
