// The one mapping of a service refusal (ServiceError) to a Remix answer. Services never throw Responses;
// loaders and actions turn their refusals into answers here, so every page says the same thing the same way.
import { ServiceError } from "../platform/errors";

/** A refusal as a Response: its status, and its message as the body (the error boundary shows a 4xx message). */
export function refusalResponse(error: ServiceError): Response {
  return new Response(error.message, {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
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

export type Refusal = { status: ServiceError["status"]; message: string; fieldErrors?: Record<string, string[]> };

/** For actions: what the form shows of a refusal (status, message, field errors); anything else is rethrown. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ServiceError)) throw error;
  return { status: error.status, message: error.message, fieldErrors: error.fieldErrors };
}

/** For resource routes that answer in JSON (`{ error }`): a refusal with its status; anything else is rethrown. */
export function refusalJson(error: unknown): Response {
  const { status, message } = refusalOf(error);
  return Response.json({ error: message }, { status });
}
