// One resolution (written between meetings, or a meeting's): its turnout, results and the viewer's ballots.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { RESOLUTION_READS } from "~/.server/meetings/page-reads";
import { resolution } from "~/.server/meetings/vote-views";
import { requireActor } from "~/.server/remix/guards";
import { performVoteAction } from "~/.server/remix/meeting-votes";
import { orErrorPage } from "~/.server/remix/service-errors";
import { ResolutionCard } from "~/components/meetings/votes/resolution-card";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { useTimeZone } from "~/components/use-time-zone";
import { breadcrumbNamedBy } from "~/lib/shell/navigation";

export const handle = breadcrumbNamedBy<SerializeFrom<typeof loader>>((data) => data.vote.title);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.vote.title} · Resolutions · BoardRoom` : "Resolution · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const voteId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(RESOLUTION_READS, { voteId });
  const { canManage, meetingTitle, ...vote } = await orErrorPage(resolution(ctx, voteId, prefetched));
  return { vote, canManage, meetingTitle };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const formData = await request.formData();
  // This page's forms act on this resolution only.
  formData.set("voteId", params.id ?? "");
  if (formData.get("intent") === "create") formData.delete("intent");
  return performVoteAction(ctx, { organizationRef: "" }, formData);
}

export default function ResolutionPage() {
  const { vote, canManage, meetingTitle } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const timeZone = useTimeZone();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <Link to="/dashboard/resolutions" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          Written resolutions
        </Link>
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          {vote.title}
        </h1>
        {meetingTitle ? <p className="text-sm text-muted-foreground">At {meetingTitle}</p> : null}
      </header>
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      <RefusalMessage message={actionData && "refusal" in actionData ? actionData.refusal : null} />
      <ResolutionCard vote={vote} canManage={canManage} timeZone={timeZone} />
    </section>
  );
}
