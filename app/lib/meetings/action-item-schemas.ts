// Action items' forms (issue 11): create and edit, and the status moves; texts in action-items.ts.
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import { ACTION_MESSAGES } from "./action-items";
import { ACTION_ITEM_STATUSES } from "./constants";

const dueDate = z
  .union([z.number().int().nonnegative(), z.string().trim().max(30)])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === "") return undefined;
    if (typeof value === "number") return value;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
    if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
      context.addIssue({ code: "custom", message: "Enter a date as YYYY-MM-DD" });
      return z.NEVER;
    }
    return time;
  });

const optionalId = z
  .string()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

export const ActionItemSchema = z.object({
  description: singleLine(
    z
      .string({ error: "Describe the action in at least 2 characters" })
      .trim()
      .min(2, "Describe the action in at least 2 characters")
      .max(500, "Action descriptions must be less than 500 characters"),
  ),
  assignedTo: optionalId,
  dueDate,
  agendaItemId: optionalId,
  voteId: optionalId,
});
export type ActionItemInput = z.infer<typeof ActionItemSchema>;

export const ActionStatusSchema = z.object({
  actionId: z.string({ error: ACTION_MESSAGES.notFound }).min(1, ACTION_MESSAGES.notFound).max(100),
  status: z.enum(ACTION_ITEM_STATUSES, { error: "Choose a status" }),
});

/** The actions tab's buttons (decision 015): a move of one action, or its removal; 'create' is the form. */
export const ActionPageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), ...ActionStatusSchema.shape }),
  z.object({ intent: z.literal("delete"), actionId: ActionStatusSchema.shape.actionId }),
]);
