import { Form } from "@remix-run/react";
import { type OneOpenPanel, PANEL_FRAME, PanelLink, useOneOpenPanel, usePanelFocus } from "~/components/one-open-panel";
import { Avatar } from "~/components/profile/avatar";
import { Button } from "~/components/ui/button";
import { useTimeZone } from "~/components/use-time-zone";
import { ATTENDANCE_LABELS, options, PRESENCE_LABELS, ROLE_LABELS } from "~/lib/meetings/agenda-labels";
import type { AttendanceStatus, ParticipantRole, PresenceStatus } from "~/lib/meetings/constants";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";
import type { ParticipantQuery } from "~/lib/meetings/participant-schemas";
import type { Quorum } from "~/lib/meetings/quorum";
import { formatTime } from "~/lib/platform/dates";
import { LabelledSelect, ProxySelect } from "./labelled-select";

type Option = { value: string; label: string };
export type ParticipantRowData = {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  avatarUrl: string | null;
  title: string | null;
  isGuest: boolean;
  role: ParticipantRole;
  attendanceStatus: AttendanceStatus;
  presence: PresenceStatus | null;
  checkInTime: number | null;
  isVotingEligible: boolean;
  delegateUserId: string | null;
  hasConflictOfInterest: boolean;
  conflicts: { agendaItemId: string; itemTitle: string; description: string }[];
};

type Props = {
  canManage: boolean;
  query: ParticipantQuery;
  participants: ParticipantRowData[];
  total: number;
  rates: { attendanceRate: number; presenceRate: number; total: number };
  quorum: Quorum;
  /** Who can hold a proxy (user ids). */
  proxies: Option[];
  /** Whose proxy can be given (seat ids of voting-eligible members). */
  proxyGivers: Option[];
  /** The seat whose panel's post was refused: its panel stays open. */
  refusedSeatId?: string | null;
};

/** The query parameter naming the seat whose forms are open (decision 064). */
const SEAT_PARAM = "seat";

/** Search and filters (a GET form, so they work without JavaScript), the rates, and the seats. */
export function ParticipantsList(props: Props) {
  const { canManage, query, participants, total, rates, quorum, proxies, proxyGivers } = props;
  const panels = useOneOpenPanel(SEAT_PARAM, props.refusedSeatId ?? null);
  const names = new Map(proxies.map((proxy) => [proxy.value, proxy.label]));
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="list-title" className="flex flex-col gap-4">
      <h2 id="list-title" className="sr-only">
        Participant list
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
        <Stat label="Participants" value={String(total)} />
        <Stat label="Attendance rate" value={`${rates.attendanceRate}%`} />
        <Stat label="Presence rate" value={`${rates.presenceRate}%`} />
        <Stat
          label={quorum.required ? `Quorum (${quorum.thresholdPercent}%)` : "Quorum"}
          value={
            quorum.required
              ? `${quorum.present} of ${quorum.needed} needed${quorum.met ? ", met" : ", not met"}`
              : MEETING_MESSAGES.openAttendance
          }
        />
      </dl>
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <label className="flex flex-1 flex-col gap-1 text-sm">
          <span>Search</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            placeholder="Name, email or title"
            className="input"
          />
        </label>
        <Filter name="role" label="Role" value={query.role} choices={options(ROLE_LABELS)} />
        <Filter name="rsvp" label="RSVP" value={query.rsvp} choices={options(ATTENDANCE_LABELS)} />
        <Filter name="presence" label="Presence" value={query.presence} choices={options(PRESENCE_LABELS)} />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      {participants.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">{MEETING_MESSAGES.noParticipants}</p>
      ) : (
        <ul aria-label="Participants" className="flex flex-col divide-y rounded-md border">
          {participants.map((seat) => (
            <li key={seat.id} id={`seat-${seat.id}`} className="flex flex-col gap-2 p-3" aria-label={seat.name}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Avatar avatarUrl={seat.avatarUrl} name={seat.name} email={seat.email} />
                <span className="font-medium">{seat.name}</span>
                <span className="text-sm text-muted-foreground">{seat.email}</span>
                {seat.title ? <span className="text-sm text-muted-foreground">{seat.title}</span> : null}
                {canManage ? (
                  <span className="ms-auto">
                    <PanelLink rowId={seat.id} anchor={`seat-${seat.id}`} panels={panels} label="Manage">
                      {` ${seat.name}`}
                    </PanelLink>
                  </span>
                ) : null}
              </div>
              <p className="flex flex-wrap gap-x-3 text-sm">
                <span>{ROLE_LABELS[seat.role]}</span>
                <span>RSVP: {ATTENDANCE_LABELS[seat.attendanceStatus]}</span>
                <span>{seat.presence ? PRESENCE_LABELS[seat.presence] : "Not checked in"}</span>
                {seat.checkInTime ? (
                  <span>
                    Checked in{" "}
                    <time dateTime={new Date(seat.checkInTime).toISOString()}>
                      {formatTime(seat.checkInTime, timeZone)}
                    </time>
                  </span>
                ) : null}
                {seat.isVotingEligible ? <span>Votes</span> : null}
                {seat.delegateUserId ? (
                  <span>Proxy: {names.get(seat.delegateUserId) ?? "another participant"}</span>
                ) : null}
                {seat.isGuest ? <span>Guest</span> : null}
              </p>
              {seat.hasConflictOfInterest ? (
                <p className="text-sm text-warning-foreground">
                  Conflict of interest:{" "}
                  {seat.conflicts.map((conflict) => `${conflict.itemTitle} (${conflict.description})`).join("; ")}
                </p>
              ) : null}
              {canManage && panels.openId === seat.id ? <SeatForms seat={seat} panels={panels} /> : null}
            </li>
          ))}
        </ul>
      )}
      {canManage && proxyGivers.length > 0 ? <ProxyForm givers={proxyGivers} holders={proxies} /> : null}
    </section>
  );
}

