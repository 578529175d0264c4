// The overview tab's panels (000 §2.6): agenda timeline, resolutions with their results, the compact participant
// list (10, then 'and N more participants...') and the action items. The Open Full View dialog shows them too.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { meetingOverview } from "~/.server/meetings/detail";
import { Avatar } from "~/components/profile/avatar";
import { useTimeZone } from "~/components/use-time-zone";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";
import { cn } from "~/lib/platform/class-names";
import { formatDate, formatDateTime } from "~/lib/platform/dates";
import { Badge } from "./meeting-badges";

export type Overview = SerializeFrom<Awaited<ReturnType<typeof meetingOverview>>>;

const label = (value: string) => value.replaceAll("_", " ");

function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

export function AgendaTimeline({ agenda, idPrefix = "" }: { agenda: Overview["agenda"]; idPrefix?: string }) {
  const timeZone = useTimeZone();
  return (
    <Panel title="Agenda" id={`${idPrefix}agenda-title`}>
      {agenda.length === 0 ? (
        <Empty>No agenda items yet.</Empty>
      ) : (
        <ol className="flex flex-col gap-3 border-l pl-4">
          {agenda.map((item, index) => (
            <li key={item.id} className="relative flex flex-col gap-1">
              <span
                aria-hidden="true"
                className={cn(
                  "absolute -left-[1.36rem] top-1.5 h-2.5 w-2.5 rounded-full border bg-background",
                  item.status === "in_progress" && "border-amber-500 bg-amber-500",
                  item.status === "completed" && "border-green-600 bg-green-600",
                )}
              />
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="tabular-nums text-muted-foreground">{index + 1}.</span> {item.title}
                <Badge>{label(item.status)}</Badge>
                {item.hasMotion ? <Badge>motion</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {[
                  label(item.type),
                  item.presenterName ? `presented by ${item.presenterName}` : null,
                  item.estimatedDurationMinutes ? `${item.estimatedDurationMinutes} min planned` : null,
                  item.actualDurationMinutes !== null ? `${item.actualDurationMinutes} min taken` : null,
                  item.startTime ? `started ${formatDateTime(item.startTime, timeZone)}` : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {item.outcome ? <p className="text-sm">{item.outcome}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function Resolutions({
  resolutions,
  idPrefix = "",
}: {
  resolutions: Overview["resolutions"];
  idPrefix?: string;
}) {
  return (
    <Panel title="Resolutions" id={`${idPrefix}resolutions-title`}>
      {resolutions.length === 0 ? (
        <Empty>No resolutions have been put to a vote.</Empty>
      ) : (
        <ul className="flex flex-col gap-2">
          {resolutions.map((vote) => (
            <li key={vote.id} className="flex flex-col gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {vote.title}
                <Badge
                  className={cn(
                    vote.result === "passed" && "border-green-600/50 text-green-800 dark:text-green-200",
                    (vote.result === "failed" || vote.result === "no_quorum") &&
                      "border-destructive/50 text-destructive",
                  )}
                >
                  {vote.status === "closed" ? label(vote.result) : label(vote.status)}
                </Badge>
              </p>
              {vote.status === "closed" ? (
                <p className="text-sm tabular-nums text-muted-foreground">
                  For {vote.forCount ?? 0} · Against {vote.againstCount ?? 0} · Abstain {vote.abstainCount ?? 0} ·{" "}
                  {vote.totalCast ?? 0} of {vote.totalEligible ?? 0} voted
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function CompactParticipants({
  participants,
  total,
  idPrefix = "",
}: {
  participants: Overview["participants"];
  total: number;
  idPrefix?: string;
}) {
  return (
    <Panel title="Participants" id={`${idPrefix}participants-title`}>
      {participants.length === 0 ? (
        <Empty>{MEETING_MESSAGES.noParticipants}</Empty>
      ) : (
        <>
          <ul className="flex flex-col gap-1">
            {participants.map((person) => (
              <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="flex min-w-0 items-center gap-2 break-words">
                  <Avatar
                    avatarUrl={person.avatarUrl}
                    name={person.name || person.guestName}
                    email={person.email || person.guestEmail || ""}
                    className="h-6 w-6 text-[10px]"
                  />
                  {person.name || person.guestName || person.email || person.guestEmail}
                </span>
                <span className="text-muted-foreground">
                  {label(person.role)} · {label(person.attendanceStatus)}
                  {person.presence ? ` · ${label(person.presence)}` : ""}
                </span>
              </li>
            ))}
          </ul>
          {total > participants.length ? (
            <p className="text-sm text-muted-foreground">
              {MEETING_MESSAGES.moreParticipants(total - participants.length)}
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}

export function ActionItems({ actions, idPrefix = "" }: { actions: Overview["actionItems"]; idPrefix?: string }) {
  const timeZone = useTimeZone();
  const now = Date.now();
  return (
    <Panel title="Action items" id={`${idPrefix}actions-title`}>
      {actions.length === 0 ? (
        <Empty>No action items yet.</Empty>
      ) : (
        <ul className="flex flex-col gap-2">
          {actions.map((action) => {
            const overdue = action.status !== "completed" && action.dueDate !== null && action.dueDate < now;
            return (
              <li key={action.id} className="flex flex-col text-sm">
                <span className="font-medium">{action.description}</span>
                <span className={cn("text-muted-foreground", overdue && "font-medium text-destructive")}>
                  {[
                    label(action.status),
                    action.assigneeName ? `assigned to ${action.assigneeName}` : "unassigned",
                    action.dueDate
                      ? `${overdue ? "overdue since" : "due"} ${formatDate(action.dueDate, timeZone)}`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

export function OverviewPanels({ overview, idPrefix = "" }: { overview: Overview; idPrefix?: string }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <AgendaTimeline agenda={overview.agenda} idPrefix={idPrefix} />
      <Resolutions resolutions={overview.resolutions} idPrefix={idPrefix} />
      <CompactParticipants participants={overview.participants} total={overview.participantTotal} idPrefix={idPrefix} />
      <ActionItems actions={overview.actionItems} idPrefix={idPrefix} />
    </div>
  );
}
