// The live page's sections. Every control is a real form posting to the route's action (so it works without
// JavaScript); with a live socket the form's frame goes through the socket instead (see LiveForm).
import { Link, useFetcher } from "@remix-run/react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Avatar } from "~/components/profile/avatar";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { useTimeZone } from "~/components/use-time-zone";
import { CHAT_MESSAGE_MAX } from "~/lib/meetings/room-limits";
import type {
  ChatMessage,
  MeetingClientMessage,
  RoomSnapshot,
  SessionParticipant,
  Speaker,
} from "~/lib/meetings/room-protocol";
import { VOTE_RESULT_LABELS } from "~/lib/meetings/vote-messages";
import { formatDateTime, formatTime } from "~/lib/platform/dates";

type Send = (message: MeetingClientMessage) => boolean;
type AgendaRow = {
  id: string;
  title: string;
  status: string;
  estimatedDurationMinutes: number | null;
  startTime: number | null;
};

/**
 * A form of the live page: posted to the route's action, unless the socket takes its frame (then the post is
 * skipped and the form cleared). `frame` turns the form's fields into the room's frame.
 */
function LiveForm({
  send,
  frame,
  children,
  label,
  className,
}: {
  send: Send;
  frame: (data: FormData) => MeetingClientMessage;
  children: ReactNode;
  label: string;
  className?: string;
}) {
  const fetcher = useFetcher<{ ok?: string; refusal?: string }>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    if (send(frame(data))) {
      event.preventDefault();
      event.currentTarget.reset();
    }
  };
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} aria-label={label} className={className}>
      {children}
      {fetcher.data?.refusal ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {fetcher.data.refusal}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * Seconds since `since`, ticking each second. It starts from the clock the server drew the page at (`renderedAt`),
 * so hydration meets the server's text even when the page's code arrived seconds later, then moves to the
 * browser's clock (without JavaScript: as of the page's load).
 */
