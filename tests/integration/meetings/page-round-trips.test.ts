// Issue 9: the meeting page's D1 round trips after the session's batch (docs/decisions/060), counted through the D1
// binding, never timed. Each page is requested the way the Worker builds it (createRequestServices), so the
// reads riding with the session lookup are there; each test counts what the page's loader adds after it.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { OrganizationHeldBackError } from "../../../app/.server/auth/organization-holds";
import { meetingActions } from "../../../app/.server/meetings/actions";
import { agendaPage } from "../../../app/.server/meetings/agenda";
import { meetingDocuments, meetingHeader, meetingOverview, meetingVenue } from "../../../app/.server/meetings/detail";
import { meetingInsights } from "../../../app/.server/meetings/insights";
import { loadLiveMeeting } from "../../../app/.server/meetings/live";
import { editMeetingForm, listMeetings, newMeetingForm } from "../../../app/.server/meetings/meetings";
import { getMinutes } from "../../../app/.server/meetings/minutes";
import {
  MEETING_ACTIONS_READS,
  MEETING_AGENDA_READS,
  MEETING_DOCUMENTS_READS,
  MEETING_EDIT_READS,
  MEETING_INSIGHTS_READS,
  MEETING_LIVE_READS,
  MEETING_MINUTES_READS,
  MEETING_OVERVIEW_READS,
  MEETING_PARTICIPANTS_READS,
  MEETING_RESOLUTIONS_READS,
  NEW_MEETING_READS,
  WRITTEN_RESOLUTIONS_READS,
} from "../../../app/.server/meetings/page-reads";
import { participantsPage } from "../../../app/.server/meetings/participants";
import { meetingResolutions, writtenResolutions } from "../../../app/.server/meetings/vote-views";
import { castBallot, createResolution, openVote } from "../../../app/.server/meetings/votes";
import type { ActorContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import type { PageReadsWithSession } from "../../../app/.server/platform/reads-with-session";
import { createRequestServices, withActor } from "../../../app/.server/platform/request-context";
import { ResolutionSchema } from "../../../app/lib/meetings/vote-schemas";
import { DEFAULT_COMPLIANCE_SETTINGS } from "../../../app/lib/organizations/settings";
import {
  createOrganization,
  createRoleBoard,
  serviceContext,
  signedInHeaders,
  TEST_ORIGIN,
} from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";
import { setCompliance } from "../../helpers/records";
import { rejection } from "../../helpers/rejections";
import { sessionPageRequest as pageRequest } from "../../helpers/session-page-request";
import { insertStoredAsset } from "../../helpers/vaults";

/**
 * A small public meeting chaired by the organisation's owner, with a seated member; the viewer is a member without a
 * seat, the outsider of another board.
 */
async function smallMeeting() {
  const { org, users } = await createRoleBoard({ seats: ["owner", "member", "viewer", "outsider"] });
  const meeting = await insertMeeting(org.id, users.owner.id, {
    chairpersonId: users.owner.id,
    title: "Counted",
    confidentiality: "public",
  });
  await insertParticipant(meeting.id, users.owner.id, { role: "chairperson" });
  const seat = await insertParticipant(meeting.id, users.member.id);
  const agenda = await insertAgenda(meeting.id, ["Opening", "Accounts"]);
  return { org, users, meeting, seat, agenda };
}

describe("the meeting page's layout", () => {
  it("reads its guard and header with the session: no round trip of its own, on every tab", async () => {
    const { users, meeting } = await smallMeeting();
    for (const tab of ["", "/participants", "/live", "/actions", ".data", "/agenda.data"]) {
      const page = await pageRequest(`/dashboard/meetings/${meeting.id}${tab}`, users.owner.id);
      const view = await meetingHeader(page.ctx, meeting.id, page.services.prefetchedMeetingHeader(meeting.id));
      expect([tab, page.afterSession()]).toEqual([tab, 0]);
      expect([view.meeting.title, view.canManage, view.header.participantCount]).toEqual(["Counted", true, 2]);
    }
  });

  it("reads them itself where the session's batch did not: another page, a POST, another meeting's id", async () => {
    const { users, meeting } = await smallMeeting();
    const notPrefetched = [
      [`/dashboard/meetings/${meeting.id}/edit`, "GET", meeting.id],
      [`/dashboard/meetings/${meeting.id}/minutes.pdf`, "GET", meeting.id],
      [`/dashboard/meetings/${meeting.id}/participants`, "POST", meeting.id],
      [`/dashboard/meetings/${meeting.id}`, "GET", crypto.randomUUID()],
      [`/dashboard/meetings/${meeting.id.toUpperCase()}`, "GET", meeting.id.toUpperCase()],
    ];
    for (const [path, method, id] of notPrefetched) {
      const page = await pageRequest(path, users.owner.id, method);
      expect([path, method, page.services.prefetchedMeetingHeader(id)]).toEqual([path, method, undefined]);
    }
    const page = await pageRequest(`/dashboard/meetings/${meeting.id}/edit`, users.owner.id);
    expect((await meetingHeader(page.ctx, meeting.id)).meeting.id).toBe(meeting.id);
    expect(page.afterSession()).toBe(1);
  });

  it("sends no read twice in the session's batch, though the layout and each tab guard on the meeting", async () => {
    const { users, meeting } = await smallMeeting();
    for (const tab of ["", "/resolutions", "/participants", "/agenda", "/actions"]) {
      const page = await pageRequest(`/dashboard/meetings/${meeting.id}${tab}`, users.owner.id);
      const sent = page.sessionStatements.map(({ query, params }) => JSON.stringify([query, params]));
      expect([tab, sent.length > 5, sent.length - new Set(sent).size]).toEqual([tab, true, 0]);
    }
  });

  it("answers 404 to someone of another organisation from the rows read with the session", async () => {
    const { users, meeting } = await smallMeeting();
    const page = await pageRequest(`/dashboard/meetings/${meeting.id}`, users.outsider.id);
    const prefetched = page.services.prefetchedMeetingHeader(meeting.id);
    expect(prefetched).toBeDefined();
    expect(await rejection(meetingHeader(page.ctx, meeting.id, prefetched))).toMatchObject({ status: 404 });
    expect(page.afterSession()).toBe(0);
  });

  it("reads again for a member the organisation holds back, and refuses with the hold", async () => {
    const { org, users, meeting } = await smallMeeting();
    const compliance = { ...DEFAULT_COMPLIANCE_SETTINGS, twoFactorRequired: true };
    await setCompliance(org.id, compliance);
    const page = await pageRequest(`/dashboard/meetings/${meeting.id}`, users.member.id);
    const prefetched = page.services.prefetchedMeetingHeader(meeting.id);
    expect(prefetched).toBeUndefined();
    expect(await rejection(meetingHeader(page.ctx, meeting.id, prefetched))).toBeInstanceOf(OrganizationHeldBackError);
    expect(page.afterSession()).toBe(1);
  });
});

describe("the meeting header read with the session", () => {
  it("fills each view's meeting and person into the one template: nothing is kept from the last view", async () => {
    const first = await smallMeeting();
    const second = await smallMeeting();
    for (let round = 0; round < 2; round++) {
      for (const { users, meeting, seat } of [first, second]) {
        // The real binding, as a Worker has it: every request of the isolate shares its client and its templates.
        const request = new Request(`${TEST_ORIGIN}/dashboard/meetings/${meeting.id}/live`, {
          headers: await signedInHeaders(users.member.id),
        });
        const services = createRequestServices(request, env);
        const resolved = await services.getActor();
        if (!resolved) throw new Error("expected a session");
        const ctx = withActor(services.service, resolved);
        const view = await meetingHeader(ctx, meeting.id, services.prefetchedMeetingHeader(meeting.id));
        expect([view.meeting.id, view.canManage, view.myParticipantId]).toEqual([meeting.id, false, seat.id]);
      }
    }
  });
});

describe("the participants tab", () => {
  it("reads the guard, the seats, the conflicts, the agenda and the invite candidates with the session", async () => {
    const { users, meeting, agenda, seat } = await smallMeeting();
    await serviceContext().db.insert(schema.meetingConflicts).values({
      id: crypto.randomUUID(),
      meetingId: meeting.id,
      agendaItemId: agenda[1].id,
      userId: users.member.id,
      description: "Auditor's partner",
    });
    const tab = async (userId: string, search = "", query = {}) => {
      const page = await pageRequest(`/dashboard/meetings/${meeting.id}/participants${search}`, userId);
      const prefetched = page.services.prefetchedPage(MEETING_PARTICIPANTS_READS, { meetingId: meeting.id });
      const list = await participantsPage(page.ctx, meeting.id, query, prefetched);
      return {
        roundTrips: page.afterSession(),
        seats: list.participants.map((seat) => [seat.name, seat.conflicts.map((conflict) => conflict.itemTitle)]),
        agenda: list.agendaItems.map((item) => item.title),
        candidates: list.candidates.map((person) => person.id),
      };
    };
    const seats = [
      ["Board owner", []],
      ["Board member", ["Accounts"]],
    ];
    // The chair: a seat (the agenda, to declare a conflict on) and the meeting to run (whom to invite).
    expect(await tab(users.owner.id)).toEqual({
      roundTrips: 0,
      seats,
      agenda: ["Opening", "Accounts"],
      candidates: [users.viewer.id],
    });
    expect(await tab(users.member.id)).toEqual({
      roundTrips: 0,
      seats,
      agenda: ["Opening", "Accounts"],
      candidates: [],
    });
    // A member without a seat sees the list, and neither the agenda's choices nor the candidates.
    expect(await tab(users.viewer.id)).toEqual({ roundTrips: 0, seats, agenda: [], candidates: [] });
    // The filters and the open seat's panel are in the query string: the same rows serve them.
    expect(await tab(users.owner.id, `?q=member&seat=${seat.id}`, { q: "member" })).toEqual({
      roundTrips: 0,
      seats: [seats[1]],
      agenda: ["Opening", "Accounts"],
      candidates: [users.viewer.id],
    });
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}/participants`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(MEETING_PARTICIPANTS_READS, { meetingId: meeting.id });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(participantsPage(outsider.ctx, meeting.id, {}, outsiderRows))).toMatchObject({
      status: 404,
    });
  });
});

describe("the live tab", () => {
  it("reads the guard, the agenda, the open votes and the photos with the session, then asks the room", async () => {
    const { users, meeting } = await smallMeeting();
    await serviceContext().db.insert(schema.votes).values({
      id: crypto.randomUUID(),
      organizationId: meeting.organizationId,
      meetingId: meeting.id,
      title: "Approve the accounts",
      status: "open",
      createdBy: users.owner.id,
    });
    const page = await pageRequest(`/dashboard/meetings/${meeting.id}/live`, users.owner.id);
    const prefetched = page.services.prefetchedPage(MEETING_LIVE_READS, { meetingId: meeting.id });
    const live = await loadLiveMeeting(page.ctx, meeting.id, prefetched);
    expect(page.afterSession()).toBe(0);
    expect(live.agenda.map((item) => item.title)).toEqual(["Opening", "Accounts"]);
    expect(live.openVotes.map((vote) => vote.title)).toEqual(["Approve the accounts"]);
    // The room answered: its chat, not D1's (which would be a round trip more).
    expect([live.you.canManage, live.snapshot?.chat]).toEqual([true, []]);
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}/live`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(MEETING_LIVE_READS, { meetingId: meeting.id });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(loadLiveMeeting(outsider.ctx, meeting.id, outsiderRows))).toMatchObject({ status: 404 });
  });
});

