// What the settings tabs share: the page's answer (OrganizationPageResult) shown as a toast or a line, and
// a tab's form on the form kit, with the answer's field errors fed to Conform so they show next to the fields.
import type { DefaultValue, FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";
import { type ReactNode, useMemo } from "react";
import type { ZodType, z } from "zod";
import { CheckboxField, SettingsForm, useSchemaForm } from "~/components/forms";
import { useHydrated } from "~/components/use-hydrated";
import type { FormDefinition, FormInput } from "~/lib/forms/definition";
import type { OrganizationPageIntent } from "~/lib/organizations/texts";
import { cn } from "~/lib/platform/class-names";
import { hasFieldErrors, type PageResult } from "./result-toast";

export { type PageResult, useResultToast } from "./result-toast";

/** Without JavaScript the answer is a line next to the form: a status on success, an alert on failure. */
export function ResultLine({ result, className }: { result: PageResult; className?: string }) {
  const hydrated = useHydrated();
  if (!result || hydrated) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={cn(
        "rounded-md border px-3 py-2 text-sm",
        result.ok ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10",
        className,
      )}
    >
      <span className="font-medium">{result.title}</span>: {result.message}
    </p>
  );
}

/** This form's refusal in Conform's terms (Conform's `lastResult`): its field errors, reported once per answer. */
export function useRefusalReply(result: PageResult, intent: OrganizationPageIntent) {
  return useMemo<SubmissionResult<string[]> | undefined>(() => {
    if (!result || result.ok || result.intent !== intent || !hasFieldErrors(result)) return undefined;
    return { status: "error", error: result.fieldErrors };
  }, [result, intent]);
}

/** A tab's form: checked with its schema as the reader types, and the server's field errors in place. */
export function useTabForm<Schema extends ZodType>(
  intent: OrganizationPageIntent,
  definition: FormDefinition<Schema>,
  defaultValue: { [Key in keyof z.output<Schema>]?: unknown },
  result: PageResult,
) {
  const lastResult = useRefusalReply(result, intent);
  return useSchemaForm(definition, {
    id: `settings-${intent}`,
    lastResult,
    // The saved values (numbers, booleans, lists, or a list as lines): Conform renders each as a form holds it.
    defaultValue: defaultValue as DefaultValue<FormInput<Schema>>,
  });
}

/** A form's answer as a line (no JavaScript), unless its field errors already say it next to the fields. */
export function FormResult({ intent, result }: { intent: OrganizationPageIntent; result: PageResult }) {
  const mine = result?.intent === intent ? result : undefined;
  return mine && (mine.ok || !hasFieldErrors(mine)) ? <ResultLine result={mine} /> : null;
}

/** A tab's settings form, with its answer above the button. */
export function TabForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  result,
  submitLabel,
  canSubmit,
  encType,
  children,
}: {
  form: FormMetadata<Schema>;
  intent: OrganizationPageIntent;
  result: PageResult;
  submitLabel: string;
  canSubmit?: boolean;
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  return (
    <SettingsForm
      form={form}
      intent={intent}
      submitLabel={submitLabel}
      canSubmit={canSubmit}
      encType={encType}
      status={<FormResult intent={intent} result={result} />}
    >
      {children}
    </SettingsForm>
  );
}

/** A tab's on/off settings, as boxed toggles in two columns. */
export function Toggles<Key extends string>({
  toggles,
  fields,
  disabled,
}: {
  toggles: readonly { key: Key; label: string; description?: string }[];
  fields: Record<Key, FieldMetadata<unknown>>;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {toggles.map((toggle) => (
        <CheckboxField
          key={toggle.key}
          label={toggle.label}
          description={toggle.description}
          field={fields[toggle.key]}
          disabled={disabled}
          boxed
        />
      ))}
    </div>
  );
}

/** The organisation as the settings page shows it. */
export type SettingsOrganization = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
  industry: string | null;
  organizationSize: string | null;
  logoUrl: string | null;
  deletionScheduledFor: number | null;
  isDemo: boolean;
};
