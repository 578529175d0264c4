// The demo board's meetings (issue 11): the last board meeting, completed, with what the minutes in its papers
// record (agenda outcomes, two resolutions with their results, a recusal, actions and attendance), and the next
// one, scheduled a week ahead with its agenda, its people's answers and the demo board pack attached. Statements
// only: seedDemoCopy runs them in its one batch.
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ParticipantRole } from "../../lib/meetings/constants";
import type { MeetingSummary } from "../meetings/summary";
import { insertsInChunks } from "../platform/db/bound-parameters";
import type { Db } from "../platform/db/client";
import { schema } from "../platform/db/client";
import type { DemoDocumentKey } from "./papers";

const {
  meetings,
  meetingParticipants,
  agendaItems,
  agendaItemPapers,
  meetingConflicts,
  votes,
  voteEligibleVoters,
  voteTurnout,
  voteBallots,
  actionItems,
  boardPacks,
} = schema;

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

type Mailbox =
  | "alex.morgan"
  | "helen.carter"
  | "samuel.okafor"
  | "priya.raman"
  | "james.whitfield"
  | "maria.lopez"
  | "tom.becker"
  | "grace.liu";

/** Each person's seat at the board's meetings: the chair, the secretary, directors, executives, the observer. */
const SEATS: { mailbox: Mailbox; role: ParticipantRole; votes: boolean }[] = [
  { mailbox: "helen.carter", role: "chairperson", votes: true },
  { mailbox: "tom.becker", role: "secretary", votes: false },
  { mailbox: "alex.morgan", role: "director", votes: true },
  { mailbox: "samuel.okafor", role: "director", votes: true },
  { mailbox: "priya.raman", role: "director", votes: true },
  { mailbox: "james.whitfield", role: "member", votes: true },
  { mailbox: "maria.lopez", role: "member", votes: true },
  { mailbox: "grace.liu", role: "observer", votes: false },
];

/** The next meeting's answers so far: the visitor (Alex Morgan) has not answered yet. */
const NEXT_RSVP: Record<Mailbox, "accepted" | "tentative" | "pending"> = {
  "helen.carter": "accepted",
  "tom.becker": "accepted",
  "alex.morgan": "pending",
  "samuel.okafor": "accepted",
  "priya.raman": "tentative",
  "james.whitfield": "accepted",
  "maria.lopez": "accepted",
  "grace.liu": "pending",
};

const VENUE = {
  name: "Northwind House, Board Room",
  address: "12 Dock Street",
  city: "London",
  country: "United Kingdom",
  capacity: 14,
  facilities: ["Video conferencing", "Projector", "Hearing loop"],
  parkingAvailable: true,
  accessibilityFeatures: ["Step-free access", "Accessible toilet"],
  directions: "Reception on the ground floor signs visitors in; the board room is on the fourth floor.",
  contactPhone: "+44 20 7946 0000",
  contactEmail: "company.secretary@northwind.example",
};

export type DemoMeetingBoard = {
  organizationId: string;
  idOf: (mailbox: Mailbox) => string;
  previousMeetingAt: number;
  nextMeetingAt: number;
  packId: string;
  assetOf: Map<DemoDocumentKey, string>;
  now: number;
};

export function demoMeetingWrites(db: Db, board: DemoMeetingBoard): BatchItem<"sqlite">[] {
  return [...lastMeeting(db, board), ...nextMeeting(db, board)];
}

function seats(board: DemoMeetingBoard, meetingId: string, extra: (mailbox: Mailbox) => object) {
  return SEATS.map((seat) => ({
    id: crypto.randomUUID(),
    meetingId,
    userId: board.idOf(seat.mailbox),
    role: seat.role,
    isVotingEligible: seat.votes,
    invitedBy: board.idOf("tom.becker"),
    ...extra(seat.mailbox),
  }));
}

