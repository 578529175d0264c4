// A vault page form on the form kit (decision 031): checked in the browser with its schema once it has loaded,
// and the server's field errors for this form (the page's answer, by intent) shown next to its fields.
import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import type { ZodType, z } from "zod";
import { useSchemaForm } from "~/components/forms";
import type { FormDefinition, FormInput } from "~/lib/forms/definition";

/** What the vault page's action answers (VaultPageAnswer), as far as a form reads it. */
export type VaultFormAnswer = { intent: string; fieldErrors?: Record<string, string[]> } | undefined;

/** `intent` names the form's answer (and its id); `defaultValue` is what the server rendered (the saved values). */
export function useVaultForm<Schema extends ZodType>(
  definition: FormDefinition<Schema>,
  options: {
    intent: string;
    answer: VaultFormAnswer;
    defaultValue?: { [Key in keyof z.output<Schema>]?: unknown };
  },
) {
  const { intent, answer } = options;
  const lastResult = useMemo<SubmissionResult<string[]> | undefined>(() => {
    const errors = answer?.fieldErrors;
    if (answer?.intent !== intent || !errors || Object.keys(errors).length === 0) return undefined;
    return { status: "error", error: errors };
  }, [answer, intent]);
  return useSchemaForm(definition, {
    id: `vault-${intent}`,
    lastResult,
    defaultValue: options.defaultValue as DefaultValue<FormInput<Schema>>,
  });
}
