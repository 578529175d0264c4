// Upload, download and document-page texts of issue 10 (001 §8 'Vault' upload texts are in constants.ts).
import { ASSET_MAX_FILES_PER_DROP } from "./constants";

export const UPLOAD_TEXTS = {
  invalidType:
    "This file type is not accepted, or its contents do not match its name. Accepted: images (PNG, JPG, GIF, " +
    "WebP), PDF, Word, Excel, PowerPoint, text, CSV, video (MP4, AVI, MOV, WebM), audio (MP3, WAV, OGG), ZIP, RAR.",
  svg: "SVG files are not accepted: an SVG file can contain scripts.",
  tooLarge: "File is too large. The maximum size is 50MB.",
  tooMany: `You can upload at most ${ASSET_MAX_FILES_PER_DROP} files at once.`,
  storageFailed: "Upload failed: the file could not be stored. Please try again.",
  noFile: "Choose a file to upload",
  organizationRequired: "organizationId is required",
  dropHere: "Drag and drop files here, or click to select",
  clearAll: "Clear All",
  retry: "Retry",
  remove: "Remove",
} as const;

export const ASSET_PAGE_TEXTS = {
  movedNotice: "All document management features are now in one place",
  empty: "No documents yet",
  emptyFiltered: "No documents match these filters",
  deleted: "Document deleted",
  uploaded: "Document uploaded",
  updated: "Document updated",
  duplicated: "Document duplicated",
  versionUploaded: "New version uploaded",
  versionRestored: "Version restored",
  versionDeleted: "Version deleted",
  currentVersionDelete: "The current version cannot be deleted: restore another version first",
  shareCreated: "Document shared",
  shareRevoked: "Share revoked",
  shareWithSelf: "You cannot share a document with yourself",
  shareNotMember: "That person is not a member of this organisation",
  shareNotFound: "Share not found",
  versionNotFound: "Version not found",
  linkInvalid: "This link is invalid or has expired",
  fileMissing: "The file of this document is missing from storage",
  openReader: "Open reader",
  /** The confirmation before a document is deleted: a dialog with JavaScript, a page step (?confirm=delete) without. */
  deleteConfirm: {
    title: (title: string) => `Delete “${title}”?`,
    body: "It leaves every list.",
    action: "Delete document",
  },
  extraction: {
    pending: "Text extraction pending",
    done: "Text extracted",
    failed: "Text extraction failed",
    not_applicable: "No text to extract for this file type",
  },
} as const;
