// The meeting page's hero (000 §2.6): badges, the 'Starts in …' countdown, Join / Start / End / Share / Copy Link,
// and the manager's lifecycle buttons. Every lifecycle button is a form posting to the layout's action, so it
// works without JavaScript; Share and Copy Link need JavaScript and appear once it runs.
import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import type { MeetingConfidentiality, MeetingStatus, MeetingType } from "~/lib/meetings/constants";
import { COPIED_INDICATOR_MS } from "~/lib/meetings/constants";
import { startsInText } from "~/lib/meetings/format";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";
import { CancelMeetingButton } from "./cancel-meeting";
import { Badge, ConfidentialityBadge, MeetingStatusBadge, MeetingTypeBadge } from "./meeting-badges";

export type HeroMeeting = {
  id: string;
  title: string;
  description: string | null;
  status: MeetingStatus;
  meetingType: MeetingType;
  confidentiality: MeetingConfidentiality;
  isRecorded: boolean;
  scheduledStart: number;
  virtualMeetingUrl: string | null;
};

/** The countdown: the server's text first, then a tick every 30 seconds. */
function Countdown({ start, renderedAt }: { start: number; renderedAt: number }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const text = startsInText(start, now);
  return text ? (
    <p className="text-sm font-medium text-primary" aria-live="off">
      {text}
    </p>
  ) : null;
}

function ShareButtons({ meeting }: { meeting: HeroMeeting }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!hydrated) return null;
  const url = () => `${window.location.origin}/dashboard/meetings/${meeting.id}`;
  const copy = () =>
    navigator.clipboard.writeText(url()).then(
      () => setCopied(true),
      (error) => console.error("Copy link failed", error),
    );
  const share = () => {
    if (typeof navigator.share === "function")
      navigator.share({ title: meeting.title, url: url() }).catch(() => undefined);
    else void copy();
  };
  return (
    <>
      <Button type="button" variant="outline" onClick={share}>
        Share
      </Button>
      <Button type="button" variant="outline" onClick={copy} aria-live="polite">
        {copied ? MEETING_MESSAGES.copied : "Copy Link"}
      </Button>
    </>
  );
}

function LifecycleButton({ intent, children, variant }: { intent: string; children: string; variant?: "outline" }) {
  return (
    <Form method="post">
      <Button type="submit" name="intent" value={intent} variant={variant}>
        {children}
      </Button>
    </Form>
  );
}

export function MeetingHero({
  meeting,
  canManage,
  renderedAt,
}: {
  meeting: HeroMeeting;
  canManage: boolean;
  renderedAt: number;
}) {
  const { status } = meeting;
  return (
    <header className="flex flex-col gap-4 border-b pb-4">
      <div className="flex flex-wrap items-center gap-2">
        <MeetingTypeBadge type={meeting.meetingType} />
        <MeetingStatusBadge status={status} />
        <ConfidentialityBadge level={meeting.confidentiality} />
        {meeting.isRecorded ? <Badge className="border-destructive/50 text-destructive">Recording</Badge> : null}
      </div>
      <div className="flex flex-col gap-1">
        <h1 id="page-title" className="break-words text-2xl font-semibold tracking-tight">
          {meeting.title}
        </h1>
        {meeting.description ? (
          <p className="whitespace-pre-line text-muted-foreground">{meeting.description}</p>
        ) : null}
        {status === "scheduled" ? <Countdown start={meeting.scheduledStart} renderedAt={renderedAt} /> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {meeting.virtualMeetingUrl && (status === "scheduled" || status === "in_progress") ? (
          <Button asChild>
            <a href={meeting.virtualMeetingUrl} target="_blank" rel="noopener noreferrer">
              Join Meeting
            </a>
          </Button>
        ) : null}
        {canManage && status === "scheduled" ? <LifecycleButton intent="start">Start Meeting</LifecycleButton> : null}
        {canManage && status === "in_progress" ? <LifecycleButton intent="end">End Meeting</LifecycleButton> : null}
        {canManage && (status === "draft" || status === "postponed") ? (
          <LifecycleButton intent="schedule">Schedule Meeting</LifecycleButton>
        ) : null}
        <ShareButtons meeting={meeting} />
        {canManage && status !== "completed" && status !== "cancelled" ? (
          <Button asChild variant="outline">
            <Link to={`/dashboard/meetings/${meeting.id}/edit`}>Edit</Link>
          </Button>
        ) : null}
        {canManage && status === "scheduled" ? (
          <LifecycleButton intent="postpone" variant="outline">
            Postpone
          </LifecycleButton>
        ) : null}
        {canManage && (status === "draft" || status === "scheduled" || status === "postponed") ? (
          <CancelMeetingButton title={meeting.title} />
        ) : null}
        {canManage ? (
          <LifecycleButton intent="copy" variant="outline">
            Copy as template
          </LifecycleButton>
        ) : null}
      </div>
    </header>
  );
}
