// Global search (issue 12, slice E): one row per searchable thing, the content of the one FTS5 index
// `search_entries_fts` (external content, porter unicode61; custom migration). Triggers on the source tables keep
// these rows in step; the search reads the permission it needs through the ids kept here (organisation, meeting,
// document), joining the source rows so each access rule stays the one its capability wrote (decision 045).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SEARCH_KINDS } from "../../../../lib/search/kinds";
import { organizations } from "./organizations";

export const searchEntries = sqliteTable(
  "search_entries",
  {
    /** The FTS5 rowid. */
    rowid: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: SEARCH_KINDS }).notNull(),
    /** The source row, `<table>:<id>`: what the triggers find the entry by. */
    sourceKey: text("source_key").notNull(),
    /** What a result opens: the organisation, committee, membership, meeting, document or annotation. */
    entityId: text("entity_id").notNull(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Meetings, agenda items and minutes: the meeting whose confidentiality decides who sees them. */
    meetingId: text("meeting_id"),
    /** Documents, their pages and annotations: the document whose access decides who sees them. */
    assetId: text("asset_id"),
    /** A document page's version (only the current version is searched) and page; an annotation's page. */
    versionNumber: integer("version_number"),
    pageNumber: integer("page_number"),
    /** The indexed text: a title ranks above a body (bm25 weights in app/.server/search/global.ts). */
    title: text("title"),
    body: text("body"),
  },
  (t) => [
    uniqueIndex("search_entries_source_uq").on(t.sourceKey),
    index("search_entries_org_kind_idx").on(t.organizationId, t.kind),
    // The triggers remove a document's or a meeting's entries by these when it goes.
    index("search_entries_asset_idx").on(t.assetId),
    index("search_entries_meeting_idx").on(t.meetingId),
  ],
);
