// What runs once a version's text is in the index (issue 10): the reader's annotations re-anchor on it.
import type { ExtractionContext } from "./extraction";

/** Called by the text extraction consumer after a version's pages were extracted and saved ('done'). */
export async function afterTextExtracted(_ctx: ExtractionContext, _assetId: string, _versionNumber: number) {
  // Annotation re-anchoring (by each annotation's quote, for versions > 1) is wired here by the lead at merge.
}
