import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { meetingOverview } from "~/.server/meetings/detail";
import { MEETING_OVERVIEW_READS } from "~/.server/meetings/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { OverviewPanels } from "~/components/meetings/overview-panels";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_OVERVIEW_READS, { meetingId });
  return orErrorPage(meetingOverview(ctx, meetingId, prefetched));
}

export default function MeetingOverviewTab() {
  return <OverviewPanels overview={useLoaderData<typeof loader>()} />;
}
