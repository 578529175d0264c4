// The document page's forms that use Conform (details and sharing), hydrated on first use (docs/decisions/036):
// Conform and the form kit stay out of the page's first load.
import { pagePart } from "~/components/first-use-part";

export const metadataFormPart = pagePart(() => import("./metadata-form").then((module) => module.MetadataForm));
export const sharesPanelPart = pagePart(() => import("./shares-panel").then((module) => module.SharesPanel));

/** Awaited by the page's loader (the server renders them in full) and clientLoader (no blank on navigations). */
export const loadAssetPageParts = () => Promise.all([metadataFormPart.load(), sharesPanelPart.load()]);
