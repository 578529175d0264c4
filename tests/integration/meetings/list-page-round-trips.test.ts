// Issue 9: the meetings list, the new meeting form and the written resolutions page read their guard and rows in the
// session lookup's batch (decision 066), for the organisation of `?org=` or, without it, the preferred one. Counted
// through the D1 binding on a repeat view, as the pages' loaders call the services.
import { env } from "cloudflare:test";
import { fillPlaceholders, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  calendarMeetingsQuery,
  calendarViewOf,
  calendarWindow,
  calendarZone,
  loadCalendar,
} from "../../../app/.server/meetings/calendar";
import { listMeetings, meetingListPageQueries, newMeetingForm } from "../../../app/.server/meetings/meetings";
import {
  CALENDAR_READS,
  MEETINGS_LIST_READS,
  meetingListFiltersOf,
  meetingListOffsetOf,
  NEW_MEETING_READS,
  RESOLUTION_READS,
  WRITTEN_RESOLUTIONS_READS,
} from "../../../app/.server/meetings/page-reads";
import { resolution, writtenResolutions } from "../../../app/.server/meetings/vote-views";
import { createResolution, openVote } from "../../../app/.server/meetings/votes";
import { organizationOfPage, requestedOrganization } from "../../../app/.server/organizations/page-reads";
import type { ActorContext } from "../../../app/.server/platform/context";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { requestedPage } from "../../../app/.server/remix/paging";
import { dateInZone } from "../../../app/lib/meetings/calendar-grid";
import { ResolutionSchema } from "../../../app/lib/meetings/vote-schemas";
import { actorContext, createRoleBoard } from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";
import { pickedOrganization, repeatPageView } from "../../helpers/round-trips";
import { sessionPageRequest } from "../../helpers/session-page-request";

/** The list as its loader reads it (`withSession: false`: as a request whose rows were not read with the session). */
const list =
  (withSession = true) =>
  async (ctx: ActorContext, url: URL, services: RequestServices) => {
    const prefetched = services.prefetchedPage(MEETINGS_LIST_READS, {
      organizationRef: requestedOrganization(url.searchParams),
      meetingOffset: meetingListOffsetOf(url.searchParams),
    });
    const organization = await pickedOrganization(ctx, url);
    const query = { ...meetingListFiltersOf(url.searchParams), page: requestedPage(url) };
    return listMeetings(ctx, organization.id, query, withSession ? prefetched : undefined);
  };

/** A board whose meetings each role sees differently (meetings/access.ts). */
async function boardWithMeetings() {
  const board = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer", "outsider"] });
  const { org, users } = board;
  const at = (hours: number) => ({
    scheduledStart: Date.now() + hours * 3_600_000,
    scheduledEnd: Date.now() + hours * 3_600_000 + 1,
  });
  const meetings = {
    open: await insertMeeting(org.id, users.owner.id, { title: "Open", confidentiality: "public", ...at(1) }),
    board: await insertMeeting(org.id, users.owner.id, { title: "Board", confidentiality: "board_only", ...at(2) }),
    secret: await insertMeeting(org.id, users.owner.id, { title: "Secret", confidentiality: "confidential", ...at(3) }),
    seated: await insertMeeting(org.id, users.owner.id, { title: "Seated", confidentiality: "restricted", ...at(4) }),
  };
  await insertParticipant(meetings.seated.id, users.viewer.id);
  return { ...board, meetings };
}

