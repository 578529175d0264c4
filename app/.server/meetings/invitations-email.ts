// Calendar invitations (issue 11): the invitation email carries an .ics (METHOD:REQUEST; UID = meeting id @ host;
// SEQUENCE = meetings.ics_sequence; the meeting's zone) and RSVP links to /meetings/rsvp, which confirms with a POST
// form (mail scanners follow links, so a GET never answers). A change or a cancellation raises the sequence and
// mails every participant an updated file (METHOD:CANCEL for a cancellation).
//
// The RSVP token is derived from the seat (HMAC with the app secret), so every email of a seat carries the same
// working link; only its SHA-256 is stored (meeting_participants.rsvp_token_hash) and looked up.
import { eq, sql } from "drizzle-orm";
import { escapeHtml } from "../../lib/platform/html";
import { dateTimeFormat } from "../../lib/platform/intl";
import { toBase64Url } from "../auth/crypto";
import { type OutgoingEmail, outboxEmail } from "../email/outbox";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import type { AppEnv } from "../platform/env";
import { requireMeeting } from "./access";
import { type IcsMeeting, type IcsPerson, invitationIcs, meetingUrl } from "./ics";

const { meetings, meetingParticipants, users } = schema;
const encoder = new TextEncoder();

export type MeetingUpdateKind = "changed" | "cancelled";
export type InvitationKind = "invited" | MeetingUpdateKind;

