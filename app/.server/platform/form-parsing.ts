// Free of Remix imports, so services and their tests can use it (the Remix runtime does not load in vitest).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import { badRequest } from "./errors";

/** Parses a form with its zod schema, or throws a 400 ServiceError carrying the field errors. */
export function parseFormOrThrow<T>(formData: FormData, schema: ZodType<T>): T {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
    );
    throw badRequest(Object.values(fieldErrors)[0]?.[0] ?? "Please check the form", fieldErrors);
  }
  return submission.value;
}
