import { sameSitePath } from "../platform/redirects";
import { z } from "../platform/zod";
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX_LENGTH } from "./constants";

/** The feedback form; the screenshot is checked by its bytes on the server (it is optional). */
export const FeedbackSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: "Choose what your feedback is about" }),
  message: z
    .string({ error: "Tell us what you think" })
    .trim()
    .min(1, "Tell us what you think")
    .max(FEEDBACK_MESSAGE_MAX_LENGTH, `Keep it under ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`),
  // Where the form was opened from (the shell's link passes it); anything but a path on this site is dropped.
  from: sameSitePath,
  // An empty file input sends nothing with Conform; the server checks type and size from the bytes.
  screenshot: z.file().optional(),
});
