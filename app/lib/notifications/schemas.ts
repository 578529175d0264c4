// The inbox's input rules (002 §7.2), one copy shared by the JSON API and the notifications page's forms.
import { MAX_PAGE, pagingSchema } from "../platform/paging";
import { z } from "../platform/zod";
import {
  NOTIFICATION_BULK_ACTIONS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_SORT_FIELDS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_BULK_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_SEARCH_MAX,
} from "./inbox";

/** An empty query value ("?type=") means "no filter", as a GET form without JavaScript sends it. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/**
 * The list's query. `status` filters one status; without it the inbox shows what is not archived, and `all` shows
 * everything. `offset`, when sent, wins over `page` (the dropdown loads more by offset, the page by page number).
 */
export const NotificationListQuerySchema = pagingSchema(NOTIFICATIONS_PAGE_SIZE).extend({
  offset: optional(
    z.coerce
      .number()
      .int()
      .min(0, "offset must be 0 or more")
      .max(MAX_PAGE * 100),
  ),
  status: optional(z.enum([...NOTIFICATION_STATUSES, "all"], { error: "Unknown status" })),
  type: optional(z.enum(NOTIFICATION_TYPES, { error: "Unknown type" })),
  priority: optional(z.enum(NOTIFICATION_PRIORITIES, { error: "Unknown priority" })),
  organization_id: optional(z.string().max(100)),
  search: optional(
    z.string().trim().max(NOTIFICATIONS_SEARCH_MAX, `search must be at most ${NOTIFICATIONS_SEARCH_MAX} characters`),
  ),
  sortField: optional(z.enum(NOTIFICATION_SORT_FIELDS, { error: "Unknown sort field" })),
  sortDirection: optional(z.enum(["asc", "desc"], { error: "sortDirection must be asc or desc" })),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/**
 * PATCH / PUT one (002 §7.2): the new status. `read_at` / `archived_at` may come along, as the spec's client sends
 * them, but the server sets the times itself: a client's clock never decides when something was read.
 */
export const NotificationUpdateSchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES, { error: "status must be unread, read or archived" }),
  read_at: z.string().nullable().optional(),
  archived_at: z.string().nullable().optional(),
});

const notificationIds = z
  .array(z.string().min(1, "Each id must be a non-empty string").max(100), {
    error: "notification_ids must be a list of ids",
  })
  .min(1, NOTIFICATION_TEXTS.bulkNoneSelected)
  .max(NOTIFICATIONS_BULK_MAX, NOTIFICATION_TEXTS.bulkTooMany);

export const NotificationBulkSchema = z.object({
  action: z.enum(NOTIFICATION_BULK_ACTIONS, { error: "action must be mark_read, mark_unread, archive or delete" }),
  notification_ids: notificationIds,
});
export const NotificationBulkDeleteSchema = z.object({ notification_ids: notificationIds });

/** A checkbox list from a form: one value, several, or none. */
const formIds = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  notificationIds,
);

/** The notifications page's forms (decision 015: one action, an `intent` per button). */
export const NotificationPageActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    id: z.string().min(1),
    status: z.enum(NOTIFICATION_STATUSES, { error: "status must be unread, read or archived" }),
  }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
  z.object({
    intent: z.literal("bulk"),
    action: z.enum(NOTIFICATION_BULK_ACTIONS, { error: "Choose what to do with the selected notifications" }),
    ids: formIds,
  }),
  z.object({ intent: z.literal("mark-all-read") }),
]);
export type NotificationPageAction = z.infer<typeof NotificationPageActionSchema>;
