import type { ConnectionContext } from "partyserver";
import { MEETING_STATUSES, type MeetingStatus, type ParticipantRole } from "../app/lib/meetings/constants";
import { MEETING_MESSAGES } from "../app/lib/meetings/messages";
import type { MeetingRoomEvent } from "../app/lib/meetings/room-events";
import {
  CHAT_BACKLOG,
  CHAT_RATE,
  MEETING_ROOM_HEADERS,
  MEETING_ROOM_TEXTS,
  shardName,
} from "../app/lib/meetings/room-limits";
import {
  type ChatMessage,
  type LiveAction,
  type MeetingClientMessage,
  type MeetingServerMessage,
  MeetingServerMessageSchema,
  parseMeetingClientMessage,
  type RoomSnapshot,
  type SessionParticipant,
  type Speaker,
} from "../app/lib/meetings/room-protocol";
import { z } from "../app/lib/platform/zod";
import { Room, type RoomConnection } from "./room";

const MeetingStatusSchema = z.enum(MEETING_STATUSES);

/** Who a socket is (set by the app Worker's verified headers, kept in the hibernation attachment). */
type Seat = {
  userId: string;
  name: string;
  role: ParticipantRole | null;
  canManage: boolean;
  /** An AGM's audience: watches only, not in the presence list. */
  listener: boolean;
  /** When this socket last sent chat messages, for the rate limit. */
  chatTimes: number[];
};
type SeatConnection = RoomConnection<Seat>;
/** The identity of a no-JavaScript form post, as the app Worker verified it. */
export type RoomActor = { userId: string; name: string; canManage: boolean };
export type RoomAction = LiveAction;

const KEYS = {
  status: "status",
  participants: "participants",
  queue: "queue",
  floor: "floor",
  agenda: "agenda",
  votes: "votes",
  lastClosedVote: "last-closed-vote",
  chat: "chat",
  /** Listener sockets placed per room: index 0 is this room, n its shard n. */
  placed: "placed",
} as const;

type Participants = Record<string, SessionParticipant>;
/** A refusal carries the HTTP status the no-JavaScript post answers with. */
export type Outcome = { ok: true } | { ok: false; message: string; status: 403 | 409 | 429 | 503 };
const refuse = (message: string, status: 403 | 409 | 429 | 503): Outcome => ({ ok: false, message, status });

/**
 * One room per meeting (its name is the meeting id), on the shared room base with hibernation. The room owns what
 * only it knows: presence, the speakers' queue, chat (it writes each message to D1 too, decision 038); it keeps what
 * the services tell it (status, agenda progress, open votes' turnout) so that every (re)connecting socket first gets
 * a full snapshot. Everything lives in the room's storage, so an evicted room comes back with the same state.
 * Listener shards (`{id}:shard:{n}`) are the same class: they hold an AGM's overflow audience, get each frame from
 * the main room with one RPC, and answer their sockets' snapshots from it.
 */
export class MeetingRoom extends Room<MeetingClientMessage, MeetingServerMessage, Seat> {
  private readonly userRate = new Map<string, number[]>();

  private get meetingId(): string {
    return this.name.split(":shard:")[0];
  }

  private get shardIndex(): number {
    const [, shard] = this.name.split(":shard:");
    return shard ? Number(shard) : 0;
  }

  protected parseClientMessage(frame: unknown): MeetingClientMessage | null {
    return parseMeetingClientMessage(frame);
  }

  // Every change runs one at a time, in arrival order: handlers await D1 and RPCs, which let the next event in, and
  // each reads and writes whole values (participants, queue). Chat stays in order and the rate limit sees each send.
  private tail: Promise<unknown> = Promise.resolve();
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  protected onJoin(connection: SeatConnection, ctx: ConnectionContext): Promise<void> {
    return this.serial(() => this.join(connection, ctx));
  }

  onClose(connection: SeatConnection): Promise<void> {
    return this.serial(() => this.leave(connection));
  }

  protected onClientMessage(connection: SeatConnection, message: MeetingClientMessage): Promise<void> {
    return this.serial(() => this.handle(connection, message));
  }

  /** RPC: a service's write (tellMeeting): the room keeps what its snapshot needs, then passes it on. */
  publish(event: MeetingRoomEvent): Promise<number> {
    return this.serial(() => this.keepAndSend(event));
  }

