import type { FieldMetadata } from "@conform-to/react";
import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { Input } from "./ui/input";
import { Label } from "./ui/label";
import { NativeSelect } from "./ui/native-select";
import { Textarea } from "./ui/textarea";

/** Errors under a field or form, announced to screen readers. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm text-destructive" aria-live="polite">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/**
 * A form's own errors; when the refusal has a title of its own (002 §8.4: 'Sign in failed',
 * 'Sign up failed', 'Account deletion failed'), an alert with that title and the reasons under it.
 */
export function FormErrors({ id, errors, title }: { id?: string; errors?: string[] | null; title?: string }) {
  if (!title) return <ErrorList id={id} errors={errors} />;
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-md border border-destructive/50 bg-destructive/10 p-3">
      <p className="text-sm font-semibold text-destructive">{title}</p>
      <ErrorList id={id} errors={errors} />
    </div>
  );
}

type FieldProps = {
  label: string;
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "password" | "url" | "search";
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  hint?: string;
};

/** A labelled input wired to Conform, with its errors shown next to it. */
export function Field({ label, field, type = "text", inputProps, hint }: FieldProps) {
  const errorId = field.errors?.length ? field.errorId : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <Input
        {...getInputProps(field, { type })}
        {...inputProps}
        aria-describedby={[errorId, hint ? `${field.id}-hint` : undefined].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={`${field.id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={field.errors} />
    </div>
  );
}

/** True while this form's submission (or any navigation to `action`) is in flight. */
export function useIsPending(action?: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && (action === undefined || navigation.formAction === action);
}

function describedBy(field: FieldMetadata<string | undefined>, hint?: string) {
  return (
    [field.errors?.length ? field.errorId : undefined, hint ? `${field.id}-hint` : undefined]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

/** A labelled textarea wired to Conform. */
export function TextareaField({
  label,
  field,
  hint,
  rows = 4,
  disabled,
}: {
  label: string;
  field: FieldMetadata<string | undefined>;
  hint?: string;
  rows?: number;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <Textarea
        {...getTextareaProps(field)}
        rows={rows}
        disabled={disabled}
        aria-describedby={describedBy(field, hint)}
      />
      {hint ? (
        <p id={`${field.id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A labelled native select wired to Conform; `placeholder` adds an empty first option. */
export function SelectField({
  label,
  field,
  options,
  placeholder,
  disabled,
}: {
  label: string;
  field: FieldMetadata<string | undefined>;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <NativeSelect {...getSelectProps(field)} disabled={disabled} aria-describedby={describedBy(field)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