describe("the meetings list's round trips after the session's batch", () => {
  it("the list and calendar read by organisation indexes, keyed on the session user, under 100 values", async () => {
    const { org } = await boardWithMeetings();
    const user = sql`(select ${schema.sessions.userId} from ${schema.sessions}
      where ${schema.sessions.id} = ${sql.placeholder("sessionId")})`;
    const db = createDb(env.DB);
    const [, ...listReads] = meetingListPageQueries(db, organizationOfPage(user), user, {
      offset: sql.placeholder("meetingOffset"),
      monthStart: sql.placeholder("monthStart"),
      monthEnd: sql.placeholder("monthEnd"),
    });
    // The calendar's meetings, across the user's seats, by the same index.
    const calendarRead = calendarMeetingsQuery(db, user, sql.placeholder("monthStart"), sql.placeholder("monthEnd"));
    // The plan, not the rows: any session id will do.
    const values = { sessionId: "any", organizationRef: org.slug, meetingOffset: 0, monthStart: 0, monthEnd: 1 };
    for (const read of [...listReads, calendarRead]) {
      const { sql: query, params } = read.toSQL();
      expect(params.length).toBeLessThan(100);
      const explained = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`)
        .bind(...fillPlaceholders(params, values))
        .all<{ detail: string }>();
      const plan = explained.results.map((row) => row.detail);
      expect(
        plan.some((line) => /meetings_org_(status_)?start_idx/.test(line)),
        plan.join("\n"),
      ).toBe(true);
      expect(
        plan.filter((line) => /^SCAN /.test(line) && !/USING|subquery|in_window/.test(line)),
        plan.join("\n"),
      ).toEqual([]);
    }
  });

  it("no filters, of the preferred organisation or ?org=, any page or view: none, as before per role", async () => {
    const { org, users } = await boardWithMeetings();
    const seen = {
      owner: ["Seated", "Secret", "Board", "Open"],
      admin: ["Secret", "Board", "Open"],
      member: ["Board", "Open"],
      viewer: ["Seated", "Open"],
    } as const;
    for (const seat of ["owner", "admin", "member", "viewer"] as const) {
      for (const path of [
        "/dashboard/meetings",
        "/dashboard/meetings.data",
        `/dashboard/meetings?org=${org.slug}`,
        `/dashboard/meetings.data?org=${org.id}&view=details`,
        "/dashboard/meetings?status=bogus",
      ]) {
        const { page, roundTrips } = await repeatPageView(users[seat], path, list());
        expect([seat, path, roundTrips]).toEqual([seat, path, 0]);
        expect(page.meetings.map((meeting) => meeting.title)).toEqual(seen[seat]);
        // The same answer as the list read after the session (one round trip, as before).
        const alone = await repeatPageView(users[seat], path, list(false));
        expect([alone.roundTrips, alone.page]).toEqual([1, page]);
      }
    }
    const second = await repeatPageView(users.owner, "/dashboard/meetings?page=2", list());
    expect([second.roundTrips, second.page.page, second.page.meetings, second.page.total]).toEqual([0, 2, [], 4]);
  });

  it("a search or a filter changes the statements: those read after the session, as before", async () => {
    const { users } = await boardWithMeetings();
    for (const query of ["q=Open", "status=scheduled", "type=board"]) {
      const { page, roundTrips } = await repeatPageView(users.member, `/dashboard/meetings?${query}`, list());
      expect([query, roundTrips]).toEqual([query, 1]);
      expect(page.meetings.length).toBeGreaterThan(0);
    }
  });

  it("another page's request and a POST get no rows; an outsider is refused", async () => {
    const { org, users } = await boardWithMeetings();
    const expected = { organizationRef: null, meetingOffset: 0 };
    for (const [path, method] of [
      ["/dashboard/meetings", "POST"],
      ["/dashboard/committees", "GET"],
      ["/dashboard/meetings/create", "GET"],
      ["/dashboard/meetings?q=Open", "GET"],
    ]) {
      const request = await sessionPageRequest(path, users.owner.id, method);
      expect([path, method, request.services.prefetchedPage(MEETINGS_LIST_READS, expected)]).toEqual([
        path,
        method,
        undefined,
      ]);
    }
    const other = await sessionPageRequest("/dashboard/meetings?page=2", users.owner.id);
    expect(other.services.prefetchedPage(MEETINGS_LIST_READS, expected)).toBeUndefined();
    // The outsider's preferred organisation is their own: rows of no seat in this one, then the guard's own 404.
    const outsider = await rejection(
      repeatPageView(users.outsider, "/dashboard/meetings", async (ctx, _url, services) => {
        const prefetched = services.prefetchedPage(MEETINGS_LIST_READS, expected);
        expect(prefetched?.[0]).toEqual([]);
        return listMeetings(ctx, org.id, {}, prefetched);
      }).then(() => undefined),
    );
    expect(outsider.status).toBe(404);
  });
});

const resolutionInput = () =>
  ResolutionSchema.parse({ title: "Approve the accounts", allowAbstention: "on", deadline: Date.now() + 60_000 });

describe("the new meeting form and the written resolutions page, of the preferred organisation", () => {
  const create = async (ctx: ActorContext, url: URL, services: RequestServices) => {
    const prefetched = services.prefetchedPage(NEW_MEETING_READS, {
      organizationRef: requestedOrganization(url.searchParams),
    });
    return newMeetingForm(ctx, (await pickedOrganization(ctx, url)).id, prefetched);
  };
  const written = async (ctx: ActorContext, url: URL, services: RequestServices) => {
    const prefetched = services.prefetchedPage(WRITTEN_RESOLUTIONS_READS, {
      organizationRef: requestedOrganization(url.searchParams),
    });
    return writtenResolutions(ctx, (await pickedOrganization(ctx, url)).id, prefetched);
  };

  it("the new meeting form without ?org=: none; a viewer is refused from the same rows", async () => {
    const { users } = await boardWithMeetings();
    for (const path of ["/dashboard/meetings/create", "/dashboard/meetings/create.data"]) {
      const { page, roundTrips } = await repeatPageView(users.member, path, create);
      expect([path, roundTrips, page.people.length, page.preferences.userId]).toEqual([path, 0, 4, users.member.id]);
    }
    // A viewer (their first page made the organisation their preferred one): 403 from the rows read with the session.
    await repeatPageView(users.viewer, "/dashboard", async () => undefined);
    const viewer = await sessionPageRequest("/dashboard/meetings/create", users.viewer.id);
    const rows = viewer.services.prefetchedPage(NEW_MEETING_READS, { organizationRef: null });
    expect(rows?.[0]).toHaveLength(1);
    expect(
      await rejection(newMeetingForm(viewer.ctx, (await pickedOrganization(viewer.ctx, viewer.url)).id, rows)),
    ).toMatchObject({
      status: 403,
    });
    expect(viewer.afterSession()).toBe(0);
  });

  it("the written resolutions without ?org=: none, for those who manage them and those who vote", async () => {
    const { org, users } = await boardWithMeetings();
    const owner = await actorContext(users.owner);
    const { id } = await createResolution(owner, { organizationRef: org.id }, resolutionInput());
    await openVote(owner, id);
    for (const [seat, canManage] of [
      ["owner", true],
      ["member", false],
    ] as const) {
      for (const path of ["/dashboard/resolutions", "/dashboard/resolutions.data"]) {
        const { page, roundTrips } = await repeatPageView(users[seat], path, written);
        expect([seat, path, roundTrips, page.canManage, page.resolutions.map((vote) => vote.title)]).toEqual([
          seat,
          path,
          0,
          canManage,
          ["Approve the accounts"],
        ]);
      }
    }
    // An outsider's preferred organisation is their own, where there are none.
    const outsider = await repeatPageView(users.outsider, "/dashboard/resolutions", written);
    expect([outsider.roundTrips, outsider.page.resolutions]).toEqual([0, []]);
  });
});

describe("a resolution's page, by the vote's id", () => {
  /** The page as its loader reads it (`withSession: false`: as a request whose rows were not read with the session). */
  const page =
    (withSession = true) =>
    async (ctx: ActorContext, url: URL, services: RequestServices) => {
      const voteId = url.pathname.split("/")[3].replace(/\.data$/, "");
      const prefetched = services.prefetchedPage(RESOLUTION_READS, { voteId });
      return resolution(ctx, voteId, withSession ? prefetched : undefined);
    };
  const refused = (ctx: ActorContext, url: URL, services: RequestServices) =>
    rejection(page()(ctx, url, services)).then((error) => error.status);

  it("a written resolution and a meeting's: none, as read alone; others' a 404 from the same rows", async () => {
    const { org, users, meetings } = await boardWithMeetings();
    const owner = await actorContext(users.owner);
    const written = await createResolution(owner, { organizationRef: org.id }, resolutionInput());
    await openVote(owner, written.id);
    const atMeeting = await createResolution(owner, { meetingId: meetings.seated.id }, resolutionInput());
    const seen = [
      [written.id, "owner", true, null],
      [written.id, "member", false, null],
      [atMeeting.id, "owner", true, "Seated"],
      [atMeeting.id, "viewer", false, "Seated"],
    ] as const;
    for (const [voteId, seat, canManage, meetingTitle] of seen) {
      for (const path of [`/dashboard/resolutions/${voteId}`, `/dashboard/resolutions/${voteId}.data`]) {
        const { page: shown, roundTrips } = await repeatPageView(users[seat], path, page());
        expect([seat, path, roundTrips, shown.title, shown.canManage, shown.meetingTitle]).toEqual([
          seat,
          path,
          0,
          "Approve the accounts",
          canManage,
          meetingTitle,
        ]);
        const alone = await repeatPageView(users[seat], path, page(false));
        expect(shown).toEqual(alone.page);
      }
    }
    // The member has no seat at the restricted meeting, the outsider none in the organisation: 404, no round trip.
    for (const [voteId, seat] of [
      [atMeeting.id, "member"],
      [written.id, "outsider"],
      [crypto.randomUUID(), "owner"],
    ] as const) {
      const { page: status, roundTrips } = await repeatPageView(
        users[seat],
        `/dashboard/resolutions/${voteId}`,
        refused,
      );
      expect([seat, status, roundTrips]).toEqual([seat, 404, 0]);
    }
  });
});

describe("the calendar's round trips after the session's batch", () => {
  /** The calendar as its loader reads it (`withSession: false`: alone, as a request without the shell's rows). */
  const calendar =
    (withSession = true) =>
    async (ctx: ActorContext, url: URL, services: RequestServices) => {
      const shell = services.prefetchedShell();
      const prefetched = shell && {
        zone: calendarZone(shell[1][0]),
        rowsFor: (window: { calendarFrom: number; calendarTo: number }) =>
          services.prefetchedPage(CALENDAR_READS, window),
      };
      const view = calendarViewOf(url.searchParams);
      return loadCalendar(ctx, view, url.searchParams.get("date"), withSession ? prefetched : undefined);
    };
  const titles = (page: Awaited<ReturnType<ReturnType<typeof calendar>>>) =>
    Object.values(page.meetingsByDay).flatMap((day) => day.map((meeting) => meeting.title));

  it("this month or week, or another day's: none, each role seeing what it saw, never a draft", async () => {
    const { org, users, meetings } = await boardWithMeetings();
    await insertMeeting(org.id, users.owner.id, { title: "Draft", status: "draft", confidentiality: "public" });
    const day = dateInZone(Date.now(), "UTC");
    const seen = {
      owner: ["Open", "Board", "Secret", "Seated"],
      member: ["Open", "Board"],
      viewer: ["Open", "Seated"],
      outsider: [],
    } as const;
    for (const seat of ["owner", "member", "viewer", "outsider"] as const) {
      for (const path of [
        "/dashboard/calendar",
        "/dashboard/calendar.data?view=week",
        `/dashboard/calendar?date=${day}`,
        `/dashboard/calendar.data?view=week&date=${day}`,
      ]) {
        const { page, roundTrips } = await repeatPageView(users[seat], path, calendar());
        expect([seat, path, roundTrips]).toEqual([seat, path, 0]);
        // The meetings (hours ahead) this role sees that start on a shown day.
        const shown = Object.values(meetings).filter(
          (meeting) =>
            seen[seat].some((title) => title === meeting.title) &&
            page.days.flat().includes(dateInZone(meeting.scheduledStart, "UTC")),
        );
        expect(titles(page)).toEqual(shown.map((meeting) => meeting.title));
        const alone = await repeatPageView(users[seat], path, calendar(false));
        expect([alone.roundTrips, alone.page]).toEqual([2, page]);
      }
    }
  });

  it("rows read for another window than the zone's, another page's request and a POST: read again", async () => {
    const { users } = await boardWithMeetings();
    const { page, roundTrips } = await repeatPageView(users.member, "/dashboard/calendar", async (ctx, url) =>
      loadCalendar(ctx, "month", url.searchParams.get("date"), { zone: "UTC", rowsFor: () => undefined }),
    );
    expect([roundTrips, page.zone]).toEqual([1, "UTC"]);
    const request = await sessionPageRequest("/dashboard/calendar?view=week", users.member.id);
    const { from, to } = calendarWindow("month", null, "UTC");
    expect(request.services.prefetchedPage(CALENDAR_READS, { calendarFrom: from, calendarTo: to })).toBeUndefined();
    for (const [path, method] of [
      ["/dashboard/calendar", "POST"],
      ["/dashboard/meetings", "GET"],
    ]) {
      const other = await sessionPageRequest(path, users.member.id, method);
      expect(other.services.prefetchedPage(CALENDAR_READS, { calendarFrom: from, calendarTo: to })).toBeUndefined();
    }
  });
});
