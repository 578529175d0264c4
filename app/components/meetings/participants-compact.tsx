// The compact participant list for the meeting overview (000 §9): the first 10, then 'and N more participants...'.
import { Link } from "@remix-run/react";
import { ROLE_LABELS } from "~/lib/meetings/agenda-labels";
import { COMPACT_PARTICIPANTS, type ParticipantRole } from "~/lib/meetings/constants";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";

export type CompactParticipant = { id: string; name: string; role: ParticipantRole };

/** `participants` sorted as the list sorts them (role priority, then name); links to the participants tab. */
export function ParticipantsCompact({
  meetingId,
  participants,
}: {
  meetingId: string;
  participants: CompactParticipant[];
}) {
  if (participants.length === 0)
    return <p className="text-sm text-muted-foreground">{MEETING_MESSAGES.noParticipants}</p>;
  const shown = participants.slice(0, COMPACT_PARTICIPANTS);
  const more = participants.length - shown.length;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-1 text-sm">
        {shown.map((person) => (
          <li key={person.id} className="flex justify-between gap-2">
            <span className="truncate">{person.name}</span>
            <span className="text-muted-foreground">{ROLE_LABELS[person.role]}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Link to={`/dashboard/meetings/${meetingId}/participants`} className="text-sm text-primary underline">
          {MEETING_MESSAGES.moreParticipants(more)}
        </Link>
      ) : null}
    </div>
  );
}
