// Meetings as other forms offer them (the board pack form's meeting picker): the meetings the actor may see, and the
// check that a chosen meeting is one of them, in the right organisation.
import { and, desc, eq, sql } from "drizzle-orm";
import type { OrganizationRole } from "../../lib/organizations/roles";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest, ServiceError } from "../platform/errors";
import { requireMeeting, visibleMeetingsCondition } from "./access";

const { meetings } = schema;

/** How many meetings a picker offers: the most recent by start, cancelled ones left out. */
const MEETING_CHOICES = 100;
export const MEETING_CHOICE_REFUSED = "Choose a meeting of this organization";

/** Unexecuted, for the pack form's `db.batch`. */
export function meetingChoicesQuery(ctx: ActorContext, organizationId: string, role: OrganizationRole) {
  return ctx.db
    .select({ id: meetings.id, title: meetings.title, scheduledStart: meetings.scheduledStart })
    .from(meetings)
    .where(
      and(
        eq(meetings.organizationId, organizationId),
        visibleMeetingsCondition(ctx.actor.user.id, role),
        sql`${meetings.status} <> 'cancelled'`,
      ),
    )
    .orderBy(desc(meetings.scheduledStart))
    .limit(MEETING_CHOICES);
}

/** The chosen meeting if the actor may see it and it belongs to `organizationId`; else a 400 on `field`. */
export async function checkMeetingChoice(ctx: ActorContext, organizationId: string, meetingId: string, field: string) {
  const refused = badRequest(MEETING_CHOICE_REFUSED, { [field]: [MEETING_CHOICE_REFUSED] });
  try {
    const { meeting } = await requireMeeting(ctx, meetingId);
    if (meeting.organizationId !== organizationId) throw refused;
    return meeting;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw refused;
    throw error;
  }
}
