import { z } from "./zod";

/** A checkbox: a form sends "on" when ticked and nothing when not; the API may send a boolean. */
export const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");
