import type { Context } from "hono";
import type { ZodType } from "zod";
import { ServiceError } from "../../app/.server/platform/errors";

/** Validation failures answer 400 with `{ error, fieldErrors }` (the issue's API shape). */
export function validationError(c: Context, error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return c.json({ error: "Invalid input", fieldErrors }, 400);
}

export async function parseJson<T>(
  c: Context,
  schema: ZodType<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: c.json({ error: "Request body must be JSON" }, 400) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: validationError(c, parsed.error) };
  return { ok: true, value: parsed.data };
}

export function serviceErrorResponse(c: Context, error: unknown) {
  if (error instanceof ServiceError) {
    return c.json(
      { error: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
      error.status,
    );
  }
  throw error;
}
