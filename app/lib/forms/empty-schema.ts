import { z } from "../platform/zod";

/** A form with nothing to fill in (a confirmation button): it still posts through the form kit. */
export const NoFieldsSchema = z.object({});
