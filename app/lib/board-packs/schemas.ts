// One schema per board pack form, used by the pages (Conform) and the services: a rule is written once.

import { pagingSchema } from "../platform/paging";
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import {
  BOARD_PACK_AUDIENCES,
  BOARD_PACK_FILTERS,
  BOARD_PACK_MESSAGES,
  BOARD_PACK_SEARCH_MAX,
  BOARD_PACKS_PAGE_SIZE,
  PAPER_PICKER_PAGE_SIZE,
} from "./constants";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

const optionalId = z
  .string()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

const title = (what: string, max: number) =>
  singleLine(
    z
      .string({ error: `${what} must be at least 2 characters` })
      .trim()
      .min(2, `${what} must be at least 2 characters`)
      .max(max, `${what} must be less than ${max} characters`),
  );

/** 'YYYY-MM-DD' (an <input type="date">) as the UTC midnight it names, in milliseconds; empty is no date. */
const meetingDate = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
    if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
      context.addIssue({ code: "custom", message: "Enter a date as YYYY-MM-DD" });
      return z.NEVER;
    }
    return time;
  });

/** Title, description, meeting date and audience of a pack (create and edit). */
export const BoardPackSchema = z
  .object({
    title: title("Title", 200),
    description: optionalText(2000, "Description must be less than 2000 characters"),
    meetingDate,
    audience: z.enum(BOARD_PACK_AUDIENCES, { error: "Choose who the pack is for" }).default("organization"),
    committeeId: optionalId,
    /** The meeting the pack is for (its documents tab lists the pack). */
    meetingId: optionalId,
    recipientIds: z.array(z.string().max(100)).max(200, "At most 200 named members").default([]),
  })
  .superRefine((value, context) => {
    if (value.audience === "committee" && !value.committeeId)
      context.addIssue({ code: "custom", path: ["committeeId"], message: BOARD_PACK_MESSAGES.committeeRequired });
    if (value.audience === "members" && value.recipientIds.length === 0)
      context.addIssue({ code: "custom", path: ["recipientIds"], message: BOARD_PACK_MESSAGES.recipientsRequired });
  });
export type BoardPackInput = z.infer<typeof BoardPackSchema>;

export const SectionTitleSchema = z.object({ title: title("Section title", 120) });

const direction = z.enum(["up", "down"]);
const id = z.string().min(1).max(100);

/** Every change the pack page makes, by `intent` (decision 015): one action, one union. */
export const BoardPackPageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish") }),
  z.object({ intent: z.literal("archive") }),
  z.object({ intent: z.literal("restore") }),
  z.object({ intent: z.literal("add-section"), title: SectionTitleSchema.shape.title }),
  z.object({ intent: z.literal("rename-section"), sectionId: id, title: SectionTitleSchema.shape.title }),
  z.object({ intent: z.literal("move-section"), sectionId: id, direction }),
  z.object({ intent: z.literal("remove-section"), sectionId: id }),
  z.object({
    intent: z.literal("add-paper"),
    assetId: z.string({ error: "Choose a document" }).min(1, "Choose a document").max(100),
    sectionId: optionalId,
  }),
  z.object({ intent: z.literal("move-paper"), itemId: id, direction }),
  z.object({ intent: z.literal("remove-paper"), itemId: id }),
  z.object({
    intent: z.literal("replace-paper"),
    itemId: id,
    assetId: z.string({ error: "Choose a document" }).min(1, "Choose a document").max(100),
  }),
]);
export type BoardPackPageAction = z.infer<typeof BoardPackPageActionSchema>;

/** A search typed into a list's or the picker's box: trimmed; too long or blank is no search (pages never fail). */
const searchText = z
  .string()
  .trim()
  .max(BOARD_PACK_SEARCH_MAX)
  .optional()
  .transform((value) => value || undefined)
  .catch(undefined);

/** The list page's query: `?status=`, `?search=`, `?page=` (a bad value opens the first page of everything). */
export const BoardPackListQuerySchema = z.object({
  status: z.enum(BOARD_PACK_FILTERS).catch("all"),
  search: searchText,
  page: pagingSchema(BOARD_PACKS_PAGE_SIZE).shape.page.catch(1),
});
export type BoardPackListQuery = Partial<z.infer<typeof BoardPackListQuerySchema>>;

/** The paper picker's query on the pack page: `?documents=` (a search) and `?documentsPage=`. */
export const PaperPickerQuerySchema = z.object({
  search: searchText,
  page: pagingSchema(PAPER_PICKER_PAGE_SIZE).shape.page.catch(1),
});
export type PaperPickerQuery = Partial<z.infer<typeof PaperPickerQuerySchema>>;
