// One error type for the service layer; adapters turn it into a 4xx page state or JSON body.
import { RATE_LIMITED_CODE } from "../../lib/platform/rate-limits";

export type FieldErrors = Record<string, string[]>;

export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 423 | 429 | 503,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export const notFound = (what = "Not found") => new ServiceError(404, what);
export const badRequest = (message: string, fieldErrors?: FieldErrors) => new ServiceError(400, message, fieldErrors);
export const forbidden = (message = "You don't have permission to do that.") => new ServiceError(403, message);

/** A rate limit refused the action (decision 018): 429, the wait in seconds (Retry-After) and the API code. */
export class RateLimitedError extends ServiceError {
  readonly code = RATE_LIMITED_CODE;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = "RateLimitedError";
  }
}
