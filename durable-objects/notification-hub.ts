import { DurableObject } from "cloudflare:workers";
import { ClientMessageSchema, type ServerMessage } from "../app/lib/notifications/realtime";

/**
 * One room per user: every open tab and device of that user holds a socket here, and the service
 * layer publishes to all of them at once. Hibernation keeps idle sockets free of cost.
 */
export class NotificationHub extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/publish" && request.method === "POST") {
      const message = (await request.json()) as ServerMessage;
      const frame = JSON.stringify(message);
      let delivered = 0;
      for (const socket of this.ctx.getWebSockets()) {
        try {
          socket.send(frame);
          delivered++;
        } catch {
          // A socket closing mid-send is dropped by the runtime; the others still get the message.
        }
      }
      return Response.json({ delivered });
    }
    if (url.pathname === "/connect" && request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      server.serializeAttachment({ user: url.searchParams.get("user"), connectedAt: Date.now() });
      server.send(JSON.stringify({ type: "ready", room: "notifications" } satisfies ServerMessage));
      return new Response(null, { status: 101, webSocket: client });
    }
    return new Response("Not found", { status: 404 });
  }

  async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    let data: unknown;
    try {
      data = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
    } catch {
      data = undefined;
    }
    const parsed = ClientMessageSchema.safeParse(data);
    if (!parsed.success) {
      socket.send(JSON.stringify({ type: "error", message: "Invalid message" } satisfies ServerMessage));
      return;
    }
    if (parsed.data.type === "ping") socket.send(JSON.stringify({ type: "pong" } satisfies ServerMessage));
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    // 1005/1006 are reserved and may not be sent back (STACK.md gotcha 7).
    const safeCode = code === 1005 || code === 1006 ? 1000 : code;
    try {
      socket.close(safeCode, reason);
    } catch {
      // Already closed.
    }
  }
}
