// The agenda builder's inputs (issue 11 "Agenda builder", spec 000 §3–§4): shared by the agenda tab's forms and the
// /api/meetings/:id/agenda endpoints, so the page and the API accept and refuse the same things.
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import { AGENDA_ITEM_TYPES } from "./constants";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const optionalId = z
  .string()
  .trim()
  .max(100, "Invalid id")
  .nullish()
  .transform((value) => value || null);

/** A form sends "" for an empty number field; the API sends null or leaves it out. */
const optionalMinutes = z.preprocess(
  (value) => (value === "" ? null : value),
  z.coerce
    .number({ error: "Enter the duration in minutes" })
    .int("Enter whole minutes")
    .min(1, "The duration is at least 1 minute")
    .max(600, "The duration is at most 600 minutes")
    .nullish()
    .transform((value) => value ?? null),
);

/** A checkbox ("on" when ticked, absent otherwise) or a JSON boolean. */
const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

export const AgendaItemSchema = z.object({
  title: singleLine(
    z
      .string({ error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(200, "Title must be at most 200 characters"),
  ),
  description: optionalText(2000, "Description must be at most 2000 characters"),
  itemType: z.enum(AGENDA_ITEM_TYPES, { error: "Choose an item type" }).default("discussion"),
  presenterId: optionalId,
  estimatedDurationMinutes: optionalMinutes,
  hasMotion: checkbox.default(false),
});
export type AgendaItemInput = z.infer<typeof AgendaItemSchema>;

/** PATCH: any of the item's fields, and its outcome (what was decided or noted). */
export const AgendaItemPatchSchema = AgendaItemSchema.partial().extend({
  outcome: optionalText(4000, "Outcome must be at most 4000 characters").optional(),
});
export type AgendaItemPatch = z.infer<typeof AgendaItemPatchSchema>;

/** Move an item to a position (0 = first), or one step up or down. */
export const AgendaMoveSchema = z.union([
  z.object({ itemId: z.string().min(1, "Choose an item"), position: z.coerce.number().int().min(0) }),
  z.object({ itemId: z.string().min(1, "Choose an item"), direction: z.enum(["up", "down"]) }),
]);
export type AgendaMove = z.infer<typeof AgendaMoveSchema>;

const optionalTime = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((value) => value ?? null);

export const AgendaStartSchema = z.object({ startTime: optionalTime }).default({ startTime: null });
export const AgendaCompleteSchema = z
  .object({ endTime: optionalTime, outcome: optionalText(4000, "Outcome must be at most 4000 characters") })
  .default({ endTime: null, outcome: null });

export const AgendaPaperSchema = z.object({ assetId: z.string().trim().min(1, "Choose a document").max(100) });

/** The agenda tab's one action: each button names its intent (decision 015). */
export const AgendaActionSchema = z.discriminatedUnion("intent", [
  AgendaItemSchema.extend({ intent: z.literal("add") }),
  AgendaItemSchema.extend({ intent: z.literal("edit"), itemId: z.string().min(1) }),
  z.object({ intent: z.literal("delete"), itemId: z.string().min(1) }),
  // A row's Up and Down buttons share its one form, so each names its direction as its intent.
  z.object({ intent: z.literal("up"), itemId: z.string().min(1) }),
  z.object({ intent: z.literal("down"), itemId: z.string().min(1) }),
  z.object({ intent: z.literal("reorder"), itemId: z.string().min(1), position: z.coerce.number().int().min(0) }),
  z.object({ intent: z.literal("start"), itemId: z.string().min(1) }),
  z.object({
    intent: z.literal("complete"),
    itemId: z.string().min(1),
    outcome: optionalText(4000, "Outcome must be at most 4000 characters"),
  }),
  z.object({
    intent: z.literal("outcome"),
    itemId: z.string().min(1),
    outcome: optionalText(4000, "Outcome must be at most 4000 characters"),
  }),
  AgendaPaperSchema.extend({ intent: z.literal("attach"), itemId: z.string().min(1) }),
  AgendaPaperSchema.extend({ intent: z.literal("detach"), itemId: z.string().min(1) }),
]);
export type AgendaAction = z.infer<typeof AgendaActionSchema>;
