// Organisation schemas (001 §5), shared by forms and the API. The organisations issue extends them.
import { z } from "zod";
import { ORGANIZATION_MESSAGES } from "../constants";

export const CreateOrganizationSchema = z.object({
  name: z
    .string({ error: ORGANIZATION_MESSAGES.nameMin })
    .trim()
    .min(2, ORGANIZATION_MESSAGES.nameMin)
    .max(99, ORGANIZATION_MESSAGES.nameMax),
  description: z
    .string()
    .trim()
    .max(500, ORGANIZATION_MESSAGES.descriptionMax)
    .optional()
    .transform((value) => value || undefined),
});
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationSchema>;
