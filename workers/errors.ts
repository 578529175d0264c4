import type { Context } from "hono";
import { OrganizationHeldBackError } from "../app/.server/auth/organization-holds";
import { RateLimitedError, ServiceError } from "../app/.server/platform/errors";

/**
 * The one Hono mapping of errors (app.onError): a ServiceError answers its status with `{ error, fieldErrors? }`
 * (a rate limit adds `code: "RATE_LIMITED"` and a Retry-After header); anything else is logged and answers a bare
 * 500, so no internal detail reaches the client.
 */
export function errorAnswer(error: Error, c: Context): Response {
  if (error instanceof RateLimitedError) {
    c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json({ error: error.message, code: error.code }, error.status);
  }
  // An organisation's security policy (decision 048): `code: "ACCESS_POLICY"`, the organisation and the reason.
  if (error instanceof OrganizationHeldBackError) return c.json(error.answer, 403);
  if (error instanceof ServiceError) {
    return c.json(
      { error: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
      error.status,
    );
  }
  console.error("unhandled error", c.req.method, c.req.path, error);
  return c.json({ error: "Internal error" }, 500);
}

/** Unknown API paths, and pages where no Remix build serves them (the integration-test Worker). */
export const jsonNotFound = (c: Context) => c.json({ error: "Not found" }, 404);
