import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/cloudflare";
import { refusalOf, retryAfterHeaders } from "./service-errors";

/**
 * Turns a ServiceError into a 4xx answer the form can show next to its fields (Conform's reply).
 * Anything else is a real bug and is rethrown (to the error boundary).
 */
export function formError<Schema>(submission: Submission<Schema>, error: unknown, hideFields?: string[]) {
  const refusal = refusalOf(error);
  return data(
    {
      result: submission.reply({
        formErrors: refusal.fieldErrors ? [] : [refusal.message],
        fieldErrors: refusal.fieldErrors,
        hideFields,
      }),
    },
    { status: refusal.status, headers: retryAfterHeaders(refusal) },
  );
}

export function invalidSubmission<Schema>(submission: Submission<Schema>, hideFields?: string[]) {
  return data({ result: submission.reply({ hideFields }) }, { status: 400 });
}