function lastMeeting(db: Db, board: DemoMeetingBoard): BatchItem<"sqlite">[] {
  const { organizationId, idOf } = board;
  const id = crypto.randomUUID();
  const start = board.previousMeetingAt + 10 * HOUR;
  const end = start + 2 * HOUR + 5 * MINUTE;
  const invitedAt = start - 14 * DAY;
  const items = [
    {
      title: "Welcome, apologies and declarations of interest",
      type: "opening",
      minutes: 5,
      presenter: null,
      outcome: "Quorum present; no apologies. Samuel Okafor declared an interest in item 5.",
    },
    {
      title: "Minutes of the previous meeting and matters arising",
      type: "decision",
      minutes: 10,
      presenter: null,
      outcome: "Approved as a true record; the treasury policy action is complete.",
    },
    {
      title: "Chief Executive's report",
      type: "presentation",
      minutes: 25,
      presenter: "james.whitfield",
      outcome: "A plan to bring driver turnover under 15% within a year to come to the next meeting.",
    },
    {
      title: "Finance report and half-year results",
      type: "presentation",
      minutes: 25,
      presenter: "maria.lopez",
      outcome: "Interim dividend of 4.1p per share approved.",
    },
    {
      title: "Acquisition of Harbour Cold Chain Ltd",
      type: "decision",
      minutes: 35,
      presenter: "james.whitfield",
      outcome: "Due diligence approved within a budget of £450,000; back to the board before any offer.",
    },
    {
      title: "Risk register: cyber security",
      type: "discussion",
      minutes: 20,
      presenter: "priya.raman",
      outcome: "Multi-factor authentication on all remote access by the end of the quarter.",
    },
  ] as const;
  let clock = start;
  const agenda = items.map((item, orderIndex) => {
    const row = {
      id: crypto.randomUUID(),
      meetingId: id,
      orderIndex,
      title: item.title,
      itemType: item.type,
      status: "completed" as const,
      presenterId: item.presenter ? idOf(item.presenter) : null,
      estimatedDurationMinutes: item.minutes,
      actualDurationMinutes: item.minutes,
      startTime: clock,
      endTime: clock + item.minutes * MINUTE,
      hasMotion: orderIndex === 3 || orderIndex === 4,
      outcome: item.outcome,
      createdAt: invitedAt,
      updatedAt: end,
    };
    clock = row.endTime;
    return row;
  });
  const directors = SEATS.filter((seat) => seat.votes).map((seat) => idOf(seat.mailbox));
  const recused = idOf("samuel.okafor");
  const resolutions = [
    { title: "Approve an interim dividend of 4.1p per share", item: agenda[3], recusedIds: [] as string[] },
    { title: "Proceed to due diligence on Harbour Cold Chain Ltd", item: agenda[4], recusedIds: [recused] },
  ].map((resolution) => {
    const voters = directors.filter((userId) => !resolution.recusedIds.includes(userId));
    return { ...resolution, id: crypto.randomUUID(), voters, closedAt: (resolution.item.endTime as number) - MINUTE };
  });
  const actions = [
    {
      description: "Present a plan to bring driver turnover under 15% within a year",
      who: "james.whitfield",
      due: board.nextMeetingAt,
      status: "in_progress",
      item: agenda[2],
      voteId: null,
    },
    {
      description: "Commission due diligence on Harbour Cold Chain Ltd within £450,000",
      who: "maria.lopez",
      due: board.nextMeetingAt,
      status: "in_progress",
      item: agenda[4],
      voteId: resolutions[1].id,
    },
    {
      description: "Enable multi-factor authentication on all remote access",
      who: "james.whitfield",
      due: start + 45 * DAY,
      status: "todo",
      item: agenda[5],
      voteId: null,
    },
  ] as const;
  const summary: MeetingSummary = {
    startedAt: start,
    endedAt: end,
    scheduledMinutes: 120,
    actualMinutes: Math.round((end - start) / MINUTE),
    agenda: agenda.map((item) => ({
      id: item.id,
      title: item.title,
      status: item.status,
      outcome: item.outcome,
      minutes: item.actualDurationMinutes,
    })),
    resolutions: resolutions.map((resolution) => ({
      id: resolution.id,
      title: resolution.title,
      status: "closed",
      result: "passed",
      forCount: resolution.voters.length,
      againstCount: 0,
      abstainCount: 0,
    })),
    actionItems: actions.map((action, index) => ({
      id: `${index}`,
      description: action.description,
      assignee: action.who === "james.whitfield" ? "James Whitfield" : "Maria Lopez",
      dueDate: action.due,
    })),
    attendance: { invited: SEATS.length, present: SEATS.length, virtual: 0, late: 0, leftEarly: 0, absent: 0 },
  };
  const actionRows = actions.map((action) => ({
    id: crypto.randomUUID(),
    organizationId,
    meetingId: id,
    agendaItemId: action.item.id,
    voteId: action.voteId,
    description: action.description,
    status: action.status,
    assignedTo: idOf(action.who),
    dueDate: action.due,
    createdBy: idOf("tom.becker"),
    createdAt: end,
    updatedAt: end,
  }));
  summary.actionItems = summary.actionItems.map((entry, index) => ({ ...entry, id: actionRows[index].id }));
  return [
    db.insert(meetings).values({
      id,
      organizationId,
      title: "Board meeting",
      description: "The board's regular meeting: results, the Chief Executive's report and the acquisition.",
      meetingType: "board",
      status: "completed",
      confidentiality: "confidential",
      scheduledStart: start,
      scheduledEnd: start + 2 * HOUR,
      actualStart: start,
      actualEnd: end,
      timezone: "Europe/London",
      venue: VENUE,
      isHybrid: false,
      organizerId: idOf("tom.becker"),
      chairpersonId: idOf("helen.carter"),
      secretaryId: idOf("tom.becker"),
      requiresQuorum: true,
      quorumThreshold: 0.5,
      summary,
      createdBy: idOf("tom.becker"),
      lastModifiedBy: idOf("tom.becker"),
      createdAt: invitedAt,
      updatedAt: end,
    }),
    ...insertsInChunks(
      db,
      meetingParticipants,
      seats(board, id, () => ({
        attendanceStatus: "accepted",
        presence: "present",
        checkInTime: start - 5 * MINUTE,
        invitedAt,
        respondedAt: invitedAt + DAY,
      })),
    ),
    ...insertsInChunks(db, agendaItems, agenda),
    db.insert(meetingConflicts).values({
      id: crypto.randomUUID(),
      meetingId: id,
      agendaItemId: agenda[4].id,
      userId: recused,
      description: "Non-executive director of Harbour Cold Chain Ltd",
      declaredAt: start + MINUTE,
    }),
    ...insertsInChunks(
      db,
      votes,
      resolutions.map((resolution) => ({
        id: resolution.id,
        organizationId,
        meetingId: id,
        agendaItemId: resolution.item.id,
        title: resolution.title,
        voteType: "resolution" as const,
        status: "closed" as const,
        startTime: resolution.closedAt - 3 * MINUTE,
        endTime: resolution.closedAt,
        totalEligible: resolution.voters.length,
        totalCast: resolution.voters.length,
        forCount: resolution.voters.length,
        againstCount: 0,
        abstainCount: 0,
        proxyCount: 0,
        quorumMet: true,
        result: "passed" as const,
        calculatedAt: resolution.closedAt,
        createdBy: idOf("tom.becker"),
        createdAt: resolution.closedAt - 5 * MINUTE,
        updatedAt: resolution.closedAt,
      })),
    ),
    ...insertsInChunks(
      db,
      voteEligibleVoters,
      resolutions.flatMap((resolution) =>
        directors.map((userId) => ({ voteId: resolution.id, userId, recused: resolution.recusedIds.includes(userId) })),
      ),
    ),
    ...insertsInChunks(
      db,
      voteTurnout,
      resolutions.flatMap((resolution) =>
        resolution.voters.map((voterId) => ({
          voteId: resolution.id,
          voterId,
          castBy: voterId,
          castAt: resolution.closedAt - MINUTE,
        })),
      ),
    ),
    ...insertsInChunks(
      db,
      voteBallots,
      resolutions.flatMap((resolution) =>
        resolution.voters.map((voterId) => ({
          id: crypto.randomUUID(),
          voteId: resolution.id,
          voterId,
          choice: "for" as const,
          castAt: resolution.closedAt - MINUTE,
        })),
      ),
    ),
    ...insertsInChunks(db, actionItems, actionRows),
  ];
}

