// Reader and annotation texts of 001 §2.4, §5, §8 and the limits around them. Spec texts live once, here.
import type { AnnotationType } from "../assets/constants";

export const ANNOTATION_TEXTS = {
  loading: "Loading annotations...",
  failed: "Failed to load annotations",
  tryAgain: "Try Again",
  empty: "No annotations yet",
  addFirst: "Add First Annotation",
  noMatch: "No annotations match your filters",
  clearFilters: "Clear Filters",
  deleteConfirm: "Are you sure you want to delete this annotation?",
  mayHaveMoved: "may have moved",
  moved: "moved from an earlier version",
  notFound: "Annotation not found",
  cannotDelete: "Only its author or an organisation admin can delete this annotation.",
  cannotEdit: "Only its author can change this annotation's text.",
  readOnly: "Annotations can be read here but not added, answered, resolved or deleted.",
  cannotMeasure: "Only its author, or someone who may edit the document, can move this annotation.",
} as const;

/** 001 §5: 'N/2000 characters'. */
export const characterCount = (length: number, max: number) => `${length}/${max} characters`;

/** The reader's modes (001 §3): 'select' means no form and is the default. */
export const ANNOTATION_MODES = ["select", "comment", "highlight", "drawing", "note"] as const;
export type AnnotationMode = (typeof ANNOTATION_MODES)[number];

/** 001 §2.4: the form's title by mode. */
export const FORM_TITLES: Record<Exclude<AnnotationMode, "select">, string> = {
  comment: "Add Comment",
  drawing: "Add Drawing Note",
  highlight: "Add Highlight",
  note: "Add Note",
};

/** The annotation type a mode creates (002 §7: 'select' maps to textbox). */
export const TYPE_OF_MODE: Record<AnnotationMode, AnnotationType> = {
  select: "textbox",
  comment: "comment",
  highlight: "highlight",
  drawing: "drawing",
  note: "note",
};

/** The width of the annotation panel (001 §2.4, §9). */
export const ANNOTATION_PANEL_WIDTH_PX = 384;
/** A page coordinate larger than this is no page (200 inches at 72 units per inch, PDF's own limit). */
export const MAX_PAGE_UNITS = 14_400;
export const MAX_RECTS_PER_ANNOTATION = 200;
export const MAX_PAGE_NUMBER = 100_000;
/** How many past events an AssetRoom keeps for readers that reconnect; older gaps reload the list. */
export const ASSET_ROOM_BACKLOG = 500;

/** The document's bytes, behind the document guard (the assets slice's endpoint, 002 §7.3). */
export const readerDownloadUrl = (assetId: string) => `/api/assets/${encodeURIComponent(assetId)}/download`;
/** The bytes pdf.js opens in the page: the same permission-checked (and, when set, watermarked) route, inline. */
export const readerDocumentUrl = (assetId: string) => `${readerDownloadUrl(assetId)}?inline=1`;
export const readerPath = (assetId: string) => `/dashboard/assets/${encodeURIComponent(assetId)}/read`;
