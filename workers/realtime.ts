import type { RequestServices } from "../app/.server/platform/request-context";
import { REALTIME_PATHS } from "../app/lib/notifications/realtime";

/**
 * Authenticates a WebSocket upgrade and forwards it to the caller's own room. The room never sees
 * who is asking from the client: the user id comes from the verified session here.
 */
export async function forwardRealtime(request: Request, env: Env, services: RequestServices): Promise<Response> {
  const url = new URL(request.url);
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  // Browsers always send Origin on WebSocket handshakes; refuse other sites (cross-site WebSocket hijacking).
  if (request.headers.get("Origin") !== url.origin)
    return new Response("Cross-origin WebSocket refused", { status: 403 });
  const resolved = await services.getActor();
  if (!resolved) return new Response("User not authenticated", { status: 401 });

  if (url.pathname === REALTIME_PATHS.notifications) {
    const userId = resolved.actor.user.id;
    const hub = env.NOTIFICATION_HUB.get(env.NOTIFICATION_HUB.idFromName(userId));
    const forwarded = new Request(`https://notification-hub/connect?user=${encodeURIComponent(userId)}`, request);
    return hub.fetch(forwarded);
  }
  return new Response("Unknown realtime room", { status: 404 });
}
