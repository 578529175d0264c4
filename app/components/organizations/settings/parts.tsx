import { Form, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useHydrated } from "~/components/use-hydrated";
import { ORGANIZATION_PAGE_TOASTS, type OrganizationPageResult } from "~/lib/organizations/texts";
import { cn } from "~/lib/platform/class-names";

export type PageResult = OrganizationPageResult | undefined;

/**
 * With JavaScript a form's answer is a toast (001 §8 titles), raised once per answer. Field errors are
 * shown next to their fields, so the toast then only says that saving failed.
 */
export function useResultToast(result: PageResult) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) return void toast.success(result.title, { description: result.message });
    const described =
      result.fieldErrors && Object.keys(result.fieldErrors).length && result.intent
        ? ORGANIZATION_PAGE_TOASTS[result.intent].fallback
        : result.message;
    toast.error(result.title, { description: described });
  }, [result]);
}

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

/**
 * Whether any field differs from what the server rendered (each element's default value), so a change
 * made before the page finished loading on a slow connection still counts.
 */
function isFormDirty(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLInputElement) {
      if (["hidden", "submit", "button", "reset"].includes(element.type)) return false;
      if (element.type === "file") return Boolean(element.files?.length);
      if (element.type === "checkbox" || element.type === "radio") return element.checked !== element.defaultChecked;
      return element.value !== element.defaultValue;
    }
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    if (element instanceof HTMLSelectElement)
      return Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/**
 * A settings form: posts its intent and shows this form's answer next to it. With JavaScript the save
 * button appears only once a field changed and reads 'Saving...' while the request runs (001 §2.1);
 * without it the button is always there. Callers remount it (a `key`) when the saved values change.
 */
export function SettingsForm({
  intent,
  result,
  children,
  submitLabel,
  canSubmit = true,
  encType,
  className,
}: {
  intent: string;
  result: PageResult;
  children: ReactNode;
  submitLabel?: string;
  canSubmit?: boolean;
  encType?: "multipart/form-data";
  className?: string;
}) {
  const mine = result?.intent === intent ? result : undefined;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const onChange = () => {
    if (formRef.current) setDirty(isFormDirty(formRef.current));
  };
  // Changes made before hydration fired no React event: look once when the page comes alive.
  useEffect(onChange, []);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form
      ref={formRef}
      method="post"
      encType={encType}
      className={className ?? "flex flex-col gap-4"}
      onChange={onChange}
      onInput={onChange}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
      {/* Field errors show next to their fields; the line says what happened (and titles it). */}
      {mine && (mine.ok || !Object.keys(mine.fieldErrors ?? {}).length) ? <ResultLine result={mine} /> : null}
      {submitLabel && canSubmit && (!hydrated || dirty || saving) ? (
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : submitLabel}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

export function fieldError(result: PageResult, intent: string, name: string): string[] | undefined {
  return result?.intent === intent ? result.fieldErrors?.[name] : undefined;
}

export function Toggle({
  name,
  label,
  defaultChecked,
  disabled,
  description,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  disabled: boolean;
  description?: string;
}) {
  return (
    <label className="flex items-start gap-3 rounded-md border p-3">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        disabled={disabled}
        className="mt-1 h-4 w-4 accent-[hsl(var(--primary))]"
      />
      <span className="flex flex-col">
        <span className="text-sm font-medium">{label}</span>
        {description ? <span className="text-xs text-muted-foreground">{description}</span> : null}
      </span>
    </label>
  );
}

export function Errors({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul className="text-sm text-destructive" aria-live="polite">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

export function LabeledInput({
  label,
  name,
  defaultValue,
  disabled,
  readOnly,
  type = "text",
  errors,
  hint,
  min,
  max,
  step,
}: {
  label: string;
  name: string;
  defaultValue?: string | number | null;
  disabled?: boolean;
  readOnly?: boolean;
  type?: string;
  errors?: string[];
  hint?: string;
  min?: number;
  max?: number;
  step?: number;
}) {
  const id = `field-${name.replace(/[^a-zA-Z0-9]/g, "-")}`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue ?? ""}
        disabled={disabled}
        readOnly={readOnly}
        min={min}
        max={max}
        step={step}
        aria-invalid={errors?.length ? true : undefined}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base read-only:bg-muted disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive"
      />
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <Errors errors={errors} />
    </div>
  );
}
