import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/cloudflare";
import { ServiceError } from "../platform/errors";

/**
 * Turns a failed submission or a ServiceError into a 4xx answer the form can show next to its fields.
 * Anything else is a real bug and is rethrown (to the error boundary).
 */
export function formError<Schema>(submission: Submission<Schema>, error: unknown, hideFields?: string[]) {
  if (error instanceof ServiceError) {
    return data(
      {
        result: submission.reply({
          formErrors: error.fieldErrors ? [] : [error.message],
          fieldErrors: error.fieldErrors,
          hideFields,
        }),
      },
      { status: error.status },
    );
  }
  throw error;
}

export function invalidSubmission<Schema>(submission: Submission<Schema>, hideFields?: string[]) {
  return data({ result: submission.reply({ hideFields }) }, { status: 400 });
}
