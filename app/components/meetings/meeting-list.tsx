// The meetings list (000 §2.5): stat cards, the filters (a GET form, so they work without JavaScript), and the
// three views of the same page of meetings.

import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import type { MeetingListItem } from "~/.server/meetings/meetings";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { useTimeZone } from "~/components/use-time-zone";
import { MEETING_STATUSES, MEETING_TYPES } from "~/lib/meetings/constants";
import { MEETING_STATUS_LABELS, MEETING_TYPE_LABELS } from "~/lib/meetings/form-messages";
import { durationText, meetingTimeText, organizerNameOf } from "~/lib/meetings/format";
import { cn } from "~/lib/platform/class-names";
import { MeetingStatusBadge, MeetingTypeBadge } from "./meeting-badges";
import { OpenFullView } from "./open-full-view";

export type ListItem = SerializeFrom<MeetingListItem>;
export const MEETING_VIEWS = ["cards", "list", "details"] as const;
export type MeetingView = (typeof MEETING_VIEWS)[number];
const VIEW_LABELS: Record<MeetingView, string> = { cards: "Cards", list: "List", details: "Details" };

export function MeetingStatCards(props: {
  scheduled: number;
  totalAttendees: number;
  completed: number;
  thisMonth: number;
}) {
  const cards = [
    ["Scheduled", props.scheduled],
    ["Total Attendees", props.totalAttendees],
    ["Completed", props.completed],
    ["This Month", props.thisMonth],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Search, status and type as query parameters; the view and organisation ride along. */
export function MeetingFilters(props: { q?: string; status?: string; type?: string; view: MeetingView; org: string }) {
  return (
    <Form method="get" role="search" aria-label="Filter meetings" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="org" value={props.org} />
      <input type="hidden" name="view" value={props.view} />
      <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm">
        <span className="font-medium">Search</span>
        <input
          type="search"
          name="q"
          defaultValue={props.q ?? ""}
          placeholder="Title or description"
          maxLength={100}
          className="input"
        />
      </label>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="meeting-status-filter" className="font-medium">
          Status
        </label>
        <NativeSelect id="meeting-status-filter" name="status" defaultValue={props.status ?? ""}>
          <option value="">All statuses</option>
          {MEETING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MEETING_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="meeting-type-filter" className="font-medium">
          Type
        </label>
        <NativeSelect id="meeting-type-filter" name="type" defaultValue={props.type ?? ""}>
          <option value="">All types</option>
          {MEETING_TYPES.map((type) => (
            <option key={type} value={type}>
              {MEETING_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        Apply
      </Button>
    </Form>
  );
}

export function ViewSwitch({ current, hrefFor }: { current: MeetingView; hrefFor: (view: MeetingView) => string }) {
  return (
    <nav aria-label="Meeting views" className="flex gap-2 text-sm">
      {MEETING_VIEWS.map((view) => (
        <Link
          key={view}
          to={hrefFor(view)}
          aria-current={current === view ? "page" : undefined}
          className={cn("rounded-full border px-3 py-1", current === view && "border-primary font-semibold")}
        >
          {VIEW_LABELS[view]}
        </Link>
      ))}
    </nav>
  );
}

function ItemLinks({ meeting }: { meeting: ListItem }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm">
        <Link to={`/dashboard/meetings/${meeting.id}`}>
          View<span className="sr-only"> {meeting.title}</span>
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to={`/dashboard/meetings/${meeting.id}/minutes`}>
          Minutes<span className="sr-only"> of {meeting.title}</span>
        </Link>
      </Button>
    </div>
  );
}

function whereOf(meeting: ListItem) {
  const venue = [meeting.venue?.name, meeting.venue?.city].filter(Boolean).join(", ");
  if (venue && meeting.virtualMeetingUrl) return `${venue} and online`;
  return venue || (meeting.virtualMeetingUrl ? "Online" : null);
}

function Facts({ meeting }: { meeting: ListItem }) {
  const timeZone = useTimeZone() ?? meeting.timezone;
  const where = whereOf(meeting);
  return (
    <p className="text-sm text-muted-foreground">
      <time dateTime={new Date(meeting.scheduledStart).toISOString()}>
        {meetingTimeText(meeting.scheduledStart, timeZone)}
      </time>
      {` · ${durationText(meeting.scheduledEnd - meeting.scheduledStart)}`}
      {where ? ` · ${where}` : null}
    </p>
  );
}

function Counts({ meeting }: { meeting: ListItem }) {
  return (
    <p className="text-sm tabular-nums text-muted-foreground">
      {meeting.attendeeCount} attendees · {meeting.rsvpCount} accepted · {meeting.agendaItemCount} agenda items ·{" "}
      {meeting.documentCount} documents · organised by {organizerNameOf(meeting.organizerEmail)}
    </p>
  );
}

function Title({ meeting }: { meeting: ListItem }) {
  return (
    <h2 className="flex flex-wrap items-center gap-2 font-semibold">
      <Link to={`/dashboard/meetings/${meeting.id}`} className="min-w-0 break-words hover:underline">
        {meeting.title}
      </Link>
      <MeetingTypeBadge type={meeting.meetingType} />
      <MeetingStatusBadge status={meeting.status} />
    </h2>
  );
}

export function MeetingCards({ meetings }: { meetings: ListItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {meetings.map((meeting) => (
        <li key={meeting.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <Title meeting={meeting} />
          <Facts meeting={meeting} />
          {meeting.description ? <p className="line-clamp-2 text-sm">{meeting.description}</p> : null}
          <Counts meeting={meeting} />
          <ItemLinks meeting={meeting} />
        </li>
      ))}
    </ul>
  );
}

export function MeetingRows({ meetings }: { meetings: ListItem[] }) {
  return (
    <ul className="flex flex-col divide-y rounded-lg border">
      {meetings.map((meeting) => (
        <li key={meeting.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="flex min-w-0 flex-col gap-1">
            <Title meeting={meeting} />
            <Facts meeting={meeting} />
          </div>
          <ItemLinks meeting={meeting} />
        </li>
      ))}
    </ul>
  );
}

export function MeetingDetailsList({ meetings }: { meetings: ListItem[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {meetings.map((meeting) => (
        <li key={meeting.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <Title meeting={meeting} />
          <Facts meeting={meeting} />
          {meeting.description ? <p className="whitespace-pre-line text-sm">{meeting.description}</p> : null}
          <Counts meeting={meeting} />
          <div className="flex flex-wrap gap-2">
            <ItemLinks meeting={meeting} />
            <OpenFullView meetingId={meeting.id} title={meeting.title} />
          </div>
        </li>
      ))}
    </ul>
  );
}
