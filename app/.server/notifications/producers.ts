// The events that notify people, each written once here and called from the service where the event happens (one
// line there). Every one goes through notify(); the actor is never told of their own act.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { fieldList } from "../meetings/attendee-changes";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notify } from "./notify";

const { meetings, meetingParticipants, organizationMembers, annotationReplies, sessions, users } = schema;

/** Everyone seated in a meeting with an account, but the actor. */
async function seatedUserIds(ctx: ActorContext, meetingId: string) {
  const seats = await ctx.db
    .select({ userId: sql<string>`${meetingParticipants.userId}` })
    .from(meetingParticipants)
    .where(
      and(
        eq(meetingParticipants.meetingId, meetingId),
        sql`${meetingParticipants.userId} is not null`,
        ne(meetingParticipants.userId, ctx.actor.user.id),
      ),
    )
    .all();
  return seats.map((seat) => seat.userId);
}

type MeetingFacts = { id: string; title: string; organizationId: string };

export const MEETING_NOTICES = {
  scheduled: (title: string) => `Meeting scheduled: ${title}`,
  changed: (title: string, fields: readonly string[]) => `Meeting changed (${fieldList(fields)}): ${title}`,
  rsvp: (who: string, answer: string, title: string) => `${who} answered ${answer}: ${title}`,
} as const;

/** Draft or postponed → scheduled: the participants hear it is on the calendar. */
export async function notifyMeetingScheduled(ctx: ActorContext, meeting: MeetingFacts) {
  await notify(ctx, {
    recipients: await seatedUserIds(ctx, meeting.id),
    organizationId: meeting.organizationId,
    type: "meeting",
    priority: "medium",
    category: "meetings",
    title: MEETING_NOTICES.scheduled(meeting.title),
    actionUrl: `/dashboard/meetings/${meeting.id}`,
    actionText: "Open meeting",
  });
}

/** A scheduled meeting changed what its attendees act on (time, duration, place, link, name): they hear what. */
export async function notifyMeetingChanged(ctx: ActorContext, meeting: MeetingFacts, fields: readonly string[]) {
  await notify(ctx, {
    recipients: await seatedUserIds(ctx, meeting.id),
    organizationId: meeting.organizationId,
    type: "meeting",
    priority: "high",
    category: "meetings",
    title: MEETING_NOTICES.changed(meeting.title, fields),
    actionUrl: `/dashboard/meetings/${meeting.id}`,
    actionText: "Open meeting",
  });
}

const RSVP_WORDS: Record<string, string> = { accepted: "yes", declined: "no", tentative: "maybe" };

/** A participant answered the invitation (on the page or by the email's link): the organiser hears it. */
export async function notifyRsvpAnswered(
  ctx: ServiceContext & { actor?: ActorContext["actor"] },
  seat: { meetingId: string; userId: string | null; guestEmail: string | null; guestName: string | null },
  answer: string,
) {
  const meeting = await ctx.db
    .select({
      id: meetings.id,
      title: meetings.title,
      organizationId: meetings.organizationId,
      organizerId: meetings.organizerId,
      who: users.fullName,
      email: users.email,
    })
    .from(meetings)
    .leftJoin(users, eq(users.id, sql`${seat.userId}`))
    .where(eq(meetings.id, seat.meetingId))
    .get();
  if (!meeting?.organizerId || meeting.organizerId === seat.userId) return;
  const who = meeting.who || meeting.email || seat.guestName || seat.guestEmail || "A participant";
  await notify(ctx, {
    recipients: meeting.organizerId,
    organizationId: meeting.organizationId,
    type: "meeting",
    priority: "low",
    category: "meetings",
    title: MEETING_NOTICES.rsvp(who, RSVP_WORDS[answer] ?? answer, meeting.title),
    actionUrl: `/dashboard/meetings/${meeting.id}/participants`,
    actionText: "See the answers",
  });
}

/** A board pack was published: its audience (the SQL of who may read it) hears it. */
export async function notifyBoardPackPublished(
  ctx: ActorContext,
  pack: { id: string; title: string; organizationId: string },
  audience: ReturnType<typeof sql>,
) {
  const readers = await ctx.db.all<{ user_id: string }>(
    sql`select distinct user_id from (${audience}) where user_id != ${ctx.actor.user.id}`,
  );
  await notify(ctx, {
    recipients: readers.map((reader) => reader.user_id),
    organizationId: pack.organizationId,
    type: "document",
    priority: "medium",
    category: "documents",
    title: `Board pack published: ${pack.title}`,
    actionUrl: `/dashboard/board-packs/${pack.id}`,
    actionText: "Open board pack",
  });
}