function useElapsed(since: number | null, renderedAt: number): number | null {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    if (since === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? null : Math.max(0, Math.floor((now - since) / 1000));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function AgendaNow({
  agenda,
  room,
  renderedAt,
}: {
  agenda: AgendaRow[];
  room: RoomSnapshot;
  renderedAt: number;
}) {
  const liveItem = room.agenda?.items.find((item) => item.id === room.agenda?.currentItemId);
  const current =
    agenda.find((item) => item.id === (room.agenda?.currentItemId ?? undefined)) ??
    agenda.find((item) => item.status === "in_progress");
  const startTime = liveItem?.startTime ?? current?.startTime ?? null;
  const elapsed = useElapsed(current ? startTime : null, renderedAt);
  const position = current ? agenda.indexOf(current) + 1 : 0;
  return (
    <section aria-labelledby="agenda-now-title" className="rounded-lg border p-4">
      <h2 id="agenda-now-title" className="text-sm font-medium text-muted-foreground">
        Current agenda item
      </h2>
      {current ? (
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-lg font-semibold">
            {position}. {current.title}
          </p>
          <p className="tabular-nums text-sm">
            <span className="sr-only">Time on this item: </span>
            {elapsed !== null ? clock(elapsed) : "Not started"}
            {current.estimatedDurationMinutes ? ` of ${current.estimatedDurationMinutes} min estimated` : ""}
            {elapsed !== null && current.estimatedDurationMinutes && elapsed > current.estimatedDurationMinutes * 60
              ? " (over time)"
              : ""}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-muted-foreground">
          {agenda.length === 0 ? "This meeting has no agenda items." : "No agenda item is in progress."}
        </p>
      )}
    </section>
  );
}

export function SpeakersPanel({
  room,
  you,
  send,
  canAct,
}: {
  room: RoomSnapshot;
  you: { userId: string; canManage: boolean };
  send: Send;
  canAct: boolean;
}) {
  const raised = room.queue.some((speaker) => speaker.userId === you.userId);
  const speaking = room.floor?.userId === you.userId;
  return (
    <section aria-labelledby="speakers-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="speakers-title" className="text-lg font-semibold">
        Speakers
      </h2>
      <p aria-live="polite">
        <span className="text-muted-foreground">Has the floor: </span>
        <span data-testid="floor">{room.floor ? room.floor.name : "Nobody"}</span>
      </p>
      <QueueList queue={room.queue} you={you} send={send} canAct={canAct} />
      {canAct ? (
        <div className="flex flex-wrap gap-2">
          <LiveForm
            send={send}
            label={raised || speaking ? "Lower hand" : "Raise hand"}
            frame={() => ({ type: raised || speaking ? "lower_hand" : "raise_hand" })}
          >
            <Button type="submit" name="intent" value={raised || speaking ? "lower_hand" : "raise_hand"}>
              {raised || speaking ? "Lower hand" : "Raise hand"}
            </Button>
          </LiveForm>
          {you.canManage ? (
            <LiveForm send={send} label="Next speaker" frame={() => ({ type: "next_speaker" })}>
              <Button type="submit" name="intent" value="next_speaker" variant="outline">
                Next speaker
              </Button>
            </LiveForm>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function QueueList({
  queue,
  you,
  send,
  canAct,
}: {
  queue: Speaker[];
  you: { canManage: boolean };
  send: Send;
  canAct: boolean;
}) {
  if (queue.length === 0) return <p className="text-sm text-muted-foreground">No hands raised.</p>;
  return (
    <ol aria-label="Speakers' queue" className="flex flex-col divide-y rounded-md border">
      {queue.map((speaker) => (
        <li key={speaker.userId} className="flex items-center justify-between gap-2 p-2 text-sm">
          <span>{speaker.name}</span>
          {you.canManage && canAct ? (
            <LiveForm
              send={send}
              label={`Give the floor to ${speaker.name}`}
              frame={() => ({ type: "give_floor", userId: speaker.userId })}
            >
              <input type="hidden" name="userId" value={speaker.userId} />
              <Button type="submit" name="intent" value="give_floor" size="sm" variant="outline">
                Give the floor<span className="sr-only"> to {speaker.name}</span>
              </Button>
            </LiveForm>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const flags = (p: SessionParticipant) =>
  [
    p.microphoneEnabled ? "microphone on" : null,
    p.cameraEnabled ? "camera on" : null,
    p.screenSharing ? "sharing screen" : null,
    p.speaking ? "speaking" : null,
  ].filter(Boolean);

export function PresencePanel({
  room,
  you,
  send,
  live,
  avatars,
}: {
  room: RoomSnapshot;
  you: { userId: string; listener: boolean };
  send: Send;
  live: boolean;
  /** Photos by user id (people without one show initials). */
  avatars: Record<string, string>;
}) {
  const here = room.participants.filter((p) => p.connected);
  const gone = room.participants.filter((p) => !p.connected);
  const mine = room.participants.find((p) => p.userId === you.userId);
  return (
    <section aria-labelledby="presence-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="presence-title" className="text-lg font-semibold">
        In the meeting ({here.length})
      </h2>
      {here.length === 0 ? <p className="text-sm text-muted-foreground">Nobody has joined yet.</p> : null}
      <ul aria-label="Present" className="flex flex-col gap-1 text-sm">
        {here.map((p) => (
          <li key={p.userId} className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2">
              <Avatar
                avatarUrl={avatars[p.userId] ?? null}
                name={p.name}
                email={p.name}
                className="h-6 w-6 text-[10px]"
              />
              {p.name}
              {p.role ? <span className="text-muted-foreground capitalize"> · {p.role}</span> : null}
            </span>
            <span className="text-xs text-muted-foreground">
              {[p.status === "present" ? "in the room" : "remote", ...flags(p)].join(", ")}
            </span>
          </li>
        ))}
      </ul>
      {gone.length > 0 ? (
        <p className="text-xs text-muted-foreground">Left: {gone.map((p) => p.name).join(", ")}</p>
      ) : null}
      {live && mine && !you.listener ? (
        <div className="flex flex-col gap-2 border-t pt-3">
          <Label htmlFor="attending">I am attending</Label>
          <NativeSelect
            id="attending"
            value={mine.status}
            onChange={(event) => send({ type: "presence", status: event.target.value as "present" | "virtual" })}
          >
            <option value="present">In the room</option>
            <option value="virtual">Remotely</option>
          </NativeSelect>
          <div className="flex flex-wrap gap-3 text-sm">
            {(
              [
                ["microphoneEnabled", "Microphone"],
                ["cameraEnabled", "Camera"],
                ["screenSharing", "Sharing screen"],
              ] as const
            ).map(([key, text]) => (
              <label key={key} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={mine[key]}
                  onChange={(e) => send({ type: "presence", [key]: e.target.checked })}
                />
                {text}
              </label>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

export function VotesPanel({
  room,
  openVotes,
  meetingId,
}: {
  room: RoomSnapshot;
  openVotes: { id: string; title: string }[];
  meetingId: string;
}) {
  const titled = new Map(openVotes.map((vote) => [vote.id, vote.title]));
  const live = new Map(room.votes.map((vote) => [vote.voteId, vote]));
  const ids = [...new Set([...openVotes.map((vote) => vote.id), ...room.votes.map((vote) => vote.voteId)])];
  return (
    <section aria-labelledby="votes-title" className="flex flex-col gap-2 rounded-lg border p-4">
      <h2 id="votes-title" className="text-lg font-semibold">
        Open votes
      </h2>
      {ids.length === 0 ? <p className="text-sm text-muted-foreground">No vote is open.</p> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {ids.map((id) => {
          const turnout = live.get(id);
          return (
            <li key={id} className="flex flex-wrap justify-between gap-2">
              <span>{titled.get(id) ?? turnout?.title}</span>
              <span className="tabular-nums text-muted-foreground">
                {turnout && turnout.eligible > 0 ? `${turnout.cast} of ${turnout.eligible} voted` : "Voting open"}
              </span>
            </li>
          );
        })}
      </ul>
      {room.lastClosedVote ? (
        <p className="text-sm">
          Last vote closed: {room.lastClosedVote.title}: {VOTE_RESULT_LABELS[room.lastClosedVote.result]}
        </p>
      ) : null}
      <Link to={`/dashboard/meetings/${meetingId}/resolutions`} className="text-sm underline">
        Go to resolutions to vote
      </Link>
    </section>
  );
}

export function ChatPanel({
  chat,
  send,
  canAct,
  avatars,
}: {
  chat: ChatMessage[];
  send: Send;
  canAct: boolean;
  /** Photos by user id (people without one show initials). */
  avatars: Record<string, string>;
}) {
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="chat-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="chat-title" className="text-lg font-semibold">
        Chat
      </h2>
      {chat.length === 0 ? <p className="text-sm text-muted-foreground">No messages yet.</p> : null}
      <ol
        aria-label="Chat messages"
        aria-live="polite"
        className="flex max-h-96 flex-col gap-2 overflow-y-auto text-sm"
      >
        {chat.map((message) => (
          <li key={message.id}>
            <Avatar
              avatarUrl={(message.userId && avatars[message.userId]) || null}
              name={message.userName}
              email={message.userName}
              className="mr-2 inline-flex h-6 w-6 align-middle text-[10px]"
            />
            <span className="font-medium">{message.userName}</span>{" "}
            <time
              className="text-xs text-muted-foreground"
              dateTime={new Date(message.timestamp).toISOString()}
              title={formatDateTime(message.timestamp, timeZone)}
            >
              {formatTime(message.timestamp, timeZone)}
            </time>
            <p className="whitespace-pre-wrap break-words">{message.message}</p>
          </li>
        ))}
      </ol>
      {canAct ? (
        <LiveForm
          send={send}
          label="Send a chat message"
          frame={(data) => ({ type: "chat", message: String(data.get("message") ?? "") })}
          className="flex flex-col gap-2"
        >
          <Label htmlFor="chat-message">Chat message</Label>
          <Textarea id="chat-message" name="message" required maxLength={CHAT_MESSAGE_MAX} rows={2} />
          <Button type="submit" name="intent" value="chat" className="self-end">
            Send
          </Button>
        </LiveForm>
      ) : null}
    </section>
  );
}
