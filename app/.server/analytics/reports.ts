// Reports (/dashboard/reports): the period's rollups, the decisions and the period's activity as CSV or JSON,
// streamed page by page (keyset paging) so a large organisation's export never sits in memory at once.
import { and, asc, eq, gt, gte, or, type SQLWrapper, sql } from "drizzle-orm";
import {
  type AnalyticsPeriod,
  REPORT_PAGE_SIZE,
  type ReportFormat,
  type ReportKind,
} from "../../lib/analytics/constants";
import { csvLine } from "../../lib/analytics/csv";
import { requireMembership } from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { eventWrites } from "./events";
import { periodDays } from "./overview";

const { analyticsDailyRollups, analyticsEvents, decisions, users } = schema;
const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;
const isoTime = (column: SQLWrapper) => sql<string>`strftime('%Y-%m-%dT%H:%M:%SZ', ${column} / 1000, 'unixepoch')`;
type Pager = (after: Row | undefined) => Promise<Row[]>;

const COLUMNS: Record<ReportKind, string[]> = {
  analytics: ["day", "event_category", "event_type", "count"],
  decisions: [
    "id",
    "title",
    "description",
    "decision_type",
    "priority",
    "impact_level",
    "status",
    "target_date",
    "proposed_at",
    "status_changed_at",
    "meeting_id",
    "vote_id",
  ],
  activity: ["id", "created_at", "event_category", "event_type", "user", "event_data"],
};

function pager(ctx: ServiceContext, kind: ReportKind, organizationId: string, days: AnalyticsPeriod): Pager {
  const firstDay = periodDays(days)[0] ?? "";
  const since = Date.parse(`${firstDay}T00:00:00Z`) || Date.now() - days * DAY_MS;
  if (kind === "analytics")
    return (after) =>
      ctx.db
        .select({
          day: analyticsDailyRollups.day,
          event_category: analyticsDailyRollups.eventCategory,
          event_type: analyticsDailyRollups.eventType,
          count: analyticsDailyRollups.count,
        })
        .from(analyticsDailyRollups)
        .where(
          and(
            eq(analyticsDailyRollups.organizationId, organizationId),
            gte(analyticsDailyRollups.day, firstDay),
            after
              ? sql`(${analyticsDailyRollups.day}, ${analyticsDailyRollups.eventCategory},
                  ${analyticsDailyRollups.eventType}) > (${after.day}, ${after.event_category}, ${after.event_type})`
              : undefined,
          ),
        )
        .orderBy(
          asc(analyticsDailyRollups.day),
          asc(analyticsDailyRollups.eventCategory),
          asc(analyticsDailyRollups.eventType),
        )
        .limit(REPORT_PAGE_SIZE)
        .all();
  if (kind === "decisions")
    return (after) =>
      ctx.db
        .select({
          id: decisions.id,
          title: decisions.title,
          description: decisions.description,
          decision_type: decisions.decisionType,
          priority: decisions.priority,
          impact_level: decisions.impactLevel,
          status: decisions.status,
          target_date: decisions.targetDate,
          proposed_at: isoTime(decisions.proposedAt),
          status_changed_at: isoTime(decisions.statusChangedAt),
          meeting_id: decisions.meetingId,
          vote_id: decisions.voteId,
        })
        .from(decisions)
        .where(
          and(eq(decisions.organizationId, organizationId), after ? gt(decisions.id, String(after.id)) : undefined),
        )
        .orderBy(asc(decisions.id))
        .limit(REPORT_PAGE_SIZE)
        .all();
  return async (after) => {
    const rows = await ctx.db
      .select({
        id: analyticsEvents.id,
        at: analyticsEvents.createdAt,
        event_category: analyticsEvents.eventCategory,
        event_type: analyticsEvents.eventType,
        user: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
        event_data: analyticsEvents.eventData,
      })
      .from(analyticsEvents)
      .leftJoin(users, eq(users.id, analyticsEvents.userId))
      .where(
        and(
          eq(analyticsEvents.organizationId, organizationId),
          after
            ? or(
                gt(analyticsEvents.createdAt, Number(after.at)),
                and(eq(analyticsEvents.createdAt, Number(after.at)), gt(analyticsEvents.id, String(after.id))),
              )
            : gte(analyticsEvents.createdAt, since),
        ),
      )
      .orderBy(asc(analyticsEvents.createdAt), asc(analyticsEvents.id))
      .limit(REPORT_PAGE_SIZE)
      .all();
    return rows.map((row) => ({ ...row, created_at: new Date(row.at).toISOString() }));
  };
}

/** The visible columns of a row, in the report's order. */
const cellsOf = (kind: ReportKind, row: Row) => COLUMNS[kind].map((column) => row[column]);
const jsonOf = (kind: ReportKind, row: Row) => Object.fromEntries(COLUMNS[kind].map((column) => [column, row[column]]));

async function* pages(read: Pager) {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < REPORT_PAGE_SIZE) return;
    after = rows[rows.length - 1];
  }
}

/**
 * One export: checks access (any member may export what the analytics page shows them), records the export as an
 * event and an audit entry, then answers a stream of the report's text.
 */
export async function exportReport(
  ctx: ActorContext,
  organizationRef: string,
  input: { kind: ReportKind; format: ReportFormat; days: AnalyticsPeriod },
) {
  const { organization } = await requireMembership(ctx, organizationRef, "content.view");
  const { kind, format, days } = input;
  await ctx.db.batch([
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "analytics.exported",
      entityType: "organization",
      entityId: organization.id,
      changes: { kind, format, days },
    }),
    ...eventWrites(ctx, {
      organizationId: organization.id,
      type: "analytics_exported",
      userId: ctx.actor.user.id,
      sessionId: ctx.actor.sessionId,
      data: { report: kind, format, days },
    }),
  ]);
  const read = pager(ctx, kind, organization.id, days);
  const encoder = new TextEncoder();
  const source = (async function* () {
    if (format === "csv") {
      yield csvLine(COLUMNS[kind]);
      for await (const rows of pages(read)) yield rows.map((row) => csvLine(cellsOf(kind, row))).join("");
      return;
    }
    yield `{"organization":${JSON.stringify(organization.name)},"report":"${kind}","days":${days},"data":[`;
    let first = true;
    for await (const rows of pages(read)) {
      yield (first ? "" : ",") + rows.map((row) => JSON.stringify(jsonOf(kind, row))).join(",");
      first = false;
    }
    yield "]}";
  })();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    body,
    contentType: format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
    fileName: `${organization.slug}-${kind}-${days}d-${stamp}.${format}`,
  };
}
