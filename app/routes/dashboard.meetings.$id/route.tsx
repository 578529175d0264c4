// The meeting page's layout (000 §2.6): hero, info tiles and the seven tabs; each tab is a child route with its
// own loader. The lifecycle buttons post here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useActionData,
  useLoaderData,
  useLocation,
  useRouteError,
  useSearchParams,
} from "@remix-run/react";
import { meetingHeader } from "~/.server/meetings/detail";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { recordVisit } from "~/.server/shell/recent";
import { CancelMeetingStep } from "~/components/meetings/cancel-meeting";
import { MeetingHero } from "~/components/meetings/meeting-hero";
import { MeetingTabs, MeetingTiles } from "~/components/meetings/meeting-tiles";
import { Button } from "~/components/ui/button";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";
import { breadcrumbNamedBy } from "~/lib/shell/navigation";
import { performLifecycleAction } from "./actions.server";

export const handle = breadcrumbNamedBy<SerializeFrom<typeof loader>>((data) => data.meeting.title);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.meeting.title} · Meetings · BoardRoom` : "Meeting · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const view = await orErrorPage(meetingHeader(ctx, meetingId, context.services.prefetchedMeetingHeader(meetingId)));
  recordVisit(ctx, { href: `/dashboard/meetings/${view.meeting.id}`, title: view.meeting.title, type: "meeting" });
  const { meeting } = view;
  return {
    meeting: {
      id: meeting.id,
      title: meeting.title,
      description: meeting.description,
      status: meeting.status,
      meetingType: meeting.meetingType,
      confidentiality: meeting.confidentiality,
      isRecorded: meeting.isRecorded,
      scheduledStart: meeting.scheduledStart,
      scheduledEnd: meeting.scheduledEnd,
      actualStart: meeting.actualStart,
      actualEnd: meeting.actualEnd,
      timezone: meeting.timezone,
      venue: meeting.venue,
      virtualMeetingUrl: meeting.virtualMeetingUrl,
      isHybrid: meeting.isHybrid,
      requiresQuorum: meeting.requiresQuorum,
      quorumThreshold: meeting.quorumThreshold,
    },
    header: view.header,
    organization: view.organization,
    canManage: view.canManage,
    renderedAt: Date.now(),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return performLifecycleAction(ctx, params.id ?? "", await request.formData());
}

export default function MeetingLayout() {
  const { meeting, header, organization, canManage, renderedAt } = useLoaderData<typeof loader>();
  // The action answers a status line, a refusal, or a redirect (copy as template).
  const actionData = useActionData() as { ok?: string; refusal?: string } | undefined;
  const confirmCancel = useSearchParams()[0].get("confirm") === "cancel";
  const people = [
    header.organizerName ? `Organised by ${header.organizerName}` : null,
    header.chairpersonName ? `Chair: ${header.chairpersonName}` : null,
    header.secretaryName ? `Secretary: ${header.secretaryName}` : null,
    header.committeeName ? `Committee: ${header.committeeName}` : null,
  ].filter(Boolean);
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6" aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/dashboard/meetings" className="text-muted-foreground hover:underline">
          ← {MEETING_MESSAGES.backToMeetings}
        </Link>
      </p>
      <MeetingHero meeting={meeting} canManage={canManage} renderedAt={renderedAt} />
      {confirmCancel && canManage && !actionData ? (
        <CancelMeetingStep meetingId={meeting.id} title={meeting.title} />
      ) : null}
      <p className="text-sm text-muted-foreground">{[organization.name, ...people].join(" · ")}</p>
      <StatusMessage message={actionData?.ok} />
      <RefusalMessage message={actionData?.refusal} />
      <MeetingTiles meeting={meeting} />
      <MeetingTabs meetingId={meeting.id} />
      <Outlet />
    </section>
  );
}

/** 000 §2.6: 'Unable to Load Meeting' with Try Again and Back to Meetings; a missing meeting says so. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-8" aria-labelledby="meeting-error-title">
      <h1 id="meeting-error-title" className="text-2xl font-semibold">
        {missing ? MEETING_MESSAGES.notFound : MEETING_MESSAGES.loadFailedTitle}
      </h1>
      {missing ? null : <p role="alert">{message || MEETING_MESSAGES.loadFailed}</p>}
      <div className="flex gap-2">
        {missing ? null : (
          <Button asChild>
            <Link to={`${location.pathname}${location.search}`} reloadDocument>
              {MEETING_MESSAGES.tryAgain}
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/dashboard/meetings">{MEETING_MESSAGES.backToMeetings}</Link>
        </Button>
      </div>
    </section>
  );
}
