// Action items (issue 11; 000 §4): their form, their labels, the moves between statuses and when one is overdue.
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import { ACTION_ITEM_STATUSES, type ActionItemStatus } from "./constants";

const DAY = 24 * 60 * 60 * 1000;

export const ACTION_MESSAGES = {
  notFound: "Action item not found",
  assigneeNotMember: "The assignee must be an active member of the organization",
  badLink: "Link the action to an agenda item or resolution of this meeting",
  badMove: "That status change is not allowed",
  onlyRunnersOrAssignee: "Only the assignee or those who run the meeting can change this action",
  listEmpty: "No action items yet",
  myEmpty: "No open action items assigned to you",
} as const;

export const ACTION_STATUS_LABELS: Record<ActionItemStatus, string> = {
  todo: "To do",
  in_progress: "In progress",
  completed: "Completed",
};

/** Forward through todo → in_progress → completed (a step may be skipped); a completed action may be reopened. */
export const ACTION_MOVES: Record<ActionItemStatus, readonly ActionItemStatus[]> = {
  todo: ["in_progress", "completed"],
  in_progress: ["completed", "todo"],
  completed: ["in_progress"],
};

/** Due dates are calendar days (UTC midnight): an action is overdue from the day after, until completed. */
export const isOverdue = (action: { status: ActionItemStatus; dueDate: number | null }, now = Date.now()) =>
  action.status !== "completed" && action.dueDate !== null && action.dueDate + DAY <= now;

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
