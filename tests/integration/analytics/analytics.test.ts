import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordEvent, utcDay } from "../../../app/.server/analytics/events";
import { analyticsOverview, analyticsPage, overviewFrom } from "../../../app/.server/analytics/overview";
import { recordHeartbeat, recordPageView, startPageView } from "../../../app/.server/analytics/page-views";
import { castBallot, closeVote, createResolution, openVote } from "../../../app/.server/meetings/votes";
import { schema } from "../../../app/.server/platform/db/client";
import { completionRate, EVENT_TYPES } from "../../../app/lib/analytics/constants";
import { ResolutionSchema } from "../../../app/lib/meetings/vote-schemas";
import { writeEvents } from "../../helpers/analytics-events";
import {
  actorContext,
  addMember,
  createRoleBoard,
  createUser,
  serviceContext,
  settleBackgroundWork,
} from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";

describe("analytics events and rollups", () => {
  it("keeps the daily rollups equal to a recount of the raw events", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    await writeEvents(org.id, users.owner.id, [
      ["meeting_created", 0],
      ["meeting_created", 0],
      ["document_viewed", 1],
      ["board_pack_created", 3],
      ["board_pack_published", 3],
      ["analytics_exported", 40],
    ]);
    await writeEvents(org.id, users.member.id, [["document_viewed", 1]]);
    const db = serviceContext().db;
    const recount = await db
      .select({
        day: sql<string>`strftime('%Y-%m-%d', ${schema.analyticsEvents.createdAt} / 1000, 'unixepoch')`,
        type: schema.analyticsEvents.eventType,
        count: sql<number>`count(*)`,
      })
      .from(schema.analyticsEvents)
      .where(eq(schema.analyticsEvents.organizationId, org.id))
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`)
      .all();
    const rollups = await db
      .select({
        day: schema.analyticsDailyRollups.day,
        type: schema.analyticsDailyRollups.eventType,
        count: schema.analyticsDailyRollups.count,
      })
      .from(schema.analyticsDailyRollups)
      .where(eq(schema.analyticsDailyRollups.organizationId, org.id))
      .orderBy(schema.analyticsDailyRollups.day, schema.analyticsDailyRollups.eventType)
      .all();
    expect(rollups).toEqual(recount);
    expect(rollups.find((row) => row.type === "document_viewed")?.count).toBe(2);
  });

  it("counts the six cards over the chosen period only, with Active Users from the period's days", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    await writeEvents(org.id, users.owner.id, [
      ["board_pack_created", 1],
      ["board_pack_created", 2],
      ["board_pack_created", 20],
      ["board_pack_published", 1],
      ["meeting_created", 0],
      ["meeting_ended", 0],
      ["organization_exported", 5],
      ["vault_exported", 50],
    ]);
    await writeEvents(org.id, users.member.id, [["document_viewed", 10]]);
    const ctx = await actorContext(users.owner);
    const week = (await analyticsOverview(ctx, org.id, 7)).overview;
    expect(week.metrics).toEqual({
      totalUsers: 1,
      boardPacksCreated: 2,
      boardPacksCompleted: 1,
      meetingsCreated: 1,
      meetingsCompleted: 1,
      exportsTotal: 1,
      decisionsImplemented: 0,
    });
    expect(week.events.dailyActivity).toHaveLength(7);
    expect(week.events.dailyActivity.at(-1)).toMatchObject({ date: utcDay(Date.now()), total: 2, meeting: 2 });
    const month = (await analyticsOverview(ctx, org.id, 30)).overview;
    expect(month.metrics).toMatchObject({ totalUsers: 2, boardPacksCreated: 3, exportsTotal: 1 });
    expect(month.events.eventsByType.slice(0, 2)).toEqual([
      { type: "board_pack_created", count: 3 },
      { type: "board_pack_published", count: 1 },
    ]);
    expect((await analyticsOverview(ctx, org.id, 90)).overview.metrics.exportsTotal).toBe(2);
  });

  it("computes Completion Rate as a rounded percent, 0% when no board pack was created", () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(0, 2)).toBe(0);
    expect(completionRate(3, 1)).toBe(33);
    expect(completionRate(3, 2)).toBe(67);
    expect(completionRate(4, 4)).toBe(100);
    const empty = overviewFrom(30, [], 0, { total: 0, implemented: 0 });
    expect(empty.metrics.boardPacksCreated).toBe(0);
    expect(empty.events.eventsByCategory.every((row) => row.count === 0)).toBe(true);
  });

  it("records what services really do: a vote cast and closed, and the decision the vote made", async () => {
    const board = await createRoleBoard({ seats: ["owner"] });
    const director = await createUser({ fullName: "Ada" });
    await addMember(board.org.id, director.id, "member");
    const meeting = await insertMeeting(board.org.id, board.users.owner.id);
    await insertParticipant(meeting.id, director.id, { presence: "present" });
    const input = ResolutionSchema.parse({ title: "Approve the budget", allowAbstention: "on" });
    const { id } = await createResolution(board.ctx, { meetingId: meeting.id }, input);
    await openVote(board.ctx, id);
    await castBallot(await actorContext(director), id, { choice: "for" });
    await closeVote(board.ctx, id);
    await closeVote(board.ctx, id).catch(() => undefined);
    await settleBackgroundWork();
    const page = await analyticsPage(board.ctx, board.org.id, 30);
    expect(page.activity.map((event) => event.eventType)).toEqual(
      expect.arrayContaining(["vote_cast", "vote_closed", "decision_created"]),
    );
    expect(page.decisions).toHaveLength(1);
    expect(page.decisions[0]).toMatchObject({
      title: "Approve the budget",
      status: "approved",
      meetingId: meeting.id,
      voteId: id,
    });
  });

  it("a recorded event never fails its action: it runs after the answer", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    recordEvent(ctx, org.id, "document_viewed", { title: "Budget" });
    await settleBackgroundWork();
    const row = await ctx.db
      .select()
      .from(schema.analyticsEvents)
      .where(eq(schema.analyticsEvents.organizationId, org.id))
      .get();
    expect(row).toMatchObject({ eventType: "document_viewed", eventCategory: EVENT_TYPES.document_viewed });
    expect(row?.eventData).toEqual({ title: "Budget" });
  });
});

describe("page views", () => {
  const documentRequest = (path: string, accept = "text/html,application/xhtml+xml") =>
    new Request(`https://boardroom.test${path}`, { headers: { Accept: accept, Referer: "https://boardroom.test/x" } });

  it("writes a view for a signed-in document request, with its feature, and none for data fetches", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    ctx.snapshot = { organizations: [], preferredOrganizationId: org.id, recentItems: [], recentSearches: [] };
    const id = recordPageView(ctx, documentRequest("/dashboard/meetings?status=scheduled"));
    expect(recordPageView(ctx, documentRequest("/dashboard/meetings", "*/*"))).toBeNull();
    await settleBackgroundWork();
    const view = await ctx.db
      .select()
      .from(schema.pageViews)
      .where(eq(schema.pageViews.id, id ?? ""))
      .get();
    expect(view).toMatchObject({
      userId: ctx.actor.user.id,
      organizationId: org.id,
      pagePath: "/dashboard/meetings",
      pageUrl: "/dashboard/meetings?status=scheduled",
      featureName: "meetings",
      featureCategory: "collaboration",
      durationSeconds: null,
    });
    const today = await ctx.db
      .select()
      .from(schema.analyticsDailyUsers)
      .where(eq(schema.analyticsDailyUsers.organizationId, org.id))
      .all();
    expect(today).toEqual([{ organizationId: org.id, day: utcDay(Date.now()), userId: ctx.actor.user.id }]);
  });

  it("skips /api/, /_next/ and static files", async () => {
    const { ctx } = await createRoleBoard({ seats: ["owner"] });
    for (const path of ["/api/meetings", "/_next/data", "/assets/app-1234.js", "/favicon.ico", "/build/x.css"])
      expect(startPageView(ctx, { url: `https://boardroom.test${path}` }, null), path).toBeNull();
    await settleBackgroundWork();
    const rows = await ctx.db.select().from(schema.pageViews).where(eq(schema.pageViews.userId, ctx.actor.user.id));
    expect(rows).toHaveLength(0);
  });

  it("takes the heartbeat's duration for the viewer's own view only", async () => {
    const { ctx, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const id = startPageView(ctx, { url: "https://boardroom.test/dashboard" }, null) ?? "";
    await settleBackgroundWork();
    const other = await actorContext(users.member);
    expect(await recordHeartbeat(other, { viewId: id, durationSeconds: 99, interactions: 1, ended: false })).toBe(
      false,
    );
    expect(await recordHeartbeat(ctx, { viewId: id, durationSeconds: 60, interactions: 4, ended: true })).toBe(true);
    const view = await ctx.db
      .select()
      .from(schema.pageViews)
      .where(and(eq(schema.pageViews.id, id)))
      .get();
    expect(view).toMatchObject({ durationSeconds: 60, interactionsCount: 4, featureName: "home" });
    expect(view?.viewEndedAt).toBeGreaterThan(0);
  });
});
