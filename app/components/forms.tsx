import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { Input } from "./ui/input";
import { Label } from "./ui/label";

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
      <Input {...getInputProps(field, { type })} {...inputProps} aria-describedby={[errorId, hint ? `${field.id}-hint` : undefined].filter(Boolean).join(" ") || undefined} />
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
