import { z } from "zod";
import { BULK_OPERATION_IDS } from "../organization-bulk";

export const BulkOperationSchema = z.object({
  intent: z.enum(BULK_OPERATION_IDS, { error: "Unknown operation" }),
  ids: z.array(z.string().min(1).max(100)).min(1, "Select at least one organization").max(100, "At most 100 organizations at once"),
  confirmed: z
    .string()
    .optional()
    .transform((value) => value === "1"),
});
