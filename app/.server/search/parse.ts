// A search's input through its zod schema: a 400 naming the field (`q` for the query) when it does not fit.
import type { z } from "../../lib/platform/zod";
import { badRequest, type FieldErrors } from "../platform/errors";

export function parseSearchInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === "query" ? "q" : String(issue.path[0] ?? "_");
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  throw badRequest(parsed.error.issues[0]?.message ?? "Invalid search", fieldErrors);
}
