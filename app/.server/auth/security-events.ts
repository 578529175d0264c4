// Writes and reads the account's security events (002 §9): one row per sign-in, two-factor step, password
// change, session or token revoked. The writers call `securityEventInsert` inside their own db.batch, so the
// event and the change land together; `recordSecurityEvent` is for the places with nothing else to write.
import { and, desc, eq, inArray, type SQLWrapper } from "drizzle-orm";
import { SECURITY_EVENTS_SHOWN, type SecurityEventKind, SIGN_INS_SHOWN } from "../../lib/auth/security-events";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";

const { securityEvents } = schema;

export type SecurityEventInput = {
  userId: string | null;
  kind: SecurityEventKind;
  email?: string | null;
  detail?: Record<string, string | number | boolean | null>;
};

export function securityEventInsert(ctx: ServiceContext, event: SecurityEventInput) {
  return ctx.db.insert(securityEvents).values({
    id: crypto.randomUUID(),
    userId: event.userId,
    email: event.email?.toLowerCase() ?? null,
    kind: event.kind,
    ipAddress: ctx.meta.ip,
    userAgent: ctx.meta.userAgent?.slice(0, 300) ?? null,
    place: ctx.meta.place ?? null,
    detail: event.detail ? JSON.stringify(event.detail) : null,
    createdAt: Date.now(),
  });
}

export async function recordSecurityEvent(ctx: ServiceContext, event: SecurityEventInput): Promise<void> {
  await securityEventInsert(ctx, event);
}

const eventColumns = {
  id: securityEvents.id,
  kind: securityEvents.kind,
  ipAddress: securityEvents.ipAddress,
  userAgent: securityEvents.userAgent,
  place: securityEvents.place,
  detail: securityEvents.detail,
  createdAt: securityEvents.createdAt,
};

/** The user's last 100 security events, newest first (unexecuted, for the settings page's batch). */
export function recentSecurityEventsQuery(ctx: Pick<ServiceContext, "db">, userId: string | SQLWrapper) {
  return ctx.db
    .select(eventColumns)
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(SECURITY_EVENTS_SHOWN);
}

/** The user's last 10 sign-ins, those that worked and those that failed (unexecuted). */
export function recentSignInsQuery(ctx: Pick<ServiceContext, "db">, userId: string | SQLWrapper) {
  return ctx.db
    .select(eventColumns)
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        inArray(securityEvents.kind, ["sign_in_succeeded", "sign_in_failed", "two_factor_failed"]),
      ),
    )
    .orderBy(desc(securityEvents.createdAt))
    .limit(SIGN_INS_SHOWN);
}

export type SecurityEventRow = Awaited<ReturnType<typeof recentSecurityEventsQuery>>[number];