  /**
   * RPC: a no-JavaScript form post (raise / lower hand, chat, the chair's floor), forwarded by the live page's action
   * with the meeting's status as D1 has it now.
   */
  act(actor: RoomActor, action: RoomAction, meetingStatus: MeetingStatus): Promise<Outcome> {
    return this.serial(() => this.actNow(actor, action, meetingStatus));
  }

  /**
   * RPC: where the app Worker sends a new listener (0: this room, n: shard n), counting the placement: a room takes
   * `limit` listeners, then the next shard with room. Participants never go through here: they join this room.
   */
  placeListener(limit: number): Promise<number> {
    return this.serial(() => this.place(limit));
  }

  /** RPC: a listener socket closed here (0) or on shard n. */
  listenerLeft(index: number): Promise<void> {
    return this.serial(() => this.unplace(index));
  }

  private async join(connection: SeatConnection, ctx: ConnectionContext): Promise<void> {
    const headers = ctx.request.headers;
    const userId = headers.get(MEETING_ROOM_HEADERS.userId);
    if (!userId) throw new Error("meeting room upgrade without its authenticated user");
    const seat: Seat = {
      userId,
      name: decodeURIComponent(headers.get(MEETING_ROOM_HEADERS.name) ?? "") || "Member",
      role: (headers.get(MEETING_ROOM_HEADERS.role) as ParticipantRole | null) || null,
      canManage: headers.get(MEETING_ROOM_HEADERS.manages) === "1",
      listener: headers.get(MEETING_ROOM_HEADERS.listener) === "1" || this.shardIndex > 0,
      chatTimes: [],
    };
    connection.setState(seat);
    const you = { userId, canManage: seat.canManage, listener: seat.listener };
    if (this.shardIndex > 0) {
      this.send(connection, { type: "snapshot", snapshot: await this.mainRoom().snapshot(), you });
      return;
    }
    const meetingStatus = MeetingStatusSchema.safeParse(headers.get(MEETING_ROOM_HEADERS.meetingStatus));
    if (meetingStatus.success) await this.ctx.storage.put(KEYS.status, meetingStatus.data);
    if (seat.listener) {
      this.send(connection, { type: "snapshot", snapshot: await this.snapshot(), you });
      return;
    }
    const status = headers.get(MEETING_ROOM_HEADERS.status) === "present" ? "present" : "virtual";
    const participants = await this.participants();
    const before = participants[userId];
    const rejoining = before?.connected !== true;
    const participant: SessionParticipant = {
      userId,
      name: seat.name,
      role: seat.role,
      status: rejoining ? status : before.status,
      connected: true,
      cameraEnabled: before?.cameraEnabled ?? false,
      microphoneEnabled: before?.microphoneEnabled ?? false,
      screenSharing: before?.screenSharing ?? false,
      speaking: false,
      joinedAt: rejoining ? Date.now() : before.joinedAt,
      leftAt: null,
    };
    participants[userId] = participant;
    await this.ctx.storage.put(KEYS.participants, participants);
    this.send(connection, { type: "snapshot", snapshot: await this.snapshot(), you });
    if (rejoining) {
      await this.tellEveryone({ type: "participant_joined", participant }, connection.id);
      await this.recordAttendance(userId, participant.status, null);
    }
  }

  private async leave(connection: SeatConnection): Promise<void> {
    const seat = connection.state;
    if (!seat) return;
    if (seat.listener) {
      try {
        if (this.shardIndex > 0) await this.mainRoom().listenerLeft(this.shardIndex);
        else await this.unplace(0);
      } catch (error) {
        // The count stays one too high: the room takes one listener fewer (decision 038).
        console.error("meeting room listener count failed", error);
      }
      return;
    }
    const stillHere = this.openSockets().some(
      (other) => other.id !== connection.id && other.state?.userId === seat.userId,
    );
    if (stillHere) return;
    const participants = await this.participants();
    const participant = participants[seat.userId];
    if (!participant) return;
    const leftAt = Date.now();
    participants[seat.userId] = { ...participant, connected: false, speaking: false, leftAt };
    await this.ctx.storage.put(KEYS.participants, participants);
    await this.tellEveryone({ type: "participant_left", userId: seat.userId, leftAt });
    const queue = await this.queue();
    if (queue.some((speaker) => speaker.userId === seat.userId)) {
      await this.setQueue(
        queue.filter((speaker) => speaker.userId !== seat.userId),
        await this.floor(),
      );
    }
    await this.recordAttendance(seat.userId, null, leftAt);
  }