describe("the action items tab", () => {
  it("reads the guard, the actions, their links and the assignees with the session", async () => {
    const { users, meeting, agenda } = await smallMeeting();
    await serviceContext().db.insert(schema.actionItems).values({
      id: crypto.randomUUID(),
      organizationId: meeting.organizationId,
      meetingId: meeting.id,
      agendaItemId: agenda[0].id,
      description: "Circulate the accounts",
      assignedTo: users.member.id,
    });
    const tab = async (userId: string) => {
      const page = await pageRequest(`/dashboard/meetings/${meeting.id}/actions`, userId);
      const detail = await meetingActions(
        page.ctx,
        meeting.id,
        page.services.prefetchedPage(MEETING_ACTIONS_READS, { meetingId: meeting.id }),
      );
      return {
        roundTrips: page.afterSession(),
        actions: detail.actions.map((action) => [action.description, action.agendaItemTitle, action.canMove]),
        people: detail.people.map((person) => person.name).sort(),
      };
    };
    expect(await tab(users.owner.id)).toEqual({
      roundTrips: 0,
      actions: [["Circulate the accounts", "Opening", true]],
      people: ["Board member", "Board owner", "Board viewer"],
    });
    // The assignee moves their own action; the choices of assignees are for those who run the meeting.
    expect(await tab(users.member.id)).toEqual({
      roundTrips: 0,
      actions: [["Circulate the accounts", "Opening", true]],
      people: [],
    });
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}/actions`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(MEETING_ACTIONS_READS, { meetingId: meeting.id });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(meetingActions(outsider.ctx, meeting.id, outsiderRows))).toMatchObject({ status: 404 });
  });
});

describe("the agenda tab", () => {
  it("reads the guard, the agenda with its papers and the builder's pickers with the session", async () => {
    const { org, users, meeting } = await smallMeeting();
    await insertStoredAsset(org.id, users.owner.id, { name: "accounts.pdf" });
    const tab = async (userId: string) => {
      const page = await pageRequest(`/dashboard/meetings/${meeting.id}/agenda`, userId);
      const prefetched = page.services.prefetchedPage(MEETING_AGENDA_READS, { meetingId: meeting.id });
      const agenda = await agendaPage(page.ctx, meeting.id, prefetched);
      return {
        roundTrips: page.afterSession(),
        items: agenda.items.map((item) => item.title),
        presenters: agenda.presenters.map((person) => person.label).sort(),
        papers: agenda.papers.map((asset) => asset.label),
      };
    };
    expect(await tab(users.owner.id)).toEqual({
      roundTrips: 0,
      items: ["Opening", "Accounts"],
      presenters: ["Board member", "Board owner", "Board viewer"],
      papers: ["accounts.pdf"],
    });
    // The pickers are the builder's, for those who run the meeting.
    expect(await tab(users.member.id)).toEqual({
      roundTrips: 0,
      items: ["Opening", "Accounts"],
      presenters: [],
      papers: [],
    });
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}/agenda`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(MEETING_AGENDA_READS, { meetingId: meeting.id });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(agendaPage(outsider.ctx, meeting.id, outsiderRows))).toMatchObject({ status: 404 });
  });
});

