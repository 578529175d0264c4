import { singleLine } from "../platform/text";
import { z } from "../platform/zod";

export const CommitteeSchema = z.object({
  name: singleLine(
    z
      .string({ error: "Committee name must be at least 2 characters" })
      .trim()
      .min(2, "Committee name must be at least 2 characters")
      .max(100, "Committee name must be less than 100 characters"),
  ),
  description: z
    .string()
    .trim()
    .max(500, "Description must be less than 500 characters")
    .optional()
    .transform((value) => value || undefined),
  memberIds: z.array(z.string().uuid("Invalid member")).max(200, "At most 200 committee members").default([]),
  chairId: z
    .string()
    .optional()
    .transform((value) => value || undefined),
});

export type CommitteeInput = z.infer<typeof CommitteeSchema>;
