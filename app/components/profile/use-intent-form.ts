// The profile pages hold several forms posting to one action with an intent; each shows only its own answer.
import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import type { ZodType } from "zod";
import { useSchemaForm } from "~/components/forms";
import type { FormDefinition, FormInput } from "~/lib/forms/definition";

type IntentAnswer = { intent: string; result?: SubmissionResult<string[]>; message?: string };

export function useIntentForm<Schema extends ZodType>(
  intent: string,
  definition: FormDefinition<Schema>,
  defaultValue?: DefaultValue<FormInput<Schema>>,
) {
  const answer = useActionData<IntentAnswer>();
  const mine = answer?.intent === intent ? answer : undefined;
  const [form, fields] = useSchemaForm(definition, { id: `profile-${intent}`, lastResult: mine?.result, defaultValue });
  return { form, fields, message: mine?.message };
}