/** The owner scheduled the organisation's deletion: every other member hears when it will go. */
export async function notifyOrganizationDeletionScheduled(
  ctx: ActorContext,
  organization: { id: string; name: string; slug: string },
  deletionDate: number,
) {
  const members = await ctx.db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organization.id), ne(organizationMembers.userId, ctx.actor.user.id)),
    )
    .all();
  await notify(ctx, {
    recipients: members.map((member) => member.userId),
    organizationId: organization.id,
    type: "alert",
    priority: "critical",
    category: "system",
    title: `${organization.name} is scheduled for deletion`,
    body: `Everything it holds will be deleted on ${new Date(deletionDate).toUTCString()} unless an owner cancels.`,
    actionUrl: `/dashboard/organizations/${organization.slug}`,
    actionText: "Open organization",
  });
}

/** A personal API token was created: a security notice, in case it was not the user. */
export async function notifyApiTokenCreated(ctx: ActorContext, name: string) {
  await notify(ctx, {
    recipients: ctx.actor.user.id,
    type: "alert",
    priority: "high",
    category: "security",
    title: `API token created: ${name}`,
    body: "A personal API token was created for your account. If this was not you, revoke it and change your password.",
    actionUrl: "/dashboard/settings",
    actionText: "Review API tokens",
  });
}

/**
 * A sign-in from a browser the account has no other session in: a security notice with where it came from.
 * Signing in again on a known browser says nothing (that would teach people to ignore the notice).
 */
export async function notifyNewSignIn(ctx: ServiceContext, userId: string, sessionId: string) {
  const known = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, sessionId),
        ctx.meta.userAgent ? eq(sessions.userAgent, ctx.meta.userAgent) : sql`${sessions.userAgent} is null`,
      ),
    )
    .get();
  if (known) return;
  const from = [
    ctx.meta.ip ? `address ${ctx.meta.ip}` : null,
    ctx.meta.userAgent ? ctx.meta.userAgent.slice(0, 120) : null,
  ]
    .filter(Boolean)
    .join(", ");
  await notify(ctx, {
    recipients: userId,
    type: "alert",
    priority: "medium",
    category: "security",
    title: "New sign-in to your account",
    body: `${from ? `From ${from}. ` : ""}If this was not you, change your password and sign out other sessions.`,
    actionUrl: "/dashboard/settings",
    actionText: "Review sessions",
  });
}

/** `@someone@example.org` in an annotation or reply names a person by their email address. */
const MENTION = /(?:^|\s)@([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
export const mentionedEmails = (text: string) =>
  [...new Set([...text.matchAll(MENTION)].map((match) => match[1].toLowerCase()))].slice(0, 20);

/**
 * A reply on an annotation: its author and earlier repliers hear of it; people @mentioned in the text hear they
 * were mentioned, if they may open the document (a private annotation mentions nobody but its author).
 */
export async function notifyAnnotationActivity(
  ctx: ActorContext,
  annotation: { id: string; assetId: string; organizationId: string; userId: string | null; isPrivate: boolean },
  text: string,
  kind: "reply" | "annotation",
  mayView: (userIds: string[]) => Promise<Set<string>>,
) {
  const me = ctx.actor.user.id;
  const who = ctx.actor.user.fullName || ctx.actor.user.email;
  const actionUrl = `/dashboard/assets/${annotation.assetId}/read`;
  const repliers =
    kind === "reply"
      ? await ctx.db
          .selectDistinct({ userId: annotationReplies.userId })
          .from(annotationReplies)
          .where(eq(annotationReplies.annotationId, annotation.id))
          .all()
      : [];
  const thread = [...new Set([annotation.userId, ...repliers.map((row) => row.userId)])].filter(
    (id): id is string => id !== null && id !== me,
  );
  const emails = annotation.isPrivate ? [] : mentionedEmails(text);
  const named = emails.length
    ? await ctx.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(organizationMembers, eq(organizationMembers.userId, users.id))
        .where(and(inArray(users.email, emails), eq(organizationMembers.organizationId, annotation.organizationId)))
        .all()
    : [];
  const candidates = named.map((row) => row.id).filter((id) => id !== me);
  const mentioned = candidates.length ? [...(await mayView(candidates))] : [];
  const threadOnly = thread.filter((id) => !mentioned.includes(id));
  await notify(ctx, {
    recipients: mentioned,
    organizationId: annotation.organizationId,
    type: "message",
    priority: "medium",
    category: "documents",
    title: `${who} mentioned you in ${kind === "reply" ? "a reply" : "an annotation"}`,
    body: text.slice(0, 280),
    actionUrl,
    actionText: "Open annotation",
  });
  if (kind === "reply")
    await notify(ctx, {
      recipients: threadOnly,
      organizationId: annotation.organizationId,
      type: "message",
      priority: "low",
      category: "documents",
      title: `${who} replied to an annotation`,
      body: text.slice(0, 280),
      actionUrl,
      actionText: "Open annotation",
    });
}
