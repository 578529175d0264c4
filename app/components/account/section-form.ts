// The account settings page holds one form per section, each posting its `intent` to the page's action.

import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import type { ZodType } from "zod";
import { useSchemaForm } from "~/components/forms";
import type { ACCOUNT_SETTINGS_INTENTS } from "~/lib/auth/schemas";
import type { FormDefinition, FormInput } from "~/lib/forms/definition";

export type AccountSettingsIntent = (typeof ACCOUNT_SETTINGS_INTENTS)[number];

/** What the page's action answers one section's form. */
export type AccountActionResult = {
  intent: AccountSettingsIntent;
  result: SubmissionResult<string[]>;
  message?: string;
  newToken?: string;
  failure?: string;
};

/**
 * A section's form (its definition in app/lib/forms/generated/), and the action's answer when it answers this
 * section. A saved answer resets the form to `defaultValue` (Conform writes it into the fields), so a section
 * that shows saved values passes them here: the field then keeps what was just saved instead of emptying itself.
 */
export function useSectionForm<Schema extends ZodType>(
  intent: AccountSettingsIntent,
  definition: FormDefinition<Schema>,
  defaultValue?: DefaultValue<FormInput<Schema>>,
) {
  const actionData = useActionData<AccountActionResult | { error: string }>();
  const mine = actionData && "intent" in actionData && actionData.intent === intent ? actionData : undefined;
  const [form, fields] = useSchemaForm(definition, {
    id: `settings-${intent}`,
    lastResult: mine?.result,
    defaultValue,
  });
  return { form, fields, message: mine?.message, newToken: mine?.newToken, failure: mine?.failure };
}
