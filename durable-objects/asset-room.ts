import type { ConnectionContext } from "partyserver";
import { ASSET_ROOM_BACKLOG } from "../app/lib/annotations/constants";
import {
  type AnnotationEvent,
  AnnotationEventSchema,
  ASSET_ROOM_CLOSE,
  ASSET_ROOM_USER_HEADER,
  type AssetClientMessage,
  type AssetServerMessage,
  parseAssetClientMessage,
} from "../app/lib/annotations/realtime";
import { Room, type RoomConnection } from "./room";

/** The user the app Worker authenticated for this socket (never taken from the client). */
type ReaderState = { userId: string; connectedAt: number };
type ReaderConnection = RoomConnection<ReaderState>;
/** An event as the room keeps it: who may receive it (null: every reader). */
type StoredEvent = { seq: number; event: AnnotationEvent; privateTo: string | null };

const SEQ_KEY = "seq";
const eventKey = (seq: number) => `event:${String(seq).padStart(12, "0")}`;

/**
 * One room per document (its name is the asset id): every reader of the document holds a socket here. The
 * service layer publishes each annotation write; the room numbers it, keeps the last ASSET_ROOM_BACKLOG events
 * in its storage for readers that reconnect, and sends it to every reader, or only to its author when the
 * annotation is private. Hibernation keeps idle readers free of cost; the sequence survives in storage.
 */
export class AssetRoom extends Room<AssetClientMessage, AssetServerMessage, ReaderState> {
  protected parseClientMessage(frame: unknown): AssetClientMessage | null {
    return parseAssetClientMessage(frame);
  }

  protected async onJoin(connection: ReaderConnection, ctx: ConnectionContext): Promise<void> {
    const userId = ctx.request.headers.get(ASSET_ROOM_USER_HEADER);
    if (!userId) throw new Error("asset room upgrade without its authenticated user");
    connection.setState({ userId, connectedAt: Date.now() });
    this.send(connection, { type: "ready", room: "asset", seq: await this.currentSeq() });
  }

  protected async onClientMessage(connection: ReaderConnection, message: AssetClientMessage): Promise<void> {
    if (message.type === "ping") {
      this.send(connection, { type: "pong" });
      return;
    }
    await this.catchUp(connection, message.since);
  }

  /** RPC: the users with an open socket here, for the service layer to check their access with the one rule. */
  readerIds(): string[] {
    const ids = new Set<string>();
    for (const connection of this.openReaders()) {
      if (connection.state?.userId) ids.add(connection.state.userId);
    }
    return [...ids];
  }

  /** RPC after a revocation: closes the sockets of these users (4403); returns how many. */
  closeReaders(userIds: string[]): number {
    const ending = this.openReaders().filter((connection) => userIds.includes(connection.state?.userId ?? ""));
    this.closeAll(ending, ASSET_ROOM_CLOSE.accessRevoked);
    return ending.length;
  }

  /**
   * RPC from the service layer after a write: returns how many sockets got it. `refused` are the readers the
   * service found without access just before (readerIds, then the one rule): they are closed, never sent it.
   */
  async publish(event: AnnotationEvent, privateTo: string | null, refused: string[] = []): Promise<number> {
    if (refused.length > 0) this.closeReaders(refused);
    const checked = AnnotationEventSchema.parse(event);
    const seq = (await this.currentSeq()) + 1;
    const stored: StoredEvent = { seq, event: checked, privateTo };
    await this.ctx.storage.put({ [SEQ_KEY]: seq, [eventKey(seq)]: stored });
    if (seq > ASSET_ROOM_BACKLOG) await this.ctx.storage.delete(eventKey(seq - ASSET_ROOM_BACKLOG));
    return this.deliver(stored);
  }

  /** The events after `since` that this reader may see, or a reset when the backlog no longer reaches back. */
  private async catchUp(connection: ReaderConnection, since: number): Promise<void> {
    const seq = await this.currentSeq();
    if (since > seq || since < seq - ASSET_ROOM_BACKLOG) {
      this.send(connection, { type: "reset", seq });
      return;
    }
    const missed = await this.ctx.storage.list<StoredEvent>({
      start: eventKey(since + 1),
      end: eventKey(seq + 1),
    });
    for (const stored of missed.values()) {
      if (mayReceive(connection, stored))
        this.send(connection, { type: "event", seq: stored.seq, event: stored.event });
    }
  }

  private deliver(stored: StoredEvent): number {
    const frame = JSON.stringify({ type: "event", seq: stored.seq, event: stored.event } satisfies AssetServerMessage);
    let delivered = 0;
    for (const connection of this.openReaders()) {
      if (!mayReceive(connection, stored)) continue;
      try {
        connection.send(frame);
        delivered++;
      } catch {
        // A socket closing mid-send is dropped by the runtime; the others still get the event.
      }
    }
    return delivered;
  }

  private openReaders(): ReaderConnection[] {
    return [...this.getConnections<ReaderState>()].filter((connection) => connection.readyState === WebSocket.OPEN);
  }

  private async currentSeq(): Promise<number> {
    return (await this.ctx.storage.get<number>(SEQ_KEY)) ?? 0;
  }
}

/** Private annotations reach their author only: the room checks, whatever a client asked for. */
function mayReceive(connection: ReaderConnection, stored: StoredEvent): boolean {
  const userId = connection.state?.userId;
  if (!userId) return false;
  return stored.privateTo === null || stored.privateTo === userId;
}
