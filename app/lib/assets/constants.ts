// Document (asset) constants of 001 §3, §5, §9 and 002 §3.8. Spec texts live once, here.

/** 001 §9: 50 MB (52428800 bytes) per file, 10 files per drop. */
export const ASSET_MAX_BYTES = 52_428_800;
export const ASSET_MAX_FILES_PER_DROP = 10;
/** 001 §9 pagination default for assets. */
export const ASSETS_PAGE_SIZE = 50;
/** 001 §7: signed links default to 3600 seconds. */
export const SIGNED_LINK_SECONDS = 3600;

/**
 * The documents list's sorts and views: here, not in schemas.ts, because the list's components read them and
 * importing schemas.ts would put zod in the page's first load (decision 027).
 */
export const ASSET_SORT_FIELDS = ["updated_at", "created_at", "title", "file_size", "file_type"] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];
export const ASSET_VIEW_MODES = ["card", "list", "details"] as const;
export type AssetViewMode = (typeof ASSET_VIEW_MODES)[number];

export const ASSET_VISIBILITIES = ["private", "restricted", "organization"] as const;
export type AssetVisibility = (typeof ASSET_VISIBILITIES)[number];

/** 001 §3 document categories. */
export const DOCUMENT_CATEGORIES = [
  "Board Documents",
  "Financial Reports",
  "Strategic Plans",
  "Legal Documents",
  "Compliance Reports",
  "Meeting Minutes",
  "Presentations",
  "Policies & Procedures",
  "Other",
] as const;

/** Text extraction of a document's current version (issue 10): what the document page shows. */
export const EXTRACTION_STATUSES = ["pending", "done", "failed", "not_applicable"] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];
export const NO_TEXT_LAYER_REASON = "no text layer: scanned pages need OCR";

/** 001 §8 / 002 §8.6 upload and asset texts. */
export const ASSET_MESSAGES = {
  uploadFailed: "Upload failed",
  networkError: "Network error",
  notSignedIn: "You must be logged in to upload files",
  saveFailed: "Failed to save file information",
  notFound: "Asset not found",
  deleteFailed: "Failed to delete asset",
} as const;

// ---- Annotations (001 §3, §5) ----

export const ANNOTATION_TYPES = ["highlight", "comment", "question", "drawing", "stamp", "textbox", "note"] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

export const ANNOTATION_COLORS = [
  { name: "Yellow", value: "#FFFF00" },
  { name: "Blue", value: "#3B82F6" },
  { name: "Green", value: "#10B981" },
  { name: "Red", value: "#EF4444" },
  { name: "Purple", value: "#8B5CF6" },
  { name: "Orange", value: "#F97316" },
] as const;
export const DEFAULT_ANNOTATION_COLOR = "#FFFF00";
export const DEFAULT_ANNOTATION_OPACITY = 0.3;
/** Display only in the prototype ('N/2000 characters'); enforced here so nothing unbounded is stored. */
export const ANNOTATION_MAX_CHARACTERS = 2000;

/** Where an annotation stands after a new version of its document (re-anchoring by its quote). */
export const ANCHOR_STATUSES = ["anchored", "moved", "may_have_moved"] as const;
export type AnchorStatus = (typeof ANCHOR_STATUSES)[number];
