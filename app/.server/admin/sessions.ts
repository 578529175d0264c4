// Every active session on the platform, newest activity first, optionally of one user.
import { and, count, desc, eq, gt, type Placeholder, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { pageWindow } from "../../lib/platform/paging";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { requirePlatformAdmin } from "./guard";
import type { ListWindow } from "./users";

const { sessions, users } = schema;

/**
 * The sessions list's reads: a page of live sessions (of one user, or everyone's), then how many. `now` is a number
 * or the session lookup's own clock; `onlyIf` keeps them to a platform administrator when read with the session
 * (decision 066).
 */
export function sessionListQueries(
  ctx: Pick<ActorContext, "db">,
  userId: string | undefined,
  window: ListWindow,
  now: number | Placeholder,
  onlyIf?: SQL,
) {
  const where = and(gt(sessions.expiresAt, now), userId ? eq(sessions.userId, userId) : undefined, onlyIf);
  return [
    ctx.db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        email: users.email,
        fullName: users.fullName,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where)
      .orderBy(desc(sessions.lastSeenAt), sessions.id)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ value: count() }).from(sessions).where(where),
  ] as const;
}

/** A page of live sessions; `prefetched`, the rows read with the session for this page (decision 066). */
export async function listActiveSessions(
  ctx: ActorContext,
  query: { page: number; limit: number; userId?: string },
  now = Date.now(),
  prefetched?: BatchResponse<ReturnType<typeof sessionListQueries>>,
) {
  requirePlatformAdmin(ctx);
  const { page, limit, offset } = pageWindow(query, query.limit);
  const [rows, [total]] =
    prefetched ?? (await ctx.db.batch(sessionListQueries(ctx, query.userId, { limit, offset }, now)));
  return { sessions: rows, page, limit, total: total?.value ?? 0 };
}