describe("the insights and minutes tabs", () => {
  it("read the guard and the tab's rows with the session", async () => {
    const { users, meeting } = await smallMeeting();
    const meetingId = meeting.id;
    const insightsPage = await pageRequest(`/dashboard/meetings/${meeting.id}/insights`, users.member.id);
    const insightsRows = insightsPage.services.prefetchedPage(MEETING_INSIGHTS_READS, { meetingId });
    const insights = await meetingInsights(insightsPage.ctx, meeting.id, insightsRows);
    expect([insightsPage.afterSession(), insights.available]).toEqual([0, false]);
    const minutesPage = await pageRequest(`/dashboard/meetings/${meeting.id}/minutes`, users.member.id);
    const minutesRows = minutesPage.services.prefetchedPage(MEETING_MINUTES_READS, { meetingId });
    const minutes = await getMinutes(minutesPage.ctx, meeting.id, minutesRows);
    expect([minutesPage.afterSession(), minutes.minutes, minutes.canManage]).toEqual([0, null, false]);
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}/minutes`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(MEETING_MINUTES_READS, { meetingId });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(getMinutes(outsider.ctx, meeting.id, outsiderRows))).toMatchObject({ status: 404 });
    const outsiderInsights = await pageRequest(`/dashboard/meetings/${meeting.id}/insights`, users.outsider.id);
    const outsiderFacts = outsiderInsights.services.prefetchedPage(MEETING_INSIGHTS_READS, { meetingId });
    expect(outsiderFacts).toBeDefined();
    expect(await rejection(meetingInsights(outsiderInsights.ctx, meeting.id, outsiderFacts))).toMatchObject({
      status: 404,
    });
  });
});

const resolutionInput = (fields: Record<string, unknown> = {}) =>
  ResolutionSchema.parse({ title: "Approve the accounts", allowAbstention: "on", ...fields });

describe("the resolutions tab", () => {
  it("reads the guard, the votes, the agenda and each vote's turnout and ballots with the session", async () => {
    const { users, meeting } = await smallMeeting();
    const chair = (await pageRequest("/dashboard", users.owner.id)).ctx;
    const { id } = await createResolution(chair, { meetingId: meeting.id }, resolutionInput());
    await openVote(chair, id);
    await castBallot(chair, id, { choice: "for" });
    const tab = async (userId: string) => {
      const page = await pageRequest(`/dashboard/meetings/${meeting.id}/resolutions`, userId);
      const prefetched = page.services.prefetchedPage(MEETING_RESOLUTIONS_READS, { meetingId: meeting.id });
      const detail = await meetingResolutions(page.ctx, meeting.id, prefetched);
      const [vote] = detail.resolutions;
      return [page.afterSession(), vote?.status, vote?.turnout, vote?.myState, vote?.ballotsToCast.length];
    };
    expect(await tab(users.owner.id)).toEqual([0, "open", { cast: 1, eligible: 2 }, "voted", 0]);
    expect(await tab(users.member.id)).toEqual([0, "open", { cast: 1, eligible: 2 }, "not_voted", 1]);
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}/resolutions`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(MEETING_RESOLUTIONS_READS, { meetingId: meeting.id });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(meetingResolutions(outsider.ctx, meeting.id, outsiderRows))).toMatchObject({
      status: 404,
    });
  });

  it("closes a vote past its deadline as it reads, then shows it closed with its named ballots", async () => {
    const { users, meeting } = await smallMeeting();
    const chair = (await pageRequest("/dashboard", users.owner.id)).ctx;
    const { id } = await createResolution(chair, { meetingId: meeting.id }, resolutionInput());
    await openVote(chair, id);
    await castBallot(chair, id, { choice: "for" });
    await serviceContext()
      .db.update(schema.votes)
      .set({ deadline: Date.now() - 1 })
      .where(eq(schema.votes.id, id));
    const page = await pageRequest(`/dashboard/meetings/${meeting.id}/resolutions`, users.member.id);
    const prefetched = page.services.prefetchedPage(MEETING_RESOLUTIONS_READS, { meetingId: meeting.id });
    const [closed] = (await meetingResolutions(page.ctx, meeting.id, prefetched)).resolutions;
    expect([closed?.status, closed?.ballotsByName.map((ballot) => [ballot.name, ballot.choice])]).toEqual([
      "closed",
      [["Board owner", "for"]],
    ]);
    expect(page.afterSession()).toBeGreaterThan(1); // the close's writes, and the views read again after them
    const again = await pageRequest(`/dashboard/meetings/${meeting.id}/resolutions`, users.member.id);
    const rows = again.services.prefetchedPage(MEETING_RESOLUTIONS_READS, { meetingId: meeting.id });
    const [shown] = (await meetingResolutions(again.ctx, meeting.id, rows)).resolutions;
    expect([again.afterSession(), shown?.status, shown?.ballotsByName.length]).toEqual([0, "closed", 1]);
  });
});

