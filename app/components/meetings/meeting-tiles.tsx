// The meeting page's info tiles (000 §2.6) and its seven tabs, as links to the child routes.
import { ShellLink, useShellNavigation } from "~/components/shell/shell-links";
import { useTimeZone } from "~/components/use-time-zone";
import type { MeetingVenue } from "~/lib/meetings/constants";
import { durationText, meetingTimeText, quorumText } from "~/lib/meetings/format";

export type TileMeeting = {
  scheduledStart: number;
  scheduledEnd: number;
  actualStart: number | null;
  actualEnd: number | null;
  timezone: string;
  venue: MeetingVenue | null;
  virtualMeetingUrl: string | null;
  isHybrid: boolean;
  requiresQuorum: boolean;
  quorumThreshold: number;
};

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-card p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

export function locationText(meeting: Pick<TileMeeting, "venue" | "virtualMeetingUrl" | "isHybrid">) {
  const place = [meeting.venue?.name, meeting.venue?.city, meeting.venue?.country].filter(Boolean).join(", ");
  if (meeting.isHybrid) return `Hybrid: ${place} and online`;
  if (place) return `In person: ${place}`;
  if (meeting.virtualMeetingUrl) return "Virtual meeting";
  return null;
}

export function MeetingTiles({ meeting }: { meeting: TileMeeting }) {
  const viewerZone = useTimeZone();
  const location = locationText(meeting);
  const actual =
    meeting.actualStart && meeting.actualEnd ? ` (took ${durationText(meeting.actualEnd - meeting.actualStart)})` : "";
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Tile label="Date and time">
        <time dateTime={new Date(meeting.scheduledStart).toISOString()}>
          {meetingTimeText(meeting.scheduledStart, meeting.timezone)}
        </time>
        {viewerZone && viewerZone !== meeting.timezone ? (
          <span className="block font-normal text-muted-foreground">
            Your time: {meetingTimeText(meeting.scheduledStart, viewerZone)}
          </span>
        ) : null}
      </Tile>
      <Tile label="Duration">
        {durationText(meeting.scheduledEnd - meeting.scheduledStart)}
        {actual}
      </Tile>
      {location ? <Tile label="Location">{location}</Tile> : null}
      <Tile label="Quorum">{quorumText(meeting)}</Tile>
    </dl>
  );
}

const TABS = [
  ["", "Overview"],
  ["participants", "Participants"],
  ["agenda", "Agenda"],
  ["documents", "Documents"],
  ["minutes", "Minutes"],
  ["insights", "Insights"],
  ["venue", "Venue"],
  // Beyond the spec's seven: the resolutions put to a vote, the action items, and the live room.
  ["resolutions", "Resolutions"],
  ["actions", "Action items"],
  ["live", "Live room"],
] as const;

/**
 * The tabs as plain anchors with one click handler (the shell's links, decision 029): ten NavLinks ran their hooks
 * (location, resolved path, navigation state, prefetch) on every view of every tab. A tab is current on its own
 * address only, as NavLink's `end` did; a pointer over or focus on a tab prefetches its page.
 */
export function MeetingTabs({ meetingId }: { meetingId: string }) {
  const { pathname, onClick, onIntent, prefetch } = useShellNavigation();
  const here = pathname.replace(/\/+$/, "");
  return (
    <nav aria-label="Meeting sections" className="-mx-1 overflow-x-auto">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click on it; this only delegates it */}
      <ul className="flex min-w-max gap-1 border-b px-1" onClick={onClick} onPointerOver={onIntent} onFocus={onIntent}>
        {TABS.map(([path, label]) => {
          const href = `/dashboard/meetings/${meetingId}${path ? `/${path}` : ""}`;
          const current = here === href;
          return (
            <li key={label}>
              <ShellLink href={href} current={current} className="meeting-tab">
                {label}
              </ShellLink>
            </li>
          );
        })}
      </ul>
      {prefetch}
    </nav>
  );
}