  private async handle(connection: SeatConnection, message: MeetingClientMessage): Promise<void> {
    const seat = connection.state;
    if (!seat) return;
    if (message.type === "ping") {
      this.send(connection, { type: "pong" });
      return;
    }
    if (seat.listener) {
      this.send(connection, { type: "error", message: MEETING_ROOM_TEXTS.listenersWatchOnly });
      return;
    }
    let outcome: Outcome;
    if (message.type === "presence") outcome = await this.updatePresence(seat.userId, message);
    else if ((await this.ctx.storage.get(KEYS.status)) !== "in_progress")
      outcome = refuse(MEETING_MESSAGES.noActiveSession, 409);
    else if (message.type === "chat") {
      const times = recentTimes(seat.chatTimes);
      if (times.length >= CHAT_RATE.messages) outcome = refuse(MEETING_ROOM_TEXTS.chatTooFast, 429);
      else {
        connection.setState({ ...seat, chatTimes: [...times, Date.now()] });
        outcome = await this.postChat(seat, message.message);
      }
    } else outcome = await this.queueAction(seat, message);
    if (!outcome.ok) this.send(connection, { type: "error", message: outcome.message });
  }

  // ——— RPC from the app Worker ———

  /** Everything a client needs to draw the room (the live page's loader reads it too). */
  async snapshot(): Promise<RoomSnapshot> {
    const [status, participants, queue, floor, agenda, votes, lastClosedVote, chat] = await Promise.all([
      this.ctx.storage.get<RoomSnapshot["status"]>(KEYS.status),
      this.participants(),
      this.queue(),
      this.floor(),
      this.ctx.storage.get<RoomSnapshot["agenda"]>(KEYS.agenda),
      this.votes(),
      this.ctx.storage.get<RoomSnapshot["lastClosedVote"]>(KEYS.lastClosedVote),
      this.chat(),
    ]);
    return {
      status: status ?? null,
      participants: Object.values(participants).sort((a, b) => a.joinedAt - b.joinedAt),
      queue,
      floor,
      agenda: agenda ?? null,
      votes,
      lastClosedVote: lastClosedVote ?? null,
      chat,
    };
  }

  private async keepAndSend(event: MeetingRoomEvent): Promise<number> {
    const message = MeetingServerMessageSchema.parse({ type: "event", event });
    if (message.type !== "event") return 0;
    const checked = message.event;
    switch (checked.type) {
      case "meeting_status":
        await this.ctx.storage.put(KEYS.status, checked.status);
        if (checked.status !== "in_progress") await this.setQueue([], null, { quietly: true });
        // The meeting starts with people already in the room: their attendance counts from now.
        else await this.recordAttendanceOfEveryoneHere();
        break;
      case "agenda_changed":
        await this.ctx.storage.put(KEYS.agenda, { currentItemId: checked.currentItemId, items: checked.items });
        break;
      case "vote_opened": {
        const votes = (await this.votes()).filter((vote) => vote.voteId !== checked.voteId);
        await this.ctx.storage.put(KEYS.votes, [
          ...votes,
          { voteId: checked.voteId, title: checked.title, cast: 0, eligible: 0 },
        ]);
        break;
      }
      case "vote_turnout": {
        const votes = (await this.votes()).map((vote) =>
          vote.voteId === checked.voteId ? { ...vote, cast: checked.cast, eligible: checked.eligible } : vote,
        );
        await this.ctx.storage.put(KEYS.votes, votes);
        break;
      }
      case "vote_closed":
        await this.ctx.storage.put({
          [KEYS.votes]: (await this.votes()).filter((vote) => vote.voteId !== checked.voteId),
          [KEYS.lastClosedVote]: { voteId: checked.voteId, title: checked.title, result: checked.result },
        });
        break;
      default:
        break;
    }
    return this.tellEveryone(message);
  }

  private async actNow(actor: RoomActor, action: RoomAction, meetingStatus: MeetingStatus): Promise<Outcome> {
    await this.ctx.storage.put(KEYS.status, meetingStatus);
    if (meetingStatus !== "in_progress") return refuse(MEETING_MESSAGES.noActiveSession, 409);
    const seat: Seat = { ...actor, role: null, listener: false, chatTimes: [] };
    if (action.intent === "chat") {
      const times = recentTimes(this.userRate.get(actor.userId) ?? []);
      if (times.length >= CHAT_RATE.messages) return refuse(MEETING_ROOM_TEXTS.chatTooFast, 429);
      this.userRate.set(actor.userId, [...times, Date.now()]);
      return this.postChat(seat, action.message);
    }
    if (action.intent === "give_floor") return this.queueAction(seat, { type: "give_floor", userId: action.userId });
    return this.queueAction(seat, { type: action.intent });
  }

