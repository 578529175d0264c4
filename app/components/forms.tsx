// The one form kit: labelled controls wired to Conform (one zod schema on the client and the server),
// with their errors next to them. Every control works without JavaScript.
import type { DefaultValue, FieldMetadata, FormMetadata, Submission, SubmissionResult } from "@conform-to/react";
import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { type InputHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";
import type { ZodType, z } from "zod";
import type { FormDefinition, FormInput } from "~/lib/forms/definition";
import { cn } from "~/lib/platform/class-names";
import { IntentInput } from "./intent-input";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
import { Label } from "./ui/label";
import { NativeSelect } from "./ui/native-select";
import { Textarea } from "./ui/textarea";
import { useHydrated } from "./use-hydrated";

/** A form's check in the browser: what Conform's `onValidate` takes for this form. */
type Validate<Schema extends ZodType> = (context: {
  formData: FormData;
}) => Submission<FormInput<Schema>, string[], z.output<Schema>>;

// Each form's check, once loaded: every later form of the same name starts with it.
const validators = new Map<string, Validate<ZodType>>();

async function loadValidator<Schema extends ZodType>(form: FormDefinition<Schema>): Promise<Validate<Schema>> {
  const [schema, { parseWithZod }] = await Promise.all([form.schema(), import("@conform-to/zod/v4")]);
  const validate = (({ formData }) => parseWithZod(formData, { schema })) as Validate<Schema>;
  validators.set(form.name, validate as Validate<ZodType>);
  return validate;
}

/**
 * The browser's check of form `formId`, loaded when the reader first reaches into that form (focus or pointer):
 * zod is in no page's first load, and its parse is no long task after hydration either (it showed as TBT on
 * the settings page, which has seven forms). Until it is there, or if it can't load (offline), the form posts
 * and the server's answer shows the same errors from the same schema.
 */
export function useFormValidation<Schema extends ZodType>(
  definition: FormDefinition<Schema>,
  formId: string,
): Validate<Schema> | undefined {
  const [validate, setValidate] = useState(() => validators.get(definition.name) as Validate<Schema> | undefined);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (validate || !form) return;
    let live = true;
    const listen = () => {
      form.addEventListener("focusin", load);
      form.addEventListener("pointerdown", load);
    };
    const stopListening = () => {
      form.removeEventListener("focusin", load);
      form.removeEventListener("pointerdown", load);
    };
    function load() {
      stopListening();
      loadValidator(definition).then(
        (loaded) => live && setValidate(() => loaded),
        () => live && listen(), // offline: the next focus tries again
      );
    }
    // Focus may have arrived before the page's scripts did.
    if (form.contains(document.activeElement)) load();
    else listen();
    return () => {
      live = false;
      stopListening();
    };
  }, [definition, formId, validate]);
  // Says on the form when the browser's check is in effect (after the render that handed it to Conform), so a
  // test can wait for it rather than for its script's download.
  useEffect(() => {
    if (validate) document.getElementById(formId)?.setAttribute("data-browser-check", "on");
  }, [formId, validate]);
  return validate;
}

/**
 * A form on its definition (app/lib/forms/generated/): the server parses with its schema, the browser checks with
 * it once it has loaded, and its constraints become HTML attributes from the first render. Errors clear while
 * typing: clearing them on blur shifts the layout under the click on Submit.
 */
export function useSchemaForm<Schema extends ZodType>(
  definition: FormDefinition<Schema>,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<FormInput<Schema>>;
  },
) {
  return useForm<FormInput<Schema>, z.output<Schema>, string[]>({
    ...options,
    constraint: definition.constraint,
    onValidate: useFormValidation(definition, options.id),
    shouldRevalidate: "onInput",
  });
}

// Controls take any field of the form; what they render is always a string (Conform serialises values).
type AnyField = FieldMetadata<unknown>;

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

/** The hidden `intent` field of a form that shares its action with others (one `z.discriminatedUnion` case). */
export { IntentInput };

/** True while this form's submission (or any navigation to `action`) is in flight. */
export function useIsPending(action?: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && (action === undefined || navigation.formAction === action);
}

/** What a control's aria-describedby names: its errors (when it has some) and its hint. */
function describedBy(field: AnyField, hint?: ReactNode, errors = field.errors) {
  return (
    [errors?.length ? field.errorId : undefined, hint ? field.descriptionId : undefined].filter(Boolean).join(" ") ||
    undefined
  );
}

function Hint({ field, hint }: { field: AnyField; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={field.descriptionId} className="text-sm text-muted-foreground">
      {hint}
    </p>
  );
}

type FieldProps = {
  label: string;
  field: AnyField;
  type?: "text" | "email" | "password" | "url" | "search" | "number" | "date" | "time" | "file";
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  hint?: ReactNode;
};