describe("the written resolutions page", () => {
  it("reads the membership, the resolutions and their turnout in one round trip", async () => {
    const { org, users } = await smallMeeting();
    const owner = (await pageRequest("/dashboard", users.owner.id)).ctx;
    const deadline = Date.now() + 60_000;
    const { id } = await createResolution(owner, { organizationRef: org.id }, resolutionInput({ deadline }));
    await openVote(owner, id);
    const list = async (userId: string) => {
      const page = await pageRequest("/dashboard/resolutions", userId);
      const written = await writtenResolutions(page.ctx, org.id);
      const [vote] = written.resolutions;
      return [page.afterSession(), written.canManage, vote?.title, vote?.turnout];
    };
    expect(await list(users.owner.id)).toEqual([1, true, "Approve the accounts", { cast: 0, eligible: 2 }]);
    expect(await list(users.member.id)).toEqual([1, false, "Approve the accounts", { cast: 0, eligible: 2 }]);
    const outsider = await pageRequest("/dashboard/resolutions", users.outsider.id);
    expect(await rejection(writtenResolutions(outsider.ctx, org.id))).toMatchObject({ status: 404 });
    // Named by ?org= (slug or id), the page's rows ride with the session: no round trip of its own.
    const named = async (userId: string, ref: string, path = `/dashboard/resolutions?org=${ref}`) => {
      const page = await pageRequest(path, userId);
      const prefetched = page.services.prefetchedPage(WRITTEN_RESOLUTIONS_READS, { organizationRef: ref });
      const written = await writtenResolutions(page.ctx, org.id, prefetched);
      const roundTrips = page.afterSession();
      expect(await writtenResolutions(page.ctx, org.id)).toEqual(written);
      const [vote] = written.resolutions;
      return [roundTrips, written.canManage, vote?.title, vote?.turnout];
    };
    const answer = { cast: 0, eligible: 2 };
    expect(await named(users.owner.id, org.slug)).toEqual([0, true, "Approve the accounts", answer]);
    expect(await named(users.member.id, org.id)).toEqual([0, false, "Approve the accounts", answer]);
    const data = `/dashboard/resolutions.data?org=${org.slug}`;
    expect(await named(users.member.id, org.slug, data)).toEqual([0, false, "Approve the accounts", answer]);
    const other = await pageRequest(`/dashboard/resolutions?org=${org.slug}`, users.member.id);
    expect(other.services.prefetchedPage(WRITTEN_RESOLUTIONS_READS, { organizationRef: org.id })).toBeUndefined();
    expect(other.services.prefetchedPage(NEW_MEETING_READS, { organizationRef: org.slug })).toBeUndefined();
    const outsiderNamed = await pageRequest(`/dashboard/resolutions?org=${org.slug}`, users.outsider.id);
    const outsiderRows = outsiderNamed.services.prefetchedPage(WRITTEN_RESOLUTIONS_READS, {
      organizationRef: org.slug,
    });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(writtenResolutions(outsiderNamed.ctx, org.id, outsiderRows))).toMatchObject({
      status: 404,
    });
    // Rows with no seat may be a guess's (the preferred organisation): the guard answers on a read of its own.
    expect(outsiderNamed.afterSession()).toBe(1);
  });
});

