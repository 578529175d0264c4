import type { ConnectionContext } from "partyserver";
import { unreadNotificationCount } from "../app/.server/notifications/counts";
import { createDb } from "../app/.server/platform/db/client";
import {
  type ClientMessage,
  parseClientMessage,
  REALTIME_CLOSE,
  REALTIME_MAX_SOCKETS_PER_SESSION,
  REALTIME_MAX_SOCKETS_PER_USER,
  REALTIME_SESSION_HEADER,
  type RealtimeDisconnect,
  type ServerMessage,
} from "../app/lib/notifications/realtime";
import { Room, type RoomConnection } from "./room";

/** The session that opened the socket (the sessions row id, itself a digest), or null for an API token. */
type HubState = { connectedAt: number; sessionId: string | null };
type HubConnection = RoomConnection<HubState>;

/**
 * One room per user (its name is the user id): every open tab and device of that user holds a socket
 * here, and the service layer publishes to all of them at once. Hibernation keeps idle sockets free of cost.
 * Each socket keeps the session that opened it (in its hibernation attachment), so a sign-out closes its sockets.
 */
export class NotificationHub extends Room<ClientMessage, ServerMessage, HubState> {
  protected parseClientMessage(frame: unknown): ClientMessage | null {
    return parseClientMessage(frame);
  }

  protected async onJoin(connection: HubConnection, ctx: ConnectionContext): Promise<void> {
    const sessionId = ctx.request.headers.get(REALTIME_SESSION_HEADER);
    connection.setState({ connectedAt: Date.now(), sessionId });
    this.send(connection, { type: "ready", room: "notifications" });
    this.closeOldestPastCap(connection, sessionId);
    await this.sendCurrentCount(connection);
  }

  /**
   * Catch-up for a tab that (re)connects: frames sent while it was away are not replayed, so it hears the unread
   * count as it is now (the room's name is the user id). A failed read leaves the tab on its last count.
   */
  private async sendCurrentCount(connection: HubConnection): Promise<void> {
    try {
      const publishedBefore = this.publishedCount;
      const unread = await unreadNotificationCount({ db: createDb(this.env.DB) }, this.name);
      // A publish that overtook the read carried a newer count: the older one would undo it.
      if (this.publishedCount === publishedBefore) this.send(connection, { type: "notifications.count", unread });
    } catch (error) {
      console.error("notification hub count failed", error);
    }
  }

  protected onClientMessage(connection: HubConnection, message: ClientMessage): void {
    if (message.type === "ping") this.send(connection, { type: "pong" });
  }

  /** Publishes since this instance woke: lets a join's count read tell whether a newer count overtook it. */
  private publishedCount = 0;

  /** RPC from the app Worker's service layer: returns how many open sockets got the message. */
  publish(message: ServerMessage): number {
    this.publishedCount++;
    return this.sendToAll(message);
  }

  /** RPC from the sign-out services: closes the sockets of the sessions that ended; returns how many. */
  disconnect(which: RealtimeDisconnect): number {
    const ending = this.openConnections().filter((connection) => {
      const sessionId = connection.state?.sessionId ?? null;
      return "sessionIds" in which
        ? sessionId !== null && which.sessionIds.includes(sessionId)
        : sessionId === null || sessionId !== which.everySessionExcept;
    });
    this.closeAll(ending, REALTIME_CLOSE.signedOut);
    return ending.length;
  }

  /** Past a cap, the oldest sockets go: first the joining session's own, then the user's across sessions. */
  private closeOldestPastCap(joined: HubConnection, sessionId: string | null): void {
    const others = this.openConnections().filter((connection) => connection.id !== joined.id);
    const sameSession = others.filter((connection) => (connection.state?.sessionId ?? null) === sessionId);
    const fromSession = oldestFirst(sameSession).slice(
      0,
      Math.max(0, sameSession.length + 1 - REALTIME_MAX_SOCKETS_PER_SESSION),
    );
    const remaining = others.filter((connection) => !fromSession.includes(connection));
    const fromUser = oldestFirst(remaining).slice(0, Math.max(0, remaining.length + 1 - REALTIME_MAX_SOCKETS_PER_USER));
    this.closeAll([...fromSession, ...fromUser], REALTIME_CLOSE.tooManySockets);
  }

  private openConnections(): HubConnection[] {
    return [...this.getConnections<HubState>()].filter((connection) => connection.readyState === WebSocket.OPEN);
  }
}

function oldestFirst(connections: HubConnection[]): HubConnection[] {
  return [...connections].sort((a, b) => (a.state?.connectedAt ?? 0) - (b.state?.connectedAt ?? 0));
}
