import type { Context } from "hono";
import { openAssetRoom } from "../app/.server/annotations/realtime";
import { openMeetingRoom } from "../app/.server/meetings/room";
import { notificationHub } from "../app/.server/notifications/hub";
import { withActor } from "../app/.server/platform/request-context";
import { ASSET_ROOM_PATH_PREFIX } from "../app/lib/annotations/realtime";
import { MEETING_ROOM_PATH_PREFIX } from "../app/lib/meetings/room-limits";
import { REALTIME_PATHS, REALTIME_SESSION_HEADER } from "../app/lib/notifications/realtime";
import type { HttpEnv } from "./types";

/**
 * Authenticates a WebSocket upgrade and forwards it to the caller's own room. The room never sees
 * who is asking from the client: it is addressed by the user id of the verified session.
 */
export async function forwardRealtime(c: Context<HttpEnv>): Promise<Response> {
  const request = c.req.raw;
  const url = new URL(request.url);
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  // Browsers always send Origin on WebSocket handshakes; refuse other sites (cross-site WebSocket hijacking).
  if (request.headers.get("Origin") !== url.origin)
    return new Response("Cross-origin WebSocket refused", { status: 403 });
  const resolved = await c.var.services.getActor();
  if (!resolved) return new Response("User not authenticated", { status: 401 });

  if (url.pathname === REALTIME_PATHS.notifications) {
    return notificationHub(c.env, resolved.actor.user.id).fetch(roomRequest(request, resolved.actor.sessionId));
  }
  if (url.pathname.startsWith(ASSET_ROOM_PATH_PREFIX)) {
    const assetId = decodeURIComponent(url.pathname.slice(ASSET_ROOM_PATH_PREFIX.length));
    return openAssetRoom(withActor(c.var.services.service, resolved), assetId, roomRequest(request, undefined));
  }
  if (url.pathname.startsWith(MEETING_ROOM_PATH_PREFIX)) {
    // A malformed escape names no meeting: the guard answers it 404 like any unknown id.
    const meetingId = safeDecode(url.pathname.slice(MEETING_ROOM_PATH_PREFIX.length));
    const presence = url.searchParams.get("presence") === "present" ? "present" : "virtual";
    const actor = withActor(c.var.services.service, resolved);
    return openMeetingRoom(actor, meetingId, roomRequest(request, undefined), presence);
  }
  return new Response("Unknown realtime room", { status: 404 });
}

/**
 * The upgrade as a room receives it: no client query string, no partyserver control headers, and the
 * verified session (whose sign-out closes the socket) in place of anything the client sent under that name.
 */
function roomRequest(request: Request, sessionId: string | undefined): Request {
  const forwarded = new Request(`https://room${new URL(request.url).pathname}`, request);
  for (const name of [...forwarded.headers.keys()]) {
    if (name.startsWith("x-partykit-")) forwarded.headers.delete(name);
  }
  forwarded.headers.delete(REALTIME_SESSION_HEADER);
  if (sessionId) forwarded.headers.set(REALTIME_SESSION_HEADER, sessionId);
  return forwarded;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return "";
  }
}