describe("the documents tab", () => {
  it("reads the guard, the packs and the papers with the session; drafts only for owners and admins", async () => {
    const { org, users, meeting, agenda } = await smallMeeting();
    // Private papers on the agenda, shared with the viewer: one for another hour, one until a minute ago (the shares'
    // clock rides with the session too).
    const sharedPaper = async (name: string, expiresAt: number, position: number) => {
      const paper = await insertStoredAsset(org.id, users.owner.id, { name });
      const db = serviceContext().db;
      await db.update(schema.assets).set({ visibility: "private" }).where(eq(schema.assets.id, paper.id));
      await db.insert(schema.assetShares).values({
        id: crypto.randomUUID(),
        assetId: paper.id,
        organizationId: org.id,
        sharedWith: users.viewer.id,
        sharedBy: users.owner.id,
        expiresAt,
      });
      await db.insert(schema.agendaItemPapers).values({ agendaItemId: agenda[0].id, assetId: paper.id, position });
    };
    await sharedPaper("current.pdf", Date.now() + 3_600_000, 0);
    await sharedPaper("lapsed.pdf", Date.now() - 60_000, 1);
    const pack = (title: string, status: "draft" | "published", createdBy: string) => ({
      id: crypto.randomUUID(),
      organizationId: org.id,
      meetingId: meeting.id,
      title,
      status,
      createdBy,
    });
    await serviceContext()
      .db.insert(schema.boardPacks)
      .values([
        pack("Owner's draft", "draft", users.owner.id),
        pack("Member's draft", "draft", users.member.id),
        pack("Published pack", "published", users.owner.id),
      ]);
    const tab = async (userId: string) => {
      const page = await pageRequest(`/dashboard/meetings/${meeting.id}/documents`, userId);
      const prefetched = page.services.prefetchedPage(MEETING_DOCUMENTS_READS, { meetingId: meeting.id });
      const documents = await meetingDocuments(page.ctx, meeting.id, prefetched);
      return [
        page.afterSession(),
        documents.boardPacks.map((row) => row.title).sort(),
        documents.papers.map((row) => row.title),
      ];
    };
    const packs = ["Member's draft", "Owner's draft", "Published pack"];
    expect(await tab(users.owner.id)).toEqual([0, packs, ["current.pdf", "lapsed.pdf"]]);
    expect(await tab(users.member.id)).toEqual([0, ["Member's draft", "Published pack"], []]);
    expect(await tab(users.viewer.id)).toEqual([0, ["Published pack"], ["current.pdf"]]);
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}/documents`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(MEETING_DOCUMENTS_READS, { meetingId: meeting.id });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(meetingDocuments(outsider.ctx, meeting.id, outsiderRows))).toMatchObject({ status: 404 });
  });
});

describe("the overview and venue tabs", () => {
  it("the overview reads with the session, after the layout's header: no round trip of its own", async () => {
    const { users, meeting } = await smallMeeting();
    const read = async (path: string, userId: string) => {
      const page = await pageRequest(path, userId);
      const header = await meetingHeader(page.ctx, meeting.id, page.services.prefetchedMeetingHeader(meeting.id));
      const prefetched = page.services.prefetchedPage(MEETING_OVERVIEW_READS, { meetingId: meeting.id });
      const overview = await meetingOverview(page.ctx, meeting.id, prefetched);
      return [page.afterSession(), header.meeting.title, overview.agenda.length, overview.participantTotal];
    };
    for (const path of [`/dashboard/meetings/${meeting.id}`, `/dashboard/meetings/${meeting.id}.data`])
      expect(await read(path, users.member.id)).toEqual([0, "Counted", 2, 2]);
    // Another tab's request carries no overview rows: the overview reads them itself.
    const other = await pageRequest(`/dashboard/meetings/${meeting.id}/venue`, users.member.id);
    expect(other.services.prefetchedPage(MEETING_OVERVIEW_READS, { meetingId: meeting.id })).toBeUndefined();
    expect(other.services.prefetchedMeetingHeader(meeting.id)).toBeDefined();
    // The rows of another meeting's id are never handed out.
    const elsewhere = await pageRequest(`/dashboard/meetings/${meeting.id}`, users.member.id);
    expect(elsewhere.services.prefetchedPage(MEETING_OVERVIEW_READS, { meetingId: crypto.randomUUID() })).toBe(
      undefined,
    );
    // An outsider's prefetched rows are refused by the same guard.
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(MEETING_OVERVIEW_READS, { meetingId: meeting.id });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(meetingOverview(outsider.ctx, meeting.id, outsiderRows))).toMatchObject({ status: 404 });
  });

  it("the venue tab shows the meeting's row the layout's guard read with the session: no round trip", async () => {
    const { users, meeting } = await smallMeeting();
    for (const path of [`/dashboard/meetings/${meeting.id}/venue`, `/dashboard/meetings/${meeting.id}/venue.data`]) {
      const venuePage = await pageRequest(path, users.member.id);
      const prefetched = venuePage.services.prefetchedMeetingHeader(meeting.id);
      expect((await meetingVenue(venuePage.ctx, meeting.id, prefetched)).meeting.venue).toBe(meeting.venue);
      expect(venuePage.afterSession()).toBe(0);
      // Read alone (another meeting's rows are never handed out), the same row.
      expect(venuePage.services.prefetchedMeetingHeader(crypto.randomUUID())).toBeUndefined();
      expect(await meetingVenue(venuePage.ctx, meeting.id)).toEqual(
        await meetingVenue(venuePage.ctx, meeting.id, prefetched),
      );
    }
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}/venue`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedMeetingHeader(meeting.id);
    expect(outsiderRows).toBeDefined();
    expect(await rejection(meetingVenue(outsider.ctx, meeting.id, outsiderRows))).toMatchObject({ status: 404 });
  });
});

