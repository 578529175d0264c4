import { and, asc, eq, inArray, ne, or, type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { BOARDMATES_PAGE_SIZE } from "../../lib/organizations/constants";
import { outsideHolds } from "../auth/organization-holds";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { containsText } from "../platform/db/text-match";

const { organizationMembers: members, organizations, users } = schema;

type BoardmatesContext = Pick<ActorContext, "db"> & { actor?: ActorContext["actor"] };

/**
 * Fellow members across the user's organisations, unexecuted: for the page's read and the session lookup's (decision
 * 066; there `ctx` has no actor, and no holds are known: the rows serve only an actor without any, decision 048).
 */
export function boardmatesQuery(ctx: BoardmatesContext, userId: string | SQLWrapper, search?: string | Placeholder) {
  // The user's organisations as a subquery: one round trip (decision 039).
  const mine = ctx.db
    .select({ organizationId: sql`mine.organization_id` })
    .from(sql`${members} mine`)
    .where(
      and(
        sql`mine.user_id = ${userId} and mine.status = 'active'`,
        // No one is met through an organisation whose security policy holds the actor back (decision 048).
        outsideHolds(ctx, sql`mine.organization_id`),
      ),
    );
  return ctx.db
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
        ne(members.userId, userId),
        search ? or(containsText(users.email, search), containsText(users.fullName, search)) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.email))
    .limit(5000);
}

/**
 * Fellow members across the actor's organisations (001 §1 BoardMates): each person once, with what you share.
 * `prefetched`: the rows the session lookup read for the page with this search, or without one (decision 066).
 */
export async function listBoardmates(
  ctx: ActorContext,
  options: { search?: string; page?: number } = {},
  prefetched?: Readonly<BatchResponse<[ReturnType<typeof boardmatesQuery>]>>,
) {
  const search = options.search?.trim();
  const [rows] = prefetched ?? (await ctx.db.batch([boardmatesQuery(ctx, ctx.actor.user.id, search)]));
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
