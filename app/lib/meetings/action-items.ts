// Action items (issue 11; 000 §4): their labels, the moves between statuses and when one is overdue. No zod here:
// the home page shows the user's open actions with these, and its first load carries no form check (decision 027);
// the forms' schemas are in action-item-schemas.ts.
import type { ActionItemStatus } from "./constants";

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
