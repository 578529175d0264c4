import { and, asc, eq, ne, or } from "drizzle-orm";
import { BOARDMATES_PAGE_SIZE } from "../../lib/organizations/constants";
import type { ActorContext } from "../platform/context";
import { inList } from "../platform/db/bound-parameters";
import { schema } from "../platform/db/client";
import { containsText } from "../platform/db/text-match";

const { organizationMembers: members, organizations, users } = schema;

/** Fellow members across the actor's organisations (001 §1 BoardMates): each person once, with what you share. */
export async function listBoardmates(ctx: ActorContext, options: { search?: string; page?: number } = {}) {
  const mine = await ctx.db
    .select({ organizationId: members.organizationId })
    .from(members)
    .where(and(eq(members.userId, ctx.actor.user.id), eq(members.status, "active")))
    .all();
  const organizationIds = mine.map((row) => row.organizationId);
  if (organizationIds.length === 0) return { people: [], total: 0, page: 1 };
  const search = options.search?.trim();
  const rows = await ctx.db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
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
        inList(members.organizationId, organizationIds),
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
      email: string;
      shared: { organization: string; slug: string; role: string; boardTitle: string | null }[];
    }
  >();
  for (const row of rows) {
    const person = byPerson.get(row.userId) ?? {
      userId: row.userId,
      name: row.fullName || row.email,
      email: row.email,
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
