import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { FieldErrors } from "../../app/.server/platform/errors";
import type { ApiEnv } from "../types";

type Target = "json" | "query";

const NOT_JSON = Symbol("not JSON");

/**
 * The API's one validator: parses the JSON body or the query with a zod schema and hands the result
 * to the route as `c.req.valid(target)`. Bad input answers 400 `{ error: "Invalid input", fieldErrors }`, and a
 * body that is not JSON `{ error: "Request body must be JSON" }`. It reads the body whatever its Content-Type,
 * which Hono's own `validator` does not (it skips non-JSON types and words malformed JSON its own way).
 */
export function validate<T extends Target, S extends z.ZodType>(target: T, schema: S) {
  return createMiddleware<ApiEnv, string, { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }>(
    async (c, next) => {
      const input = await read(c, target);
      if (input === NOT_JSON) return c.json({ error: "Request body must be JSON" }, 400);
      const parsed = schema.safeParse(input);
      if (!parsed.success) return c.json({ error: "Invalid input", fieldErrors: fieldErrorsOf(parsed.error) }, 400);
      c.req.addValidatedData(target, parsed.data as object);
      await next();
    },
  );
}

/** A required text field of the API's own (ids in the query or body), with the message a client can act on. */
export const requiredText = (name: string) => z.string({ error: `${name} is required` }).min(1, `${name} is required`);

async function read(c: Context, target: Target): Promise<unknown> {
  // The first value of a repeated query parameter, as `c.req.query(name)` reads it.
  if (target === "query") return c.req.query();
  try {
    return await c.req.json();
  } catch {
    return NOT_JSON;
  }
}

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return fieldErrors;
}
