// The meeting's resolutions tab: each resolution with its turnout and results, the viewer's ballots (their own and
// any proxies), the chair's open/close/cancel, and the form for a new resolution. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MEETING_RESOLUTIONS_READS } from "~/.server/meetings/page-reads";
import { meetingResolutions } from "~/.server/meetings/vote-views";
import { requireActor } from "~/.server/remix/guards";
import { performVoteAction } from "~/.server/remix/meeting-votes";
import { orErrorPage } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { ResolutionCard } from "~/components/meetings/votes/resolution-card";
import * as resolutionForm from "~/components/meetings/votes/resolution-form";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { useTimeZone } from "~/components/use-time-zone";
import { VOTE_MESSAGES } from "~/lib/meetings/vote-messages";

// The new resolution's form (the form kit) brings its code after the page's (decision 037); the server renders it.
const ResolutionForm = lazyOnClient(import.meta.env.SSR && resolutionForm.ResolutionForm, () =>
  import("~/components/meetings/votes/resolution-form").then((m) => m.ResolutionForm),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Resolutions · ${data.meeting.title} · BoardRoom` : "Resolutions · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_RESOLUTIONS_READS, { meetingId });
  const detail = await orErrorPage(meetingResolutions(ctx, meetingId, prefetched));
  return {
    meeting: {
      id: detail.meeting.id,
      title: detail.meeting.title,
      allowsAnonymousVoting: detail.meeting.allowsAnonymousVoting,
    },
    canManage: detail.canManage,
    agenda: detail.agenda,
    resolutions: detail.resolutions,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return performVoteAction(ctx, { meetingId: params.id ?? "" }, await request.formData());
}

export default function MeetingResolutionsTab() {
  const { meeting, canManage, agenda, resolutions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const timeZone = useTimeZone();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="resolutions-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <p className="text-sm text-muted-foreground">{meeting.title}</p>
        <h1 id="resolutions-title" className="text-2xl font-semibold tracking-tight">
          Resolutions
        </h1>
      </header>
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      <RefusalMessage message={actionData && "refusal" in actionData ? actionData.refusal : null} />
      {resolutions.length === 0 ? <p className="text-muted-foreground">{VOTE_MESSAGES.listEmpty}</p> : null}
      <div className="flex flex-col gap-4">
        {resolutions.map((vote) => (
          <ResolutionCard key={vote.id} vote={vote} canManage={canManage} timeZone={timeZone} />
        ))}
      </div>
      {canManage ? (
        <section aria-labelledby="new-resolution-title" className="flex flex-col gap-3 border-t pt-4">
          <h2 id="new-resolution-title" className="text-lg font-semibold">
            New resolution
          </h2>
          <LazySection>
            <ResolutionForm
              agenda={agenda}
              lastResult={actionData && "result" in actionData ? actionData.result : undefined}
              timeZone={timeZone}
              written={false}
              allowsAnonymous={meeting.allowsAnonymousVoting}
            />
          </LazySection>
        </section>
      ) : null}
    </section>
  );
}
