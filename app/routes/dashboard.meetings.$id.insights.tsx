// The meeting's insights tab: recorded facts only (000 §2.6), or 'Analytics will be available during and after the
// meeting' before there are any.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { meetingInsights } from "~/.server/meetings/insights";
import { MEETING_INSIGHTS_READS } from "~/.server/meetings/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Insights · ${data.insights.meeting.title} · BoardRoom` : "Insights · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_INSIGHTS_READS, { meetingId });
  const insights = await orErrorPage(meetingInsights(ctx, meetingId, prefetched));
  return { insights: { ...insights, meeting: { title: insights.meeting.title } } };
}

const orDash = (value: number | null, unit = "") => (value === null ? "Not recorded" : `${value}${unit}`);

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export default function MeetingInsightsTab() {
  const { insights } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="insights-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <p className="text-sm text-muted-foreground">{insights.meeting.title}</p>
        <h1 id="insights-title" className="text-2xl font-semibold tracking-tight">
          Insights
        </h1>
      </header>
      {!insights.available ? (
        <p className="rounded-lg border border-dashed p-6 text-muted-foreground">{MEETING_MESSAGES.insightsEmpty}</p>
      ) : (
        <>
          <h2 className="text-lg font-semibold">Duration</h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Tile label="Scheduled" value={`${insights.duration.scheduledMinutes} min`} />
            <Tile label="Actual" value={orDash(insights.duration.actualMinutes, " min")} />
            <Tile label="Efficiency (scheduled / actual)" value={orDash(insights.duration.efficiencyPercent, "%")} />
          </dl>
          <h2 className="text-lg font-semibold">Participation</h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Tile label="Invited" value={String(insights.participation.invited)} />
            <Tile label="Attended" value={String(insights.participation.attended)} />
            <Tile label="Attendance rate" value={orDash(insights.participation.attendanceRatePercent, "%")} />
          </dl>
          <h2 className="text-lg font-semibold">Decisions</h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Tile label="Resolutions" value={String(insights.decisions.total)} />
            <Tile label="Passed" value={`${insights.decisions.passed} of ${insights.decisions.decided} decided`} />
            <Tile label="Average voting time" value={orDash(insights.decisions.averageVotingMinutes, " min")} />
          </dl>
          <h2 className="text-lg font-semibold">Productivity</h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Tile
              label="Agenda items completed"
              value={`${insights.productivity.agendaItemsCompleted} of ${insights.productivity.agendaItems}`}
            />
            <Tile label="Action items created" value={String(insights.productivity.actionItemsCreated)} />
          </dl>
        </>
      )}
    </section>
  );
}
