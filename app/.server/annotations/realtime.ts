import { ASSET_ROOM_USER_HEADER } from "../../lib/annotations/realtime";
import { requireAsset } from "../assets/access";
import type { ActorContext } from "../platform/context";
import { ServiceError } from "../platform/errors";
import { assetRoom } from "./room";

/**
 * Opens a reader's socket on a document's room: only for someone the document guard lets view it (else the
 * guard's 404 or 403, before any upgrade), and with the verified user id in place of anything the client sent,
 * so the room can keep private annotations to their author.
 */
export async function openAssetRoom(ctx: ActorContext, assetId: string, upgrade: Request): Promise<Response> {
  try {
    const { asset } = await requireAsset(ctx, assetId, "asset.view");
    const forwarded = new Request(upgrade);
    forwarded.headers.set(ASSET_ROOM_USER_HEADER, ctx.actor.user.id);
    return assetRoom(ctx.env, asset.id).fetch(forwarded);
  } catch (error) {
    if (error instanceof ServiceError) return new Response(error.message, { status: error.status });
    throw error;
  }
}
