// Documents (001 §3 Asset, 002 §3.8): facts in D1, bytes in R2; their versions, shares, extracted text and annotations.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  ANCHOR_STATUSES,
  ANNOTATION_TYPES,
  ASSET_VISIBILITIES,
  EXTRACTION_STATUSES,
} from "../../../../lib/assets/constants";
import { users } from "./auth";
import { createdAt, id, now } from "./columns";
import { organizations } from "./organizations";

export const assets = sqliteTable(
  "assets",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The vault it was uploaded into, if any (001 §7: "for a vault, vault_assets" also gets a row). */
    vaultId: text("vault_id"),
    /** Who uploaded it (uploaded_by / owner_id of the spec). */
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    /** The stored (sanitised) name of the current version; the original is kept for display and downloads. */
    fileName: text("file_name").notNull(),
    originalFileName: text("original_file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    /** The type recognised from the bytes (a key of FILE_TYPES), never the declared one. */
    fileType: text("file_type").notNull(),
    mimeType: text("mime_type").notNull(),
    /** R2 key of the current version's bytes: uploads/{userId}/{timestamp}-{safeName}. */
    storageKey: text("storage_key").notNull(),
    thumbnailKey: text("thumbnail_key"),
    category: text("category").notNull().default("Board Documents"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    visibility: text("visibility", { enum: ASSET_VISIBILITIES }).notNull().default("organization"),
    status: text("status", { enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    currentVersion: integer("current_version").notNull().default(1),
    pageCount: integer("page_count"),
    extractionStatus: text("extraction_status", { enum: EXTRACTION_STATUSES }).notNull().default("pending"),
    extractionError: text("extraction_error"),
    viewCount: integer("view_count").notNull().default(0),
    downloadCount: integer("download_count").notNull().default(0),
    isDeleted: integer("is_deleted", { mode: "boolean" }).notNull().default(false),
    deletedAt: integer("deleted_at", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    index("assets_org_live_updated_idx").on(t.organizationId, t.isDeleted, t.updatedAt),
    index("assets_org_live_title_idx").on(t.organizationId, t.isDeleted, t.title),
    index("assets_owner_created_idx").on(t.ownerId, t.createdAt),
    index("assets_vault_idx").on(t.vaultId),
  ],
);

/**
 * One row per tag of a live or deleted document: `assets.tags` on an index, so the documents list's tag filter and
 * its list of tags read (organization_id, tag) instead of every document's JSON. Kept in step with `assets.tags` by
 * triggers (migration 0009_asset-tags-triggers), never written by the app: every write of tags, whichever service
 * or seed makes it, is mirrored in the same statement (docs/decisions/036).
 */
export const assetTags = sqliteTable(
  "asset_tags",
  {
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").notNull(),
    tag: text("tag").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.tag] }),
    index("asset_tags_org_tag_idx").on(t.organizationId, t.tag, t.assetId),
  ],
);

export const assetVersions = sqliteTable(
  "asset_versions",
  {
    id: id(),
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull(),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    originalFileName: text("original_file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    fileType: text("file_type").notNull(),
    mimeType: text("mime_type").notNull(),
    changelog: text("changelog"),
    isCurrent: integer("is_current", { mode: "boolean" }).notNull().default(false),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("asset_versions_asset_number_unique").on(t.assetId, t.versionNumber)],
);

/** A document shared with one member of its organisation, optionally until a time; revocable. */
export const assetShares = sqliteTable(
  "asset_shares",
  {
    id: id(),
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    sharedWith: text("shared_with")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sharedBy: text("shared_by").references(() => users.id, { onDelete: "set null" }),
    permission: text("permission", { enum: ["view", "download", "edit"] })
      .notNull()
      .default("view"),
    expiresAt: integer("expires_at", { mode: "number" }),
    revokedAt: integer("revoked_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("asset_shares_asset_idx").on(t.assetId, t.createdAt),
    index("asset_shares_user_idx").on(t.sharedWith, t.assetId),
  ],
);

/**
 * The text of one page of one version (docs/decisions: external-content FTS5, STACK.md gotcha 19): an ordinary
 * table that `wrangler d1 export` handles, indexed by `asset_page_chunks_fts` (migration 0007), which a
 * migration can rebuild from it. The integer key is the FTS rowid.
 */
export const assetPageChunks = sqliteTable(
  "asset_page_chunks",
  {
    rowid: integer("id").primaryKey({ autoIncrement: true }),
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").notNull(),
    versionNumber: integer("version_number").notNull(),
    pageNumber: integer("page_number").notNull(),
    text: text("text").notNull(),
  },
  (t) => [
    index("asset_page_chunks_asset_page_idx").on(t.assetId, t.versionNumber, t.pageNumber),
    index("asset_page_chunks_org_idx").on(t.organizationId),
  ],
);

export const annotations = sqliteTable(
  "annotations",
  {
    id: id(),
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    annotationType: text("annotation_type", { enum: ANNOTATION_TYPES }).notNull(),
    /** The version the position refers to; re-anchoring moves it to the current one. */
    versionNumber: integer("version_number").notNull(),
    pageNumber: integer("page_number").notNull(),
    content: text("content"),
    commentText: text("comment_text"),
    /** The quoted text the annotation hangs on: what re-anchors it on a new version. */
    selectedText: text("selected_text"),
    /** {pageNumber, rects[], boundingRect} with x1, y1, x2, y2, width, height (001 §3), in page units. */
    position: text("position", { mode: "json" }).$type<Record<string, unknown>>(),
    color: text("color").notNull().default("#FFFF00"),
    opacity: real("opacity").notNull().default(0.3),
    isPrivate: integer("is_private", { mode: "boolean" }).notNull().default(false),
    isResolved: integer("is_resolved", { mode: "boolean" }).notNull().default(false),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: integer("resolved_at", { mode: "number" }),
    anchorStatus: text("anchor_status", { enum: ANCHOR_STATUSES }).notNull().default("anchored"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    index("annotations_asset_page_idx").on(t.assetId, t.pageNumber, t.createdAt),
    index("annotations_user_idx").on(t.userId),
  ],
);

export const annotationReplies = sqliteTable(
  "annotation_replies",
  {
    id: id(),
    annotationId: text("annotation_id")
      .notNull()
      .references(() => annotations.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("annotation_replies_annotation_idx").on(t.annotationId, t.createdAt)],
);
