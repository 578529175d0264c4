// What follows a document's new current version (an upload, a new version, a restore, a duplicate): its text is
// extracted in the background (after which its annotations re-anchor, extraction-hooks.ts), and the published
// board packs that hold it are told (late papers). One place, so every path that changes the bytes does both.
import { onAssetVersionAdded } from "../board-packs/late-papers";
import type { ActorContext } from "../platform/context";
import { enqueueTextExtraction } from "./extraction";

export async function afterNewCurrentVersion(
  ctx: ActorContext,
  asset: { id: string; extractionStatus: string },
  versionNumber: number,
  { latePaper }: { latePaper: boolean },
): Promise<void> {
  if (asset.extractionStatus === "pending") await enqueueTextExtraction(ctx, asset.id, versionNumber);
  if (latePaper) await onAssetVersionAdded(ctx, asset.id);
}
