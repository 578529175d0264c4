// Meetings as other forms offer them (the board pack form's meeting picker): the meetings the actor may see, and the
// check that a chosen meeting is one of them, in the right organisation.
import { and, desc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { OrganizationRole } from "../../lib/organizations/roles";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { badRequest, ServiceError } from "../platform/errors";
import { requireMeeting, visibleMeetingsCondition, visibleMeetingsConditionByRole } from "./access";

const { meetings } = schema;

/** How many meetings a picker offers: the most recent by start, cancelled ones left out. */
const MEETING_CHOICES = 100;
export const MEETING_CHOICE_REFUSED = "Choose a meeting of this organization";

/**
 * Unexecuted, for the pack form's `db.batch`. `role` may be SQL (the user's seat, `seatRoleRead`): the page then reads
 * the choices in one batch with its guard, before the role is known; the user may be SQL too (the session's user,
 * decision 066).
 */
export function meetingChoicesQuery(
  db: Db,
  organizationId: string | SQLWrapper,
  userId: string | SQLWrapper,
  role: OrganizationRole | SQL,
) {
  return db
    .select({ id: meetings.id, title: meetings.title, scheduledStart: meetings.scheduledStart })
    .from(meetings)
    .where(
      and(
        eq(meetings.organizationId, organizationId),
        typeof role === "string"
          ? visibleMeetingsCondition(userId, role)
          : visibleMeetingsConditionByRole(userId, role),
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