  private async place(limit: number): Promise<number> {
    const placed = [...((await this.ctx.storage.get<number[]>(KEYS.placed)) ?? [0])];
    let index = placed.findIndex((count) => count < limit);
    if (index === -1) index = placed.push(0) - 1;
    placed[index]++;
    await this.ctx.storage.put(KEYS.placed, placed);
    return index;
  }

  private async unplace(index: number): Promise<void> {
    const placed = [...((await this.ctx.storage.get<number[]>(KEYS.placed)) ?? [0])];
    if (placed[index] > 0) placed[index]--;
    await this.ctx.storage.put(KEYS.placed, placed);
  }

  /** On a shard: a frame the main room sends to everyone; returns how many of this shard's sockets got it. */
  relay(frame: string): number {
    let delivered = 0;
    for (const connection of this.openSockets()) {
      try {
        connection.send(frame);
        delivered++;
      } catch {
        // Closing meanwhile: the others still get it.
      }
    }
    return delivered;
  }

  // ——— the room's own state ———

  private async queueAction(
    seat: Pick<Seat, "userId" | "name" | "canManage">,
    message: Extract<MeetingClientMessage, { type: "raise_hand" | "lower_hand" | "give_floor" | "next_speaker" }>,
  ): Promise<Outcome> {
    const [queue, floor] = await Promise.all([this.queue(), this.floor()]);
    switch (message.type) {
      case "raise_hand":
        if (queue.some((speaker) => speaker.userId === seat.userId) || floor?.userId === seat.userId)
          return { ok: true };
        return this.setQueue([...queue, { userId: seat.userId, name: seat.name, since: Date.now() }], floor);
      case "lower_hand":
        return this.setQueue(
          queue.filter((speaker) => speaker.userId !== seat.userId),
          floor?.userId === seat.userId ? null : floor,
        );
      case "give_floor": {
        if (!seat.canManage) return refuse(MEETING_ROOM_TEXTS.chairOnly, 403);
        const next = queue.find((speaker) => speaker.userId === message.userId);
        if (!next) return refuse(MEETING_ROOM_TEXTS.notInQueue, 409);
        return this.setQueue(
          queue.filter((speaker) => speaker !== next),
          { ...next, since: Date.now() },
        );
      }
      case "next_speaker": {
        if (!seat.canManage) return refuse(MEETING_ROOM_TEXTS.chairOnly, 403);
        const [next, ...rest] = queue;
        return this.setQueue(rest, next ? { ...next, since: Date.now() } : null);
      }
    }
  }

  private async setQueue(queue: Speaker[], floor: Speaker | null, { quietly = false } = {}): Promise<Outcome> {
    await this.ctx.storage.put({ [KEYS.queue]: queue, [KEYS.floor]: floor });
    if (!quietly) await this.tellEveryone({ type: "queue", queue, floor });
    return { ok: true };
  }

  private async updatePresence(
    userId: string,
    flags: Extract<MeetingClientMessage, { type: "presence" }>,
  ): Promise<Outcome> {
    const participants = await this.participants();
    const before = participants[userId];
    if (!before) return { ok: true };
    const { type: _type, ...changes } = flags;
    const participant = { ...before, ...changes };
    participants[userId] = participant;
    await this.ctx.storage.put(KEYS.participants, participants);
    await this.tellEveryone({ type: "participant_updated", participant });
    if (changes.status && changes.status !== before.status) await this.recordAttendance(userId, changes.status, null);
    return { ok: true };
  }

  /** Chat is the record (002 §3.9 Chat message): written to D1 first, then kept for snapshots and sent. */
  private async postChat(seat: Pick<Seat, "userId" | "name">, text: string): Promise<Outcome> {
    const message: ChatMessage = {
      id: crypto.randomUUID(),
      userId: seat.userId,
      userName: seat.name,
      message: text,
      timestamp: Date.now(),
      type: "text",
    };
    try {
      await this.env.DB.prepare(
        `insert into meeting_chat_messages (id, meeting_id, user_id, user_name, message, message_type, created_at)
         values (?, ?, ?, ?, ?, 'text', ?)`,
      )
        .bind(message.id, this.meetingId, seat.userId, seat.name, text, message.timestamp)
        .run();
    } catch (error) {
      console.error("meeting chat write failed", error);
      return refuse(MEETING_ROOM_TEXTS.roomUnavailable, 503);
    }
    const chat = [...(await this.chat()), message].slice(-CHAT_BACKLOG);
    await this.ctx.storage.put(KEYS.chat, chat);
    await this.tellEveryone({ type: "chat", message });
    return { ok: true };
  }

