// What runs once a version's text is in the index (issue 10): the reader's annotations re-anchor on it.
import { reanchorAnnotations } from "../annotations/reanchor";
import { readAppEnv } from "../platform/env";
import type { ExtractionContext } from "./extraction";

/** Called by the text extraction consumer after a version's pages were extracted and saved ('done'). */
export async function afterTextExtracted(ctx: ExtractionContext, assetId: string, versionNumber: number) {
  // A first version has nothing made on an earlier one to find again.
  if (versionNumber < 2) return;
  // A background job: no request, no client address; its audit entry says the system did it.
  await reanchorAnnotations(
    { ...ctx, config: readAppEnv(ctx.env), meta: { ip: null, userAgent: "text extraction" }, waitUntil: () => {} },
    assetId,
    versionNumber,
  );
}