/** A labelled input wired to Conform, with its errors shown next to it. */
export function Field({ label, field, type = "text", inputProps, hint }: FieldProps) {
  const { key, ...props } = getInputProps(field, { type });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <Input key={key} {...props} {...inputProps} aria-describedby={describedBy(field, hint)} />
      <Hint field={field} hint={hint} />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A labelled textarea wired to Conform; `allErrors` also shows the errors of its items (one per line). */
export function TextareaField({
  label,
  field,
  hint,
  rows = 4,
  disabled,
  allErrors,
}: {
  label: string;
  field: AnyField;
  hint?: ReactNode;
  rows?: number;
  disabled?: boolean;
  allErrors?: boolean;
}) {
  const { key, ...props } = getTextareaProps(field, { ariaInvalid: allErrors ? "allErrors" : "errors" });
  const errors = allErrors ? Object.values(field.allErrors).flat() : field.errors;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <Textarea
        key={key}
        {...props}
        rows={rows}
        disabled={disabled}
        aria-describedby={describedBy(field, hint, errors)}
      />
      <Hint field={field} hint={hint} />
      <ErrorList id={field.errorId} errors={errors} />
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
  field: AnyField;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
}) {
  const { key, defaultValue, ...props } = getSelectProps(field);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <NativeSelect
        key={key}
        {...props}
        // Conform leaves an empty value out; the placeholder is then the option the server marks as chosen.
        defaultValue={defaultValue ?? (placeholder !== undefined ? "" : undefined)}
        disabled={disabled}
        aria-describedby={describedBy(field)}
      >
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

/** A checkbox with its label beside it; `boxed` draws it as a toggle row with an optional description. */
export function CheckboxField({
  label,
  field,
  description,
  disabled,
  boxed,
}: {
  label: string;
  field: AnyField;
  description?: string;
  disabled?: boolean;
  boxed?: boolean;
}) {
  // An unticked box is an answer too (false), never a missing one: no `required` whatever the schema says.
  const { key, required: _, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="flex flex-col gap-1">
      <label className={cn("flex gap-3 text-sm", boxed ? "items-start rounded-md border p-3" : "items-center")}>
        <input
          key={key}
          {...props}
          disabled={disabled}
          aria-describedby={describedBy(field)}
          className={cn("h-4 w-4 accent-[hsl(var(--primary))]", boxed && "mt-0.5")}
        />
        <span className="flex flex-col">
          <span className={cn(boxed && "font-medium")}>{label}</span>
          {description ? <span className="text-xs text-muted-foreground">{description}</span> : null}
        </span>
      </label>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Several checkboxes for one array field, under a legend; `className` lays the boxes out (its gap included). */
export function CheckboxGroupField({
  legend,
  field,
  options,
  disabled,
  className = "gap-2",
}: {
  legend: string;
  field: AnyField;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  className?: string;
}) {
  const boxes = getCollectionProps(field, { type: "checkbox", options: options.map((option) => option.value) });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(field)}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={cn("grid", className)}>
        {boxes.map(({ key, ...props }, index) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input {...props} disabled={disabled} className="h-4 w-4 accent-[hsl(var(--primary))]" />
            {options[index].label}
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/**
 * A slider whose label shows the value as it moves (`format`); without JavaScript the label shows the
 * value the server rendered.
 */
export function RangeField({
  label,
  field,
  min,
  max,
  step,
  format,
  hint,
  disabled,
}: {
  label: string;
  field: AnyField;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const { key, ...props } = getInputProps(field, { type: "range" });
  const [value, setValue] = useState(Number(field.initialValue));
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>
        {label}: <output htmlFor={field.id}>{format(value)}</output>
      </Label>
      <input
        key={key}
        {...props}
        type="range"
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onChange={(event) => setValue(Number(event.currentTarget.value))}
        aria-valuetext={format(value)}
        aria-describedby={describedBy(field, hint)}
      />
      <Hint field={field} hint={hint} />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
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
    if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options);
      // With no option marked as chosen, the browser shows the first one.
      if (!element.multiple && !options.some((option) => option.defaultSelected)) return element.selectedIndex > 0;
      return options.some((option) => option.selected !== option.defaultSelected);
    }
    return false;
  });
}

/**
 * A form that saves settings under its `intent`. With JavaScript its save button appears only once a
 * field differs from what the server rendered and reads 'Saving...' while the request runs (001 §2.1);
 * without it the button is always there. `status` is the form's answer, shown above the button.
 * Callers remount it (a `key`) when the saved values change, so 'differs' is measured against them.
 */
export function SettingsForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  submitLabel,
  canSubmit = true,
  encType,
  className,
  status,
  children,
}: {
  form: FormMetadata<Schema>;
  intent: string;
  submitLabel: string;
  canSubmit?: boolean;
  encType?: "multipart/form-data";
  className?: string;
  status?: ReactNode;
  children: ReactNode;
}) {
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
      {...getFormProps(form)}
      onChange={onChange}
      onInput={onChange}
    >
      <IntentInput intent={intent} />
      {children}
      {status}
      {canSubmit && (!hydrated || dirty || saving) ? (
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : submitLabel}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