  /**
   * Attendance is a durable outcome: while the meeting is in progress, joining records the seat's presence and
   * first check-in time, and leaving its time (quorum counts present and virtual seats).
   */
  private async recordAttendance(userId: string, presence: "present" | "virtual" | null, leftAt: number | null) {
    try {
      const inProgress = `exists (select 1 from meetings m where m.id = meeting_participants.meeting_id
        and m.status = 'in_progress')`;
      const statement =
        presence !== null
          ? this.env.DB.prepare(
              `update meeting_participants set presence = ?, check_in_time = coalesce(check_in_time, ?), left_at = null
               where meeting_id = ? and user_id = ? and ${inProgress}`,
            ).bind(presence, Date.now(), this.meetingId, userId)
          : this.env.DB.prepare(
              `update meeting_participants set left_at = ? where meeting_id = ? and user_id = ? and ${inProgress}`,
            ).bind(leftAt, this.meetingId, userId);
      await statement.run();
    } catch (error) {
      console.error("meeting attendance write failed", error);
    }
  }

  private async recordAttendanceOfEveryoneHere() {
    const here = Object.values(await this.participants()).filter((participant) => participant.connected);
    for (const participant of here) await this.recordAttendance(participant.userId, participant.status, null);
  }

  /** Sends to this room's sockets (but `except`) and, with one RPC each, to its listener shards. */
  private async tellEveryone(message: MeetingServerMessage, except?: string): Promise<number> {
    const frame = JSON.stringify(message);
    let delivered = 0;
    for (const connection of this.openSockets()) {
      if (connection.id === except) continue;
      try {
        connection.send(frame);
        delivered++;
      } catch {
        // A socket closing mid-send is dropped by the runtime; the others still get the message.
      }
    }
    if (this.shardIndex > 0) return delivered;
    const placed = [...((await this.ctx.storage.get<number[]>(KEYS.placed)) ?? [0])];
    const shards = placed.map((_, index) => index).filter((index) => index > 0);
    const relayed = await Promise.allSettled(shards.map((index) => this.shard(index).relay(frame)));
    for (const result of relayed) {
      if (result.status === "fulfilled") delivered += result.value;
      else console.error("meeting listener shard relay failed", result.reason);
    }
    return delivered;
  }

  private openSockets(): SeatConnection[] {
    return [...this.getConnections<Seat>()].filter((connection) => connection.readyState === WebSocket.OPEN);
  }

  private rooms(): DurableObjectNamespace<MeetingRoom> {
    return this.env.MEETING_ROOM as unknown as DurableObjectNamespace<MeetingRoom>;
  }

  private mainRoom(): DurableObjectStub<MeetingRoom> {
    return this.rooms().get(this.rooms().idFromName(this.meetingId));
  }

  private shard(index: number): DurableObjectStub<MeetingRoom> {
    return this.rooms().get(this.rooms().idFromName(shardName(this.meetingId, index)));
  }

  private async participants(): Promise<Participants> {
    return (await this.ctx.storage.get<Participants>(KEYS.participants)) ?? {};
  }
  private async queue(): Promise<Speaker[]> {
    return (await this.ctx.storage.get<Speaker[]>(KEYS.queue)) ?? [];
  }
  private async floor(): Promise<Speaker | null> {
    return (await this.ctx.storage.get<Speaker | null>(KEYS.floor)) ?? null;
  }
  private async votes(): Promise<RoomSnapshot["votes"]> {
    return (await this.ctx.storage.get<RoomSnapshot["votes"]>(KEYS.votes)) ?? [];
  }
  private async chat(): Promise<ChatMessage[]> {
    return (await this.ctx.storage.get<ChatMessage[]>(KEYS.chat)) ?? [];
  }
}

/** The send times still inside the chat rate window. */
function recentTimes(times: readonly number[]): number[] {
  const since = Date.now() - CHAT_RATE.windowMs;
  return times.filter((time) => time > since);
}
