import { type Connection, type ConnectionContext, Server, type WSMessage } from "partyserver";

/** What a room answers a frame it can't accept with; every room's protocol lists it among its server messages. */
type ErrorFrame = { type: "error"; message: string };

/** A socket of a room, with the room's own per-connection state (kept in the hibernation attachment). */
export type RoomConnection<State> = Connection<State>;

/**
 * The base of every room: partyserver's Server with hibernation on, each client frame parsed with the
 * room's protocol validator (a bad one gets an error frame), and typed sends of the room's server messages.
 * partyserver already skips echoing the reserved close codes 1005/1006, which the runtime refuses.
 * Rooms are addressed with idFromName, so `this.name` is the room's key (e.g. the user id).
 */
export abstract class Room<ClientMessage, ServerMessage extends { type: string }, State> extends Server<Env> {
  static options = { hibernate: true };

  /** The protocol's validator of client frames (app/lib/<capability>/realtime.ts): the message, or null. */
  protected abstract parseClientMessage(frame: unknown): ClientMessage | null;

  /** A socket was accepted: set its state and greet it. */
  protected abstract onJoin(connection: RoomConnection<State>, ctx: ConnectionContext): void | Promise<void>;

  /** A frame that the room's validator accepted. */
  protected abstract onClientMessage(connection: RoomConnection<State>, message: ClientMessage): void | Promise<void>;

  // Rooms implement onJoin, never onConnect: partyserver answers an exception thrown from onConnect by
  // sending err.stack to the browser, so a failed join is logged here and the socket closed instead.
  async onConnect(connection: Connection, ctx: ConnectionContext): Promise<void> {
    try {
      await this.onJoin(connection as RoomConnection<State>, ctx);
    } catch (error) {
      console.error(`${this.constructor.name} join failed`, error);
      this.send(connection, { type: "error", message: "Could not join the room" });
      connection.close(1011, "Could not join the room");
    }
  }

  async onMessage(connection: Connection, raw: WSMessage): Promise<void> {
    const message = this.parseClientMessage(parseFrame(raw));
    if (message === null) {
      this.send(connection, { type: "error", message: "Invalid message" });
      return;
    }
    await this.onClientMessage(connection as RoomConnection<State>, message);
  }

  onError(connection: Connection, error: unknown): void {
    console.error(`${this.constructor.name} socket error`, connection.id, error);
  }

  /** Rooms are reached by WebSocket upgrades and RPC only. */
  onRequest(): Response {
    return new Response("Not found", { status: 404 });
  }

  protected send(connection: Connection, message: ServerMessage | ErrorFrame): void {
    connection.send(JSON.stringify(message));
  }

  /** Closes each socket with the room's code and reason; one already gone is skipped. */
  protected closeAll(connections: Iterable<Connection>, close: { code: number; reason: string }): void {
    for (const connection of connections) {
      try {
        connection.close(close.code, close.reason);
      } catch {
        // Closed meanwhile by the other side: nothing left to do.
      }
    }
  }

  /** Sends to every open socket of the room; returns how many got it. */
  protected sendToAll(message: ServerMessage): number {
    const frame = JSON.stringify(message);
    let delivered = 0;
    for (const connection of this.getConnections()) {
      try {
        connection.send(frame);
        delivered++;
      } catch {
        // A socket closing mid-send is dropped by the runtime; the others still get the message.
      }
    }
    return delivered;
  }
}

function parseFrame(raw: WSMessage): unknown {
  try {
    return JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
  } catch {
    return undefined;
  }
}
