import { ServiceError } from "../../app/.server/platform/errors";

/** Awaits a call that must be refused and returns the ServiceError it threw. */
export async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  return caught(
    promise,
    (error): error is ServiceError => error instanceof ServiceError,
    "expected the call to be refused",
  );
}

/** Awaits a loader-style call that must throw a Response (redirect or error page) and returns it. */
export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  return caught(promise, (error): error is Response => error instanceof Response, "expected a thrown Response");
}

async function caught<T>(
  promise: Promise<unknown>,
  matches: (error: unknown) => error is T,
  message: string,
): Promise<T> {
  try {
    await promise;
  } catch (error) {
    if (matches(error)) return error;
    throw error;
  }
  throw new Error(message);
}