/**
 * One form for proxies rather than one per seat: with 150 voters, a holder list on every seat was 22,000 options
 * in the page. The service refuses a proxy to oneself and chains of proxies.
 */
function ProxyForm({ givers, holders }: { givers: Option[]; holders: Option[] }) {
  return (
    <section aria-labelledby="proxies-title" className="flex flex-col gap-2 rounded-md border p-3">
      <h3 id="proxies-title" className="font-medium">
        Proxies
      </h3>
      <Form method="post" className="flex flex-wrap items-end gap-3 text-sm">
        <input type="hidden" name="intent" value="delegate" />
        <LabelledSelect label="Voter" name="participantId" required defaultValue="">
          <option value="" disabled>
            Choose a voter
          </option>
          {givers.map((giver) => (
            <option key={giver.value} value={giver.value}>
              {giver.label}
            </option>
          ))}
        </LabelledSelect>
        <ProxySelect label="Proxy held by" holders={holders} />
        <Button type="submit" size="sm" variant="outline">
          Save proxy
        </Button>
      </Form>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}

function Filter({ name, label, value, choices }: { name: string; label: string; value?: string; choices: Option[] }) {
  return (
    <LabelledSelect className="flex flex-col gap-1 text-sm" label={label} name={name} defaultValue={value ?? ""}>
      <option value="">All</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </LabelledSelect>
  );
}

/**
 * A manager's forms for one seat, open for one seat at a time (decision 064): role and eligibility, presence
 * (check-in), removal (proxies: ProxyForm). They post to the list without ?seat=, so a saved seat's panel closes.
 */
function SeatForms({ seat, panels }: { seat: ParticipantRowData; panels: OneOpenPanel }) {
  const panel = usePanelFocus<HTMLElement>(panels);
  const action = panels.closedPath;
  const hidden = <input type="hidden" name="participantId" value={seat.id} />;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={`Manage ${seat.name}`}
      className={`flex flex-wrap items-end gap-3 text-sm ${PANEL_FRAME}`}
    >
      <Form method="post" action={action} className="flex items-end gap-2">
        <input type="hidden" name="intent" value="seat" />
        {hidden}
        <LabelledSelect
          className="flex flex-col gap-1"
          label={`Role of ${seat.name}`}
          name="role"
          defaultValue={seat.role}
        >
          {options(ROLE_LABELS).map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </LabelledSelect>
        <label className="flex items-center gap-1 pb-2">
          <input
            type="checkbox"
            name="isVotingEligible"
            defaultChecked={seat.isVotingEligible}
            disabled={seat.isGuest}
          />
          <span>Votes</span>
        </label>
        <Button type="submit" size="sm" variant="outline">
          Save seat
        </Button>
      </Form>
      <Form method="post" action={action} className="flex items-end gap-2">
        <input type="hidden" name="intent" value="presence" />
        {hidden}
        <LabelledSelect
          className="flex flex-col gap-1"
          label={`Presence of ${seat.name}`}
          name="presence"
          defaultValue={seat.presence ?? ""}
        >
          <option value="">Not checked in</option>
          {options(PRESENCE_LABELS).map((presence) => (
            <option key={presence.value} value={presence.value}>
              {presence.label}
            </option>
          ))}
        </LabelledSelect>
        <Button type="submit" size="sm" variant="outline">
          Check in
        </Button>
      </Form>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="remove" />
        {hidden}
        <Button type="submit" size="sm" variant="ghost" aria-label={`Remove ${seat.name}`}>
          Remove
        </Button>
      </Form>
    </section>
  );
}
