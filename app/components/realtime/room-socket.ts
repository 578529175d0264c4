// One socket to a Durable Object room, as the browser's live hooks use it (the meeting room, the reader's
// annotations): the protocol's validator loaded with the first connection (zod stays out of the page's first
// load), every frame parsed and checked, a heartbeat, and reconnection with backoff until the page stops it.
import { reconnectDelayMs } from "~/lib/notifications/constants";

const HEARTBEAT_MS = 30_000;

export type RoomSocketOptions<ServerMessage, ClientMessage> = {
  /** The room's address on this origin, e.g. `/realtime/meetings/{id}`. */
  path: string;
  /** Imports the protocol's validator for server frames (null for a frame that does not check out). */
  loadParser: () => Promise<(frame: unknown) => ServerMessage | null>;
  /** The frame that keeps an idle connection open. */
  ping: ClientMessage;
  /** Each valid frame. Call `connected()` once the room has greeted this socket: the backoff starts over. */
  onMessage: (message: ServerMessage, socket: { send(message: ClientMessage): void; connected(): void }) => void;
  /** The socket closed: "stop" when the room means it (access revoked), else it reconnects. */
  onClose?: (event: CloseEvent) => "reconnect" | "stop";
};

export type RoomSocket<ClientMessage> = {
  /** Sends a frame when the socket is open; false when it is not. */
  send(message: ClientMessage): boolean;
  /** Closes for good (the page is leaving). */
  close(): void;
};

export function connectRoomSocket<ServerMessage, ClientMessage>(
  options: RoomSocketOptions<ServerMessage, ClientMessage>,
): RoomSocket<ClientMessage> {
  let socket: WebSocket | null = null;
  let parse: ((frame: unknown) => ServerMessage | null) | null = null;
  let attempt = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const sendOn = (ws: WebSocket, message: ClientMessage) => ws.send(JSON.stringify(message));
  const retry = () => {
    retryTimer = setTimeout(() => void connect(), reconnectDelayMs(attempt++));
  };

  async function connect() {
    try {
      parse ??= await options.loadParser();
    } catch {
      // Offline before the module came: try again like a lost socket.
      retry();
      return;
    }
    if (stopped) return;
    const url = new URL(options.path, window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(url);
    socket = ws;
    const handle = {
      send: (message: ClientMessage) => sendOn(ws, message),
      connected: () => {
        attempt = 0;
      },
    };
    ws.addEventListener("message", (event) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const message = parse?.(raw);
      if (message) options.onMessage(message, handle);
    });
    ws.addEventListener("open", () => {
      clearInterval(heartbeat);
      heartbeat = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) sendOn(ws, options.ping);
      }, HEARTBEAT_MS);
    });
    ws.addEventListener("close", (event) => {
      clearInterval(heartbeat);
      if (socket === ws) socket = null;
      if (options.onClose?.(event) === "stop") stopped = true;
      if (!stopped) retry();
    });
  }

  void connect();
  return {
    send(message) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      sendOn(socket, message);
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      socket?.close(1000, "page closed");
    },
  };
}
