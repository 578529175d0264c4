// The meeting's minutes tab: 'Minutes not yet created' with 'Start from the agenda'; then the editor (managers,
// until approval), circulate for comment, comments, approve (freezes and signs), signatures, and the PDF export.
// Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { getMinutes } from "~/.server/meetings/minutes";
import { MEETING_MINUTES_READS } from "~/.server/meetings/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { performMinutesAction } from "~/.server/remix/meeting-minutes";
import { orErrorPage } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as minutesEditor from "~/components/meetings/minutes/minutes-editor";
import * as minutesPanels from "~/components/meetings/minutes/minutes-panels";
import { MINUTES_TYPOGRAPHY } from "~/components/meetings/minutes/minutes-typography";
import { Signatures } from "~/components/meetings/minutes/signatures";
import { Button } from "~/components/ui/button";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { useTimeZone } from "~/components/use-time-zone";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";
import { sanitizeMinutesHtml } from "~/lib/meetings/minutes-html";
import { MINUTES_MESSAGES, MINUTES_STATUS_LABELS } from "~/lib/meetings/minutes-messages";

// The editor and the comment form (the form kit) bring their code after the page's (decision 037); the server
// renders them in full.
const MinutesEditor = lazyOnClient(import.meta.env.SSR && minutesEditor.MinutesEditor, () =>
  import("~/components/meetings/minutes/minutes-editor").then((m) => m.MinutesEditor),
);
const Comments = lazyOnClient(import.meta.env.SSR && minutesPanels.Comments, () =>
  import("~/components/meetings/minutes/minutes-panels").then((m) => m.Comments),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Minutes · ${data.meeting.title} · BoardRoom` : "Minutes · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_MINUTES_READS, { meetingId });
  const detail = await orErrorPage(getMinutes(ctx, meetingId, prefetched));
  const minutes = detail.minutes;
  return {
    meeting: { id: detail.meeting.id, title: detail.meeting.title },
    canManage: detail.canManage,
    // Sanitised again as it is shown: a row changed behind the service's back must not run in the page.
    minutes: minutes
      ? { status: minutes.status, content: minutes.content, html: sanitizeMinutesHtml(minutes.content) }
      : null,
    tampered: detail.tampered,
    signatures: detail.signatures,
    comments: detail.comments,
    canComment: detail.canComment,
    canSign: detail.canSign,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return performMinutesAction(ctx, params.id ?? "", await request.formData());
}

function IntentButton({
  intent,
  label,
  variant = "outline",
}: {
  intent: string;
  label: string;
  variant?: "outline" | "default";
}) {
  return (
    <Form method="post">
      <Button type="submit" name="intent" value={intent} variant={variant}>
        {label}
      </Button>
    </Form>
  );
}

function MinutesHtml({ html }: { html: string }) {
  return (
    <article
      className={`${MINUTES_TYPOGRAPHY} rounded-md border p-4`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the minutes' allow-list in the loader.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export default function MeetingMinutesTab() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const timeZone = useTimeZone();
  const { meeting, minutes, canManage } = data;
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const editable = canManage && minutes && minutes.status !== "approved";
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="minutes-title">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b pb-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{meeting.title}</p>
          <h1 id="minutes-title" className="text-2xl font-semibold tracking-tight">
            Minutes
          </h1>
        </div>
        {minutes ? (
          <p className="flex items-center gap-2 text-sm">
            <span className="rounded-full bg-muted px-2 py-0.5" data-testid="minutes-status">
              {MINUTES_STATUS_LABELS[minutes.status]}
              {data.tampered ? ` (${MINUTES_MESSAGES.changedAfterApproval})` : ""}
            </span>
            <a href={`/dashboard/meetings/${meeting.id}/minutes.pdf`} className="underline underline-offset-4" download>
              Export PDF
            </a>
          </p>
        ) : null}
      </header>
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      <RefusalMessage message={actionData && "refusal" in actionData ? actionData.refusal : null} />
      {data.tampered ? <RefusalMessage message={MINUTES_MESSAGES.tamperedWarning} /> : null}
      {!minutes ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-6">
          <p className="font-medium">{MEETING_MESSAGES.noMinutes}</p>
          {canManage ? <IntentButton intent="start" label="Start from the agenda" variant="default" /> : null}
        </div>
      ) : editable ? (
        <LazySection>
          <MinutesEditor content={minutes.content} lastResult={lastResult} />
        </LazySection>
      ) : (
        <MinutesHtml html={minutes.html} />
      )}
      {minutes && canManage && minutes.status !== "approved" ? (
        <div className="flex flex-wrap gap-2">
          {minutes.status === "draft" ? <IntentButton intent="circulate" label="Circulate for comment" /> : null}
          <IntentButton intent="approve" label="Approve minutes" variant="default" />
        </div>
      ) : null}
      {data.canSign ? <IntentButton intent="sign" label="Sign the minutes" variant="default" /> : null}
      {minutes ? (
        <LazySection>
          <Comments comments={data.comments} canComment={data.canComment} timeZone={timeZone} lastResult={lastResult} />
        </LazySection>
      ) : null}
      {minutes?.status === "approved" ? <Signatures signatures={data.signatures} timeZone={timeZone} /> : null}
    </section>
  );
}
