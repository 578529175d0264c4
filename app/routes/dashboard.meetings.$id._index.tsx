import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { meetingOverview } from "~/.server/meetings/detail";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { OverviewPanels } from "~/components/meetings/overview-panels";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(meetingOverview(ctx, params.id ?? ""));
}

export default function MeetingOverviewTab() {
  return <OverviewPanels overview={useLoaderData<typeof loader>()} />;
}
