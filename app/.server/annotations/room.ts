import { eq } from "drizzle-orm";
import type { AssetRoom } from "../../../durable-objects/asset-room";
import type { AnnotationEvent } from "../../lib/annotations/realtime";
import { usersWhoMayView } from "../assets/access";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";

/**
 * The document's AssetRoom, typed for RPC. The generated Env says only `DurableObjectNamespace` because the
 * class lives in the realtime Worker; this is the one place that names it.
 */
export function assetRoom(env: Env, assetId: string): DurableObjectStub<AssetRoom> {
  const rooms = env.ASSET_ROOM as unknown as DurableObjectNamespace<AssetRoom>;
  return rooms.get(rooms.idFromName(assetId));
}

/** The room's readers who no longer may view the document (the one rule, `usersWhoMayView`). */
async function readersWithoutAccess(ctx: ServiceContext, room: DurableObjectStub<AssetRoom>, assetId: string) {
  const readers = await room.readerIds();
  if (readers.length === 0) return [];
  const allowed = await usersWhoMayView(ctx, assetId, readers);
  return readers.filter((userId) => !allowed.has(userId));
}

/**
 * Tells the document's readers what just changed (after the write is in D1, which stays the record): a private
 * annotation's events go to its author only (`privateTo`). Every reader's access is checked first, so whoever lost
 * it by any path (even one that did not call `closeReadersWithoutAccess`, such as leaving the organisation) gets
 * nothing more and is closed with 4403. A room that can't be reached is logged, not thrown: the write has happened
 * and readers catch up from D1 when they reconnect.
 */
export async function tellReaders(
  ctx: ServiceContext,
  assetId: string,
  event: AnnotationEvent,
  privateTo: string | null,
): Promise<void> {
  try {
    const room = assetRoom(ctx.env, assetId);
    await room.publish(event, privateTo, await readersWithoutAccess(ctx, room, assetId));
  } catch (error) {
    console.error("asset room publish failed", error);
  }
}

/**
 * Called by the services that take access away (a share revoked, a vault seat removed, a vault made private or
 * deleted, a document deleted; a changed vault role keeps a seat, so view access) after their write: the readers
 * of these documents who lost it are closed at once (4403). Best effort like `tellReaders`: a room that can't be
 * reached closes them at its next event.
 */
export async function closeReadersWithoutAccess(ctx: ServiceContext, assetIds: string[]): Promise<void> {
  await Promise.all(
    assetIds.map(async (assetId) => {
      try {
        const room = assetRoom(ctx.env, assetId);
        const refused = await readersWithoutAccess(ctx, room, assetId);
        if (refused.length > 0) await room.closeReaders(refused);
      } catch (error) {
        console.error("asset room revocation failed", error);
      }
    }),
  );
}

/** The documents a vault holds, for `closeReadersWithoutAccess` after a change to the vault's access. */
export async function documentsOfVault(ctx: ServiceContext, vaultId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ assetId: schema.vaultAssets.assetId })
    .from(schema.vaultAssets)
    .where(eq(schema.vaultAssets.vaultId, vaultId));
  return rows.map((row) => row.assetId);
}
