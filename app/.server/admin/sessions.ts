// Every active session on the platform, newest activity first, optionally of one user.
import { and, count, desc, eq, gt } from "drizzle-orm";
import { pageWindow } from "../../lib/platform/paging";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { requirePlatformAdmin } from "./guard";

const { sessions, users } = schema;

export async function listActiveSessions(
  ctx: ActorContext,
  query: { page: number; limit: number; userId?: string },
  now = Date.now(),
) {
  requirePlatformAdmin(ctx);
  const { page, limit, offset } = pageWindow(query, query.limit);
  const where = and(gt(sessions.expiresAt, now), query.userId ? eq(sessions.userId, query.userId) : undefined);
  const [rows, [total]] = await ctx.db.batch([
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
      .limit(limit)
      .offset(offset),
    ctx.db.select({ value: count() }).from(sessions).where(where),
  ]);
  return { sessions: rows, page, limit, total: total?.value ?? 0 };
}
