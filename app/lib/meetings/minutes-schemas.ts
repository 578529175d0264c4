// The minutes forms (issue 11), shared by the page and the API.
import { z } from "../platform/zod";
import { MINUTES_MESSAGES } from "./minutes-messages";

export const MinutesContentSchema = z.object({
  content: z
    .string({ error: MINUTES_MESSAGES.emptyMinutes })
    .trim()
    .min(1, MINUTES_MESSAGES.emptyMinutes)
    .max(200_000, "Minutes must be less than 200,000 characters"),
});
export type MinutesContentInput = z.infer<typeof MinutesContentSchema>;

export const MinutesCommentSchema = z.object({
  body: z
    .string({ error: "Write a comment" })
    .trim()
    .min(1, "Write a comment")
    .max(2000, "Comments must be less than 2000 characters"),
});
export type MinutesCommentInput = z.infer<typeof MinutesCommentSchema>;

/** The minutes tab's buttons (decision 015); 'save' and 'comment' are the two forms with fields. */
export const MinutesPageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("circulate") }),
  z.object({ intent: z.literal("approve") }),
  z.object({ intent: z.literal("sign") }),
]);
export type MinutesPageAction = z.infer<typeof MinutesPageActionSchema>;