/** The seat's RSVP token: HMAC-SHA-256 of the seat id with the app secret, URL-safe. */
export async function rsvpTokenFor(config: Pick<AppEnv, "AUTH_SECRET">, participantId: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(config.AUTH_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toBase64Url(await crypto.subtle.sign("HMAC", key, encoder.encode(`meeting-rsvp:${participantId}`)));
}

/** What is stored and looked up: the token's SHA-256 in hex. */
export async function rsvpTokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(token)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const rsvpLink = (appUrl: string, token: string, answer: string) =>
  `${appUrl}/meetings/rsvp?${new URLSearchParams({ token, answer })}`;

const SUBJECTS: Record<InvitationKind, (title: string) => string> = {
  invited: (title) => `Invitation: ${title}`,
  changed: (title) => `Updated: ${title}`,
  cancelled: (title) => `Cancelled: ${title}`,
};

function when(meeting: IcsMeeting): string {
  const format = dateTimeFormat("en-GB", {
    timeZone: meeting.timezone,
    dateStyle: "full",
    timeStyle: "short",
  });
  return `${format.format(meeting.scheduledStart)} (${meeting.timezone})`;
}

/** One participant's email: the text, the HTML and the .ics attachment. */
export function invitationEmail(
  config: Pick<AppEnv, "APP_URL">,
  input: { meeting: IcsMeeting; kind: InvitationKind; organizer: IcsPerson | null; attendee: IcsPerson; token: string },
): OutgoingEmail {
  const { meeting, kind, attendee, token } = input;
  const url = meetingUrl(meeting.id, config.APP_URL);
  const links = (["accepted", "tentative", "declined"] as const).map((answer) => ({
    label: { accepted: "Accept", tentative: "Tentative", declined: "Decline" }[answer],
    href: rsvpLink(config.APP_URL, token, answer),
  }));
  const cancelled = kind === "cancelled";
  const lead = cancelled
    ? `The meeting "${meeting.title}" on ${when(meeting)} is cancelled.`
    : kind === "changed"
      ? `The meeting "${meeting.title}" has changed. It is now on ${when(meeting)}.`
      : `You are invited to "${meeting.title}" on ${when(meeting)}.`;
  const text = [
    lead,
    ...(cancelled ? [] : ["", "Will you attend?", ...links.map((link) => `${link.label}: ${link.href}`)]),
    "",
    `Meeting page: ${url}`,
  ].join("\n");
  const html =
    `<p>${escapeHtml(lead)}</p>` +
    (cancelled
      ? ""
      : `<p>Will you attend? ${links
          .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
          .join(" · ")}</p>`) +
    `<p><a href="${escapeHtml(url)}">Open the meeting</a></p>`;
  const ics = invitationIcs(meeting, config.APP_URL, {
    method: cancelled ? "CANCEL" : "REQUEST",
    organizer: input.organizer,
    attendee,
  });
  return {
    to: attendee.email,
    subject: SUBJECTS[kind](meeting.title),
    text,
    html,
    attachments: [
      {
        filename: cancelled ? "cancel.ics" : "invite.ics",
        contentType: `text/calendar; method=${cancelled ? "CANCEL" : "REQUEST"}`,
        content: ics,
      },
    ],
  };
}

/** The organiser as calendars show them (the meeting's organiser, else whoever created it). */
export async function organizerOf(
  ctx: ServiceContext,
  meeting: { organizerId: string | null; createdBy: string | null },
) {
  const id = meeting.organizerId ?? meeting.createdBy;
  if (!id) return null;
  const row = await ctx.db
    .select({ name: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .get();
  return row ? { name: row.name, email: row.email } : null;
}

/** Every seat's address and name (members by their account, guests by the email they were invited with). */
export async function seatAddresses(ctx: ServiceContext, meetingId: string, participantIds?: string[]) {
  const rows = await ctx.db
    .select({
      id: meetingParticipants.id,
      email: sql<string | null>`coalesce(${users.email}, ${meetingParticipants.guestEmail})`,
      name: sql<string | null>`coalesce(${users.fullName}, ${meetingParticipants.guestName})`,
    })
    .from(meetingParticipants)
    .leftJoin(users, eq(users.id, meetingParticipants.userId))
    .where(eq(meetingParticipants.meetingId, meetingId))
    .all();
  return rows.filter(
    (row): row is { id: string; email: string; name: string | null } =>
      Boolean(row.email) && (!participantIds || participantIds.includes(row.id)),
  );
}

/** The outbox writes (for the caller's batch) and their dispatch, one email per seat. */
export async function invitationEmails(
  ctx: ServiceContext,
  meeting: IcsMeeting & { organizerId: string | null; createdBy: string | null },
  kind: InvitationKind,
  seats: { id: string; email: string; name: string | null }[],
) {
  const organizer = await organizerOf(ctx, meeting);
  const outgoing = await Promise.all(
    seats.map(async (seat) =>
      outboxEmail(
        ctx,
        invitationEmail(ctx.config, {
          meeting,
          kind,
          organizer,
          attendee: { name: seat.name, email: seat.email },
          token: await rsvpTokenFor(ctx.config, seat.id),
        }),
      ),
    ),
  );
  return {
    inserts: outgoing.map((email) => email.insert),
    dispatch: () => Promise.all(outgoing.map((email) => email.dispatch())),
  };
}

/**
 * Raises the meeting's ics_sequence and mails every participant the updated calendar file (METHOD:CANCEL when
 * cancelled). The core slice's edit and cancel call it after their own write.
 */
export async function sendMeetingUpdate(ctx: ActorContext, meetingId: string, kind: MeetingUpdateKind) {
  const { meeting } = await requireMeeting(ctx, meetingId, "manage");
  const raised = { ...meeting, icsSequence: meeting.icsSequence + 1 };
  const seats = await seatAddresses(ctx, meetingId);
  const emails = await invitationEmails(ctx, raised, kind, seats);
  await ctx.db.batch([
    ctx.db
      .update(meetings)
      .set({ icsSequence: sql`${meetings.icsSequence} + 1` })
      .where(eq(meetings.id, meetingId)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: meeting.organizationId,
      action: kind === "cancelled" ? "meeting.cancellation_sent" : "meeting.update_sent",
      entityType: "meeting",
      entityId: meetingId,
      changes: { sequence: raised.icsSequence, recipients: seats.length },
    }),
    ...emails.inserts,
  ]);
  await emails.dispatch();
  return { sequence: raised.icsSequence, recipients: seats.length };
}
