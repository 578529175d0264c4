// Board packs (issue 10): an ordered book of documents for a meeting or a committee, with sections,
// published to its audience, compiled into one PDF in the background, with read tracking per paper.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BOARD_PACK_AUDIENCES, BOARD_PACK_STATUSES, COMPILE_STATUSES } from "../../../../lib/board-packs/constants";
import { assets } from "./assets";
import { users } from "./auth";
import { createdAt, id, now } from "./columns";
import { committees } from "./committees";
import { organizations } from "./organizations";

export const boardPacks = sqliteTable(
  "board_packs",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** The meeting it is for (meetings land with issue 11); kept as an id until then. */
    meetingId: text("meeting_id"),
    meetingDate: integer("meeting_date", { mode: "number" }),
    committeeId: text("committee_id").references(() => committees.id, { onDelete: "set null" }),
    audience: text("audience", { enum: BOARD_PACK_AUDIENCES }).notNull().default("organization"),
    status: text("status", { enum: BOARD_PACK_STATUSES }).notNull().default("draft"),
    compileStatus: text("compile_status", { enum: COMPILE_STATUSES }).notNull().default("not_compiled"),
    compileError: text("compile_error"),
    compiledKey: text("compiled_key"),
    compiledPageCount: integer("compiled_page_count"),
    compiledAt: integer("compiled_at", { mode: "number" }),
    publishedAt: integer("published_at", { mode: "number" }),
    publishedBy: text("published_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    index("board_packs_org_status_idx").on(t.organizationId, t.status, t.updatedAt),
    // A meeting's documents tab and its document count.
    index("board_packs_meeting_idx").on(t.meetingId),
  ],
);

export const boardPackSections = sqliteTable(
  "board_pack_sections",
  {
    id: id(),
    boardPackId: text("board_pack_id")
      .notNull()
      .references(() => boardPacks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("board_pack_sections_pack_idx").on(t.boardPackId, t.position)],
);

/** A paper in the book, in its section and order. */
export const boardPackItems = sqliteTable(
  "board_pack_items",
  {
    id: id(),
    boardPackId: text("board_pack_id")
      .notNull()
      .references(() => boardPacks.id, { onDelete: "cascade" }),
    sectionId: text("section_id").references(() => boardPackSections.id, { onDelete: "set null" }),
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Set when the paper was replaced after publication: readers see it marked 'updated'. */
    updatedAfterPublishAt: integer("updated_after_publish_at", { mode: "number" }),
    addedAt: integer("added_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    index("board_pack_items_pack_idx").on(t.boardPackId, t.position),
    index("board_pack_items_asset_idx").on(t.assetId),
  ],
);

/** The named members a pack with audience 'members' is published to. */
export const boardPackRecipients = sqliteTable(
  "board_pack_recipients",
  {
    boardPackId: text("board_pack_id")
      .notNull()
      .references(() => boardPacks.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.boardPackId, t.userId] }), index("board_pack_recipients_user_idx").on(t.userId)],
);

/** Who has opened each paper of a pack ('read by 5 of 7'). */
export const boardPackReads = sqliteTable(
  "board_pack_reads",
  {
    boardPackId: text("board_pack_id")
      .notNull()
      .references(() => boardPacks.id, { onDelete: "cascade" }),
    itemId: text("item_id")
      .notNull()
      .references(() => boardPackItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstOpenedAt: createdAt(),
    lastOpenedAt: integer("last_opened_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.boardPackId, t.itemId, t.userId] }),
    index("board_pack_reads_item_idx").on(t.itemId),
  ],
);