type PageRequest = Awaited<ReturnType<typeof pageRequest>>;

/** A tab whose rows ride with the session: its loader's call with the rows, and without (read as before). */
function tabReading<Rows extends readonly unknown[]>(
  tab: string,
  page: PageReadsWithSession<Rows>,
  read: (ctx: ActorContext, meetingId: string, prefetched?: Rows) => Promise<unknown>,
) {
  return {
    tab,
    rows: (request: PageRequest, meetingId: string) => request.services.prefetchedPage(page, { meetingId }),
    withRows: (request: PageRequest, meetingId: string) =>
      read(request.ctx, meetingId, request.services.prefetchedPage(page, { meetingId })),
    alone: (request: PageRequest, meetingId: string) => read(request.ctx, meetingId),
  };
}

const TABS_READ_WITH_SESSION = [
  tabReading("", MEETING_OVERVIEW_READS, meetingOverview),
  tabReading("/documents", MEETING_DOCUMENTS_READS, meetingDocuments),
  tabReading("/live", MEETING_LIVE_READS, loadLiveMeeting),
  tabReading("/minutes", MEETING_MINUTES_READS, getMinutes),
  tabReading("/resolutions", MEETING_RESOLUTIONS_READS, meetingResolutions),
  tabReading("/actions", MEETING_ACTIONS_READS, meetingActions),
  tabReading("/insights", MEETING_INSIGHTS_READS, meetingInsights),
  tabReading("/agenda", MEETING_AGENDA_READS, agendaPage),
  tabReading("/participants", MEETING_PARTICIPANTS_READS, (ctx, id, rows) => participantsPage(ctx, id, {}, rows)),
];

