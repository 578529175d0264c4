import type { AssetRoom } from "../../../durable-objects/asset-room";
import type { AnnotationEvent } from "../../lib/annotations/realtime";

/**
 * The document's AssetRoom, typed for RPC. The generated Env says only `DurableObjectNamespace` because the
 * class lives in the realtime Worker; this is the one place that names it.
 */
export function assetRoom(env: Env, assetId: string): DurableObjectStub<AssetRoom> {
  const rooms = env.ASSET_ROOM as unknown as DurableObjectNamespace<AssetRoom>;
  return rooms.get(rooms.idFromName(assetId));
}

/**
 * Tells the document's readers what just changed (after the write is in D1, which stays the record): a private
 * annotation's events go to its author only (`privateTo`). A room that can't be reached is logged, not thrown:
 * the write has happened and readers catch up from D1 when they reconnect.
 */
export async function tellReaders(
  env: Env,
  assetId: string,
  event: AnnotationEvent,
  privateTo: string | null,
): Promise<void> {
  try {
    await assetRoom(env, assetId).publish(event, privateTo);
  } catch (error) {
    console.error("asset room publish failed", error);
  }
}
