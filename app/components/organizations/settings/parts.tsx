import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { StatusMessage } from "~/components/ui/status-message";

export type PageResult = { ok: boolean; intent: string | null; message: string; fieldErrors?: Record<string, string[]>; rowErrors?: { email: string; message: string }[] } | undefined;

/** A settings form: posts its intent; shows this form's success or error next to it. */
export function SettingsForm({ intent, result, children, submitLabel, canSubmit = true, encType, className }: { intent: string; result: PageResult; children: ReactNode; submitLabel?: string; canSubmit?: boolean; encType?: "multipart/form-data"; className?: string }) {
  const mine = result?.intent === intent ? result : undefined;
  return (
    <Form method="post" encType={encType} className={className ?? "flex flex-col gap-4"}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      {/* Field errors show next to their fields; the form-level line is for everything else. */}
      {mine && !mine.ok && !Object.keys(mine.fieldErrors ?? {}).length ? (
        <p role="alert" className="text-sm text-destructive">
          {mine.message}
        </p>
      ) : null}
      <StatusMessage message={mine?.ok ? mine.message : null} />
      {submitLabel && canSubmit ? (
        <div>
          <Button type="submit">{submitLabel}</Button>
        </div>
      ) : null}
    </Form>
  );
}

export function fieldError(result: PageResult, intent: string, name: string): string[] | undefined {
  return result?.intent === intent ? result.fieldErrors?.[name] : undefined;
}

export function Toggle({ name, label, defaultChecked, disabled, description }: { name: string; label: string; defaultChecked: boolean; disabled: boolean; description?: string }) {
  return (
    <label className="flex items-start gap-3 rounded-md border p-3">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} disabled={disabled} className="mt-1 h-4 w-4 accent-[hsl(var(--primary))]" />
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

export function LabeledInput({ label, name, defaultValue, disabled, type = "text", errors, hint, min, max, step }: { label: string; name: string; defaultValue?: string | number | null; disabled?: boolean; type?: string; errors?: string[]; hint?: string; min?: number; max?: number; step?: number }) {
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
        min={min}
        max={max}
        step={step}
        aria-invalid={errors?.length ? true : undefined}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive"
      />
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <Errors errors={errors} />
    </div>
  );
}