describe("the tabs that read with the session", () => {
  it("answer from the session's batch what they answer alone, and only for their own tab and meeting", async () => {
    const { org, users, meeting, agenda } = await smallMeeting();
    const chair = (await pageRequest("/dashboard", users.owner.id)).ctx;
    const { id: voteId } = await createResolution(chair, { meetingId: meeting.id }, resolutionInput());
    await openVote(chair, voteId);
    await castBallot(chair, voteId, { choice: "for" });
    await serviceContext().db.insert(schema.actionItems).values({
      id: crypto.randomUUID(),
      organizationId: org.id,
      meetingId: meeting.id,
      agendaItemId: agenda[0].id,
      description: "Circulate the accounts",
      assignedTo: users.member.id,
    });
    const paper = await insertStoredAsset(org.id, users.owner.id, { name: "accounts.pdf" });
    await serviceContext()
      .db.insert(schema.agendaItemPapers)
      .values({ agendaItemId: agenda[1].id, assetId: paper.id, position: 0 });
    for (const each of TABS_READ_WITH_SESSION) {
      for (const userId of [users.owner.id, users.member.id]) {
        for (const suffix of ["", ".data"]) {
          const path = `/dashboard/meetings/${meeting.id}${each.tab}${suffix}`;
          const request = await pageRequest(path, userId);
          const answer = await each.withRows(request, meeting.id);
          expect([path, request.afterSession()]).toEqual([path, 0]);
          expect(await each.alone(request, meeting.id)).toEqual(answer);
        }
      }
      const request = await pageRequest(`/dashboard/meetings/${meeting.id}${each.tab}`, users.member.id);
      // The rows are this tab's, of this meeting: another tab, another meeting's id get none.
      for (const other of TABS_READ_WITH_SESSION)
        if (other !== each)
          expect([each.tab, other.tab, other.rows(request, meeting.id)]).toEqual([each.tab, other.tab, undefined]);
      expect([each.tab, each.rows(request, crypto.randomUUID())]).toEqual([each.tab, undefined]);
      // An outsider's rows are read (the guard's read among them) and refused by the same guard.
      const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}${each.tab}`, users.outsider.id);
      expect([each.tab, each.rows(outsider, meeting.id) === undefined]).toEqual([each.tab, false]);
      expect([each.tab, (await rejection(each.withRows(outsider, meeting.id))).status]).toEqual([each.tab, 404]);
      expect([each.tab, outsider.afterSession()]).toEqual([each.tab, 0]);
    }
    // A POST of a tab (its action) reads after the session, as before.
    const post = await pageRequest(`/dashboard/meetings/${meeting.id}/minutes`, users.member.id, "POST");
    expect(post.services.prefetchedPage(MEETING_MINUTES_READS, { meetingId: meeting.id })).toBeUndefined();
  });
});

describe("the meeting forms", () => {
  it("the edit form reads the guard and its options with the session, for those who run the meeting", async () => {
    const { users, meeting } = await smallMeeting();
    const meetingId = meeting.id;
    for (const path of [`/dashboard/meetings/${meeting.id}/edit`, `/dashboard/meetings/${meeting.id}/edit.data`]) {
      const page = await pageRequest(path, users.owner.id);
      const prefetched = page.services.prefetchedPage(MEETING_EDIT_READS, { meetingId });
      const form = await editMeetingForm(page.ctx, meeting.id, prefetched);
      expect([page.afterSession(), form.meeting.id, form.people.map((person) => person.displayName).sort()]).toEqual([
        0,
        meeting.id,
        ["Board member", "Board owner", "Board viewer"],
      ]);
      // The same answer read alone; another meeting's id gets no rows.
      expect(await editMeetingForm(page.ctx, meeting.id)).toEqual(form);
      expect(page.services.prefetchedPage(MEETING_EDIT_READS, { meetingId: crypto.randomUUID() })).toBeUndefined();
    }
    // The meeting page's requests carry no form rows.
    const tab = await pageRequest(`/dashboard/meetings/${meeting.id}`, users.owner.id);
    expect(tab.services.prefetchedPage(MEETING_EDIT_READS, { meetingId })).toBeUndefined();
    // A member without the right to run it: 403; another organisation's: 404; both from the rows read with the session.
    const member = await pageRequest(`/dashboard/meetings/${meeting.id}/edit`, users.member.id);
    const memberRows = member.services.prefetchedPage(MEETING_EDIT_READS, { meetingId });
    expect(memberRows).toBeDefined();
    expect(await rejection(editMeetingForm(member.ctx, meeting.id, memberRows))).toMatchObject({ status: 403 });
    const outsider = await pageRequest(`/dashboard/meetings/${meeting.id}/edit`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(MEETING_EDIT_READS, { meetingId });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(editMeetingForm(outsider.ctx, meeting.id, outsiderRows))).toMatchObject({ status: 404 });
    expect([member.afterSession(), outsider.afterSession()]).toEqual([0, 0]);
  });

  it("the create form reads the membership, its options and the preferences in one round trip", async () => {
    const { org, users } = await smallMeeting();
    await pageRequest("/dashboard", users.member.id); // the shell's first page made the preferences row
    const page = await pageRequest("/dashboard/meetings/create", users.member.id);
    // Without ?org= the rows are the preferred organisation's (list-page-round-trips.test.ts); read alone here.
    expect(page.services.prefetchedPage(NEW_MEETING_READS, { organizationRef: null })).toBeDefined();
    const form = await newMeetingForm(page.ctx, org.id);
    expect([page.afterSession(), form.people.length, form.preferences.userId]).toEqual([1, 3, users.member.id]);
    // Viewers do not create meetings; another organisation's member learns nothing.
    const viewer = await pageRequest("/dashboard/meetings/create", users.viewer.id);
    expect(await rejection(newMeetingForm(viewer.ctx, org.id))).toMatchObject({ status: 403 });
    const outsider = await pageRequest("/dashboard/meetings/create", users.outsider.id);
    expect(await rejection(newMeetingForm(outsider.ctx, org.id))).toMatchObject({ status: 404 });
  });

  it("the create form of the organisation named by ?org= reads with the session", async () => {
    const { org, users } = await smallMeeting();
    await pageRequest("/dashboard", users.member.id); // the shell's first page made the preferences row
    for (const ref of [org.slug, org.id]) {
      for (const path of [`/dashboard/meetings/create?org=${ref}`, `/dashboard/meetings/create.data?org=${ref}`]) {
        const page = await pageRequest(path, users.member.id);
        const prefetched = page.services.prefetchedPage(NEW_MEETING_READS, { organizationRef: ref });
        const form = await newMeetingForm(page.ctx, org.id, prefetched);
        expect([path, page.afterSession(), form.people.length, form.preferences.userId]).toEqual([
          path,
          0,
          3,
          users.member.id,
        ]);
        expect(await newMeetingForm(page.ctx, org.id)).toEqual(form);
        // Rows for another reference, another page's: none.
        expect(page.services.prefetchedPage(NEW_MEETING_READS, { organizationRef: "other" })).toBeUndefined();
        expect(page.services.prefetchedPage(WRITTEN_RESOLUTIONS_READS, { organizationRef: ref })).toBeUndefined();
      }
    }
    // Rows read for another organisation than the one asked for are read again, for the one asked for.
    const second = await createOrganization({ ownerId: users.member.id });
    const elsewhere = await pageRequest(`/dashboard/meetings/create?org=${org.slug}`, users.member.id);
    const rows = elsewhere.services.prefetchedPage(NEW_MEETING_READS, { organizationRef: org.slug });
    expect((await newMeetingForm(elsewhere.ctx, second.id, rows)).people.length).toBe(1);
    expect(elsewhere.afterSession()).toBe(1);
    // Viewers do not create meetings (403) from the same rows; another organisation's member learns nothing (404).
    const viewer = await pageRequest(`/dashboard/meetings/create?org=${org.slug}`, users.viewer.id);
    const viewerRows = viewer.services.prefetchedPage(NEW_MEETING_READS, { organizationRef: org.slug });
    expect(viewerRows).toBeDefined();
    expect(await rejection(newMeetingForm(viewer.ctx, org.id, viewerRows))).toMatchObject({ status: 403 });
    const outsider = await pageRequest(`/dashboard/meetings/create?org=${org.slug}`, users.outsider.id);
    const outsiderRows = outsider.services.prefetchedPage(NEW_MEETING_READS, { organizationRef: org.slug });
    expect(outsiderRows).toBeDefined();
    expect(await rejection(newMeetingForm(outsider.ctx, org.id, outsiderRows))).toMatchObject({ status: 404 });
    // Rows with no seat may be a guess's (the preferred organisation): the guard answers on a read of its own.
    expect([viewer.afterSession(), outsider.afterSession()]).toEqual([0, 1]);
  });
});

describe("the meetings list", () => {
  it("reads the guard and the list in one round trip, with the role the request began with", async () => {
    const { org, users, meeting } = await smallMeeting();
    const confidential = await insertMeeting(org.id, users.owner.id, {
      title: "Confidential",
      confidentiality: "confidential",
    });
    const listed = async (ctx: Awaited<ReturnType<typeof pageRequest>>["ctx"]) =>
      (await listMeetings(ctx, org.id)).meetings.map((row) => row.id).sort();
    const owner = await pageRequest("/dashboard/meetings", users.owner.id);
    expect([await listed(owner.ctx), owner.afterSession()]).toEqual([[meeting.id, confidential.id].sort(), 1]);
    const member = await pageRequest("/dashboard/meetings", users.member.id);
    expect([await listed(member.ctx), member.afterSession()]).toEqual([[meeting.id], 1]);
    // A role changed since the request began (here: a snapshot that says owner): the guard's role decides.
    const snapshot = member.ctx.snapshot;
    if (!snapshot) throw new Error("expected the shell's snapshot");
    const stale = {
      ...member.ctx,
      snapshot: {
        ...snapshot,
        organizations: snapshot.organizations.map((row) => ({ ...row, role: "owner" as const })),
      },
    };
    expect(await listed(stale)).toEqual([meeting.id]);
    const outsider = await pageRequest("/dashboard/meetings", users.outsider.id);
    expect(await rejection(listMeetings(outsider.ctx, org.id))).toMatchObject({ status: 404 });
  });
});
