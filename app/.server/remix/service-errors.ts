// The one mapping of a service refusal (ServiceError) to a Remix answer. Services never throw Responses;
// loaders and actions turn their refusals into answers here, so every page says the same thing the same way.
import type { HeadersFunction } from "@remix-run/cloudflare";
import { OrganizationHeldBackError } from "../auth/organization-holds";
import { RateLimitedError, ServiceError } from "../platform/errors";

/** A refusal as a Response: its status, and its message as the body (the error boundary shows a 4xx message). */
export function refusalResponse(error: ServiceError): Response {
  // An organisation's security policy: its JSON, which the error boundary shows as the page naming the remedy.
  if (error instanceof OrganizationHeldBackError) return Response.json(error.answer, { status: 403 });
  return new Response(error.message, {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...retryAfterHeaders(refusalOf(error)) },
  });
}

/**
 * The `headers` export of a page whose action can be rate-limited: Remix answers a document request (a form posted
 * without JavaScript) with the route's `headers` only, so the action's Retry-After is carried over here.
 */
export const keepRetryAfter: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** A rate limit's wait as the Retry-After header (decision 018); no header for other refusals. */
export function retryAfterHeaders(refusal: Pick<Refusal, "retryAfterSeconds">): Record<string, string> {
  return refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : {};
}

/**
 * For loaders: runs the work, and a refusal becomes the page's error (a thrown Response: a 404 shows the not-found
 * page, another 4xx its message). Anything else is a real bug and reaches the error boundary as it is.
 */
export async function orErrorPage<T>(work: Promise<T> | (() => Promise<T> | T)): Promise<T> {
  try {
    return await (typeof work === "function" ? work() : work);
  } catch (error) {
    if (error instanceof ServiceError) throw refusalResponse(error);
    throw error;
  }
}

export type Refusal = {
  status: ServiceError["status"];
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** Set when a rate limit refused: seconds until the action may be tried again. */
  retryAfterSeconds?: number;
};

/** For actions: what the form shows of a refusal (status, message, field errors); anything else is rethrown. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ServiceError)) throw error;
  const retryAfterSeconds = error instanceof RateLimitedError ? error.retryAfterSeconds : undefined;
  return { status: error.status, message: error.message, fieldErrors: error.fieldErrors, retryAfterSeconds };
}

/** For resource routes that answer in JSON (`{ error }`): a refusal with its status; anything else is rethrown. */
export function refusalJson(error: unknown): Response {
  if (error instanceof OrganizationHeldBackError) return Response.json(error.answer, { status: 403 });
  const refusal = refusalOf(error);
  return Response.json({ error: refusal.message }, { status: refusal.status, headers: retryAfterHeaders(refusal) });
}
