// The invite form: 1–10 rows of parallel fields (email, role, expiresInHours, personalMessage), checked with
// the form's schema as it is sent; with JavaScript it posts through a fetcher and rows are added in place.
import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ErrorList, IntentInput, useFormValidation } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/components/use-hydrated";
import { invitationRowsForm } from "~/lib/forms/generated/invitation-rows";
import {
  INVITATION_DEFAULT_EXPIRY_HOURS,
  INVITATION_EXPIRY_CHOICES,
  INVITATION_MAX_BATCH,
  INVITATION_MESSAGES,
  INVITATION_ROWS_FIELD,
} from "~/lib/organizations/constants";
import { ASSIGNABLE_ROLES, ROLE_LABELS } from "~/lib/organizations/roles";
import type { InvitationRowValues, OrganizationPageResult } from "~/lib/organizations/texts";
import { type PageResult, ResultLine, useRefusalReply, useResultToast } from "./tab-form";

/** The invite form's fetcher: the pending list reads it to show invitations on their way. */
export const INVITE_FETCHER = "invite";

/**
 * 1–10 rows; the last row can't be removed (001 §5). With JavaScript rows are added and removed in
 * place; without it 'Add another' and 'Remove last row' post the rows typed so far (`draft` comes back).
 */
export function InviteForm({ draft, pageResult }: { draft?: InvitationRowValues[]; pageResult: PageResult }) {
  const fetcher = useFetcher<OrganizationPageResult>({ key: INVITE_FETCHER });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const nextId = useRef(1);
  const typed = draft ?? (pageResult && !pageResult.ok ? pageResult.values : undefined);
  const [rowIds, setRowIds] = useState<number[]>(() =>
    Array.from({ length: Math.min(Math.max(typed?.length ?? 1, 1), INVITATION_MAX_BATCH) }, (_, index) => -index - 1),
  );
  const result = fetcher.data ?? pageResult;
  useResultToast(fetcher.data);
  const lastResult = useRefusalReply(result, "invite");
  const [form] = useForm({
    id: "invite",
    lastResult,
    onValidate: useFormValidation(invitationRowsForm, "invite"),
  });
  // Sent: start again with one empty row. Refused: keep what was typed, errors show in place.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      formRef.current?.reset();
      setRowIds([nextId.current++]);
    }
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className="flex flex-col gap-3"
      aria-busy={busy || undefined}
      {...getFormProps(form)}
    >
      <IntentInput intent="invite" />
      {rowIds.map((rowId, index) => (
        <InvitationRowFields
          key={rowId}
          index={index}
          numbered={rowIds.length > 1}
          typed={typed?.[index]}
          errors={(name) => form.allErrors[`${name}[${index}]`]}
          onRemove={hydrated && rowIds.length > 1 ? () => setRowIds((ids) => ids.filter((id) => id !== rowId)) : null}
        />
      ))}
      <ResultLine result={result} />
      {result?.ok && result.rowErrors?.length ? (
        <div role="alert" className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
          <p className="font-medium">Not sent:</p>
          {result.rowErrors.map((error) => (
            <p key={error.email}>
              {error.email}: {error.message}
            </p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send invitations"}
        </Button>
        {rowIds.length < INVITATION_MAX_BATCH ? (
          hydrated ? (
            <Button type="button" variant="outline" onClick={() => setRowIds((ids) => [...ids, nextId.current++])}>
              Add another
            </Button>
          ) : (
            <Button
              type="submit"
              variant="outline"
              name={INVITATION_ROWS_FIELD}
              value={rowIds.length + 1}
              formNoValidate
            >
              Add another
            </Button>
          )
        ) : (
          <p className="text-sm text-muted-foreground">{INVITATION_MESSAGES.maxBatch}</p>
        )}
        {!hydrated && rowIds.length > 1 ? (
          <Button type="submit" variant="ghost" name={INVITATION_ROWS_FIELD} value={rowIds.length - 1} formNoValidate>
            Remove last row
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** One invitation: labels are numbered once there are several rows ('Email 2'). */
function InvitationRowFields({
  index,
  numbered,
  typed,
  errors,
  onRemove,
}: {
  index: number;
  numbered: boolean;
  typed: InvitationRowValues | undefined;
  errors: (name: keyof InvitationRowValues) => string[] | undefined;
  onRemove: (() => void) | null;
}) {
  const number = numbered ? ` ${index + 1}` : "";
  const control = (name: keyof InvitationRowValues) => {
    const id = `invite-${name}-${index}`;
    const invalid = Boolean(errors(name)?.length);
    return { id, name, "aria-invalid": invalid || undefined, "aria-describedby": invalid ? `${id}-error` : undefined };
  };
  const errorList = (name: keyof InvitationRowValues) => (
    <ErrorList id={`invite-${name}-${index}-error`} errors={errors(name)} />
  );
  return (
    <fieldset className="grid gap-2 rounded-md border p-3 sm:grid-cols-[2fr_1fr_1fr]">
      <legend className="sr-only">Invitation {index + 1}</legend>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`invite-email-${index}`}>Email{number}</Label>
        <Input {...control("email")} type="email" defaultValue={typed?.email} />
        {errorList("email")}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`invite-role-${index}`}>Role{number}</Label>
        <NativeSelect {...control("role")} defaultValue={typed?.role || "member"}>
          {ASSIGNABLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
        {errorList("role")}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`invite-expiresInHours-${index}`}>Expires in{number}</Label>
        <NativeSelect
          {...control("expiresInHours")}
          defaultValue={typed?.expiresInHours || String(INVITATION_DEFAULT_EXPIRY_HOURS)}
        >
          {INVITATION_EXPIRY_CHOICES.map((hours) => (
            <option key={hours} value={hours}>
              {hours === 168 ? "1 week" : `${hours} hours`}
            </option>
          ))}
        </NativeSelect>
        {errorList("expiresInHours")}
      </div>
      <div className="flex flex-col gap-1 sm:col-span-3">
        <Label htmlFor={`invite-personalMessage-${index}`}>Personal message{number} (optional)</Label>
        <Textarea {...control("personalMessage")} rows={2} maxLength={500} defaultValue={typed?.personalMessage} />
        {errorList("personalMessage")}
      </div>
      {onRemove ? (
        <div className="sm:col-span-3">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={onRemove}
            aria-label={`Remove invitation ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
