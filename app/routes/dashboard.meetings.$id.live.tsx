// The meeting's live room (issue 11): presence, the current agenda item and its timer, the speakers' queue, open
// votes' turnout and chat. With JavaScript it follows the MeetingRoom's socket; without, it shows what the loader
// read and every control is a form post to this route's action, which forwards it to the room.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { loadLiveMeeting } from "~/.server/meetings/live";
import { MEETING_LIVE_READS } from "~/.server/meetings/page-reads";
import { actInMeetingRoom } from "~/.server/meetings/room";
import { requireActor } from "~/.server/remix/guards";
import { keepRetryAfter, orErrorPage, refusalOf, retryAfterHeaders } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as panels from "~/components/meetings/live/live-panels";
import { useMeetingRoom } from "~/components/meetings/live/use-meeting-room";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";
import { MEETING_ROOM_TEXTS } from "~/lib/meetings/room-limits";
import { LiveActionSchema, type RoomSnapshot } from "~/lib/meetings/room-protocol";

// The panels bring their code after the page's (decisions 037, 051): the server renders them in full, their forms
// post natively until it is in, and the room's socket (useMeetingRoom) connects meanwhile.
const loadPanels = () => import("~/components/meetings/live/live-panels");
const AgendaNow = lazyOnClient(import.meta.env.SSR && panels.AgendaNow, () => loadPanels().then((m) => m.AgendaNow));
const SpeakersPanel = lazyOnClient(import.meta.env.SSR && panels.SpeakersPanel, () =>
  loadPanels().then((m) => m.SpeakersPanel),
);
const VotesPanel = lazyOnClient(import.meta.env.SSR && panels.VotesPanel, () => loadPanels().then((m) => m.VotesPanel));
const ChatPanel = lazyOnClient(import.meta.env.SSR && panels.ChatPanel, () => loadPanels().then((m) => m.ChatPanel));
const PresencePanel = lazyOnClient(import.meta.env.SSR && panels.PresencePanel, () =>
  loadPanels().then((m) => m.PresencePanel),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Live · ${data.meeting.title} · BoardRoom` : "Live meeting · BoardRoom" },
];

export const headers = keepRetryAfter;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_LIVE_READS, { meetingId });
  const live = await orErrorPage(loadLiveMeeting(ctx, meetingId, prefetched));
  // The clock the page was drawn at: the item's timer hydrates with the server's text, then ticks (no mismatch).
  return { ...live, renderedAt: Date.now() };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: LiveActionSchema });
  if (submission.status !== "success") return data({ refusal: MEETING_ROOM_TEXTS.invalidFrame }, { status: 400 });
  try {
    await actInMeetingRoom(ctx, params.id ?? "", submission.value);
    return { ok: MEETING_ROOM_TEXTS.done[submission.value.intent] };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ refusal: refusal.message }, { status: refusal.status, headers: retryAfterHeaders(refusal) });
  }
}

const EMPTY_ROOM: Omit<RoomSnapshot, "chat"> = {
  status: null,
  participants: [],
  queue: [],
  floor: null,
  agenda: null,
  votes: [],
  lastClosedVote: null,
};

export default function LiveMeetingPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // One object per loader answer: the hook takes a new one as newer data.
  const initial = useMemo(() => loaded.snapshot ?? { ...EMPTY_ROOM, chat: loaded.chat }, [loaded]);
  const { room, live, problem, send } = useMeetingRoom(loaded.meeting.id, initial);
  // The loader read D1 just now; once live, the room's status follows the services' events.
  const status = live ? (room.status ?? loaded.meeting.status) : loaded.meeting.status;
  const inSession = status === "in_progress";
  const canAct = inSession && !loaded.you.listener;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="live-title">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="live-title" className="text-xl font-semibold">
          Live: {loaded.meeting.title}
        </h1>
        <p
          role="status"
          data-testid="connection"
          className={live ? "rounded-full bg-success/15 px-2 py-0.5 text-sm" : "text-sm text-muted-foreground"}
        >
          {live ? MEETING_ROOM_TEXTS.live : MEETING_ROOM_TEXTS.reconnecting}
        </p>
      </header>
      {!inSession ? (
        <p role="note" className="rounded-md border p-3">
          {MEETING_MESSAGES.noActiveSession}
        </p>
      ) : null}
      {loaded.snapshot === null && !live ? <RefusalMessage message={MEETING_ROOM_TEXTS.noRoom} /> : null}
      {loaded.you.listener ? <p className="text-sm text-muted-foreground">{MEETING_ROOM_TEXTS.listenerNote}</p> : null}
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      <RefusalMessage message={(actionData && "refusal" in actionData ? actionData.refusal : null) ?? problem} />
      <LazySection>
        <AgendaNow agenda={loaded.agenda} room={room} renderedAt={loaded.renderedAt} />
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <div className="flex flex-col gap-4">
            <SpeakersPanel room={room} you={loaded.you} send={send} canAct={canAct} />
            <VotesPanel room={room} openVotes={loaded.openVotes} meetingId={loaded.meeting.id} />
            <ChatPanel chat={room.chat} send={send} canAct={canAct} avatars={loaded.avatars} />
          </div>
          <PresencePanel room={room} you={loaded.you} send={send} live={live} avatars={loaded.avatars} />
        </div>
      </LazySection>
    </section>
  );
}