function nextMeeting(db: Db, board: DemoMeetingBoard): BatchItem<"sqlite">[] {
  const { organizationId, idOf, now } = board;
  const id = crypto.randomUUID();
  const start = board.nextMeetingAt + 10 * HOUR;
  const items: { title: string; type: string; minutes: number; presenter?: Mailbox; papers: DemoDocumentKey[] }[] = [
    { title: "Welcome, apologies and declarations of interest", type: "opening", minutes: 5, papers: [] },
    { title: "Minutes of the previous meeting", type: "decision", minutes: 10, papers: ["minutes"] },
    {
      title: "Chief Executive's report",
      type: "presentation",
      minutes: 25,
      presenter: "james.whitfield",
      papers: ["ceo-report"],
    },
    {
      title: "Third-quarter results",
      type: "presentation",
      minutes: 30,
      presenter: "maria.lopez",
      papers: ["finance", "figures"],
    },
    { title: "Driver turnover plan", type: "discussion", minutes: 25, presenter: "james.whitfield", papers: [] },
    { title: "Any other business and close", type: "closing", minutes: 10, papers: [] },
  ];
  const agenda = items.map((item, orderIndex) => ({
    id: crypto.randomUUID(),
    meetingId: id,
    orderIndex,
    title: item.title,
    itemType: item.type as (typeof agendaItems.$inferInsert)["itemType"],
    presenterId: item.presenter ? idOf(item.presenter) : null,
    estimatedDurationMinutes: item.minutes,
    hasMotion: orderIndex === 1,
    createdAt: now,
    updatedAt: now,
  }));
  const papers = items.flatMap((item, index) =>
    item.papers.flatMap((key, position) => {
      const assetId = board.assetOf.get(key);
      return assetId ? [{ agendaItemId: agenda[index].id, assetId, position }] : [];
    }),
  );
  return [
    db.insert(meetings).values({
      id,
      organizationId,
      title: "Board meeting",
      description: "Third-quarter results, the Chief Executive's report and the plan for driver turnover.",
      meetingType: "board",
      status: "scheduled",
      confidentiality: "confidential",
      scheduledStart: start,
      scheduledEnd: start + 2 * HOUR,
      timezone: "Europe/London",
      venue: VENUE,
      virtualMeetingUrl: "https://meet.northwind.example/board",
      isHybrid: true,
      organizerId: idOf("tom.becker"),
      chairpersonId: idOf("helen.carter"),
      secretaryId: idOf("tom.becker"),
      isRecorded: true,
      requiresQuorum: true,
      quorumThreshold: 0.5,
      createdBy: idOf("tom.becker"),
      lastModifiedBy: idOf("tom.becker"),
      createdAt: now - 3 * DAY,
      updatedAt: now - 3 * DAY,
    }),
    ...insertsInChunks(
      db,
      meetingParticipants,
      seats(board, id, (mailbox) => ({
        attendanceStatus: NEXT_RSVP[mailbox],
        invitedAt: now - 3 * DAY,
        respondedAt: NEXT_RSVP[mailbox] === "pending" ? null : now - 2 * DAY,
      })),
    ),
    ...insertsInChunks(db, agendaItems, agenda),
    ...insertsInChunks(db, agendaItemPapers, papers),
    db.update(boardPacks).set({ meetingId: id }).where(eq(boardPacks.id, board.packId)),
  ];
}
