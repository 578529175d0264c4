// Invitations tab: invite 1–10 people at once, pending invitations (resend, revoke) apart from history.
// With JavaScript the forms post through fetchers: new invitations appear as 'Sending…' at once and a
// revoked one leaves the list at once; a refusal puts everything back as the server has it, with a toast.
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ErrorList, IntentInput } from "~/components/forms";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogCancel,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/components/use-hydrated";
import { useTimeZone } from "~/components/use-time-zone";
import {
  INVITATION_DEFAULT_EXPIRY_HOURS,
  INVITATION_EXPIRY_CHOICES,
  INVITATION_MAX_BATCH,
  INVITATION_MESSAGES,
} from "~/lib/organizations/constants";
import { ASSIGNABLE_ROLES, type OrganizationRole, ROLE_LABELS } from "~/lib/organizations/roles";
import type { OrganizationPageResult } from "~/lib/organizations/texts";
import { formatDateTime } from "~/lib/platform/dates";
import { type PageResult, ResultLine, useResultToast } from "./tab-form";

type Invitation = {
  id: string;
  email: string;
  role: string;
  status: string;
  expiresAt: number;
  invitedBy: string | null;
};

const INVITE_FETCHER = "invite";

export function InvitationsTab({
  pending,
  history,
  rows,
  result,
  canInvite,
}: {
  pending: Invitation[];
  history: Invitation[];
  rows: number;
  result: PageResult;
  canInvite: boolean;
}) {
  const inviteFetcher = useFetcher<OrganizationPageResult>({ key: INVITE_FETCHER });
  const listResult =
    result && ["resend-invitation", "revoke-invitation"].includes(result.intent ?? "") ? result : undefined;
  // Invitations on their way to the server, shown before it answers.
  const sending =
    inviteFetcher.state !== "idle"
      ? (inviteFetcher.formData
          ?.getAll("email")
          .map(String)
          .filter((email) => email.trim()) ?? [])
      : [];
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="invite-title" className="flex flex-col gap-3">
        <h2 id="invite-title" className="text-lg font-semibold">
          Invite members
        </h2>
        {canInvite ? (
          <InviteForm noScriptRows={rows} pageResult={result?.intent === "invite" ? result : undefined} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Invitations can't be sent from here: the organization is archived, or this is the shared demo board.
          </p>
        )}
      </section>

      <section aria-labelledby="pending-title" className="flex flex-col gap-3">
        <h2 id="pending-title" className="text-lg font-semibold">
          Pending invitations
        </h2>
        <ResultLine result={listResult} />
        {pending.length === 0 && sending.length === 0 ? (
          <p className="text-muted-foreground">No pending invitations</p>
        ) : null}
        <ul aria-label="Pending invitations" className="flex flex-col divide-y rounded-md border">
          {sending.map((email) => (
            <li
              key={`sending-${email}`}
              className="flex items-center justify-between gap-3 p-3 opacity-70"
              aria-busy="true"
            >
              <span className="font-medium">{email}</span>
              <span className="text-sm text-muted-foreground">Sending…</span>
            </li>
          ))}
          {pending.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} canAct={canInvite} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="history-title" className="flex flex-col gap-3">
        <h2 id="history-title" className="text-lg font-semibold">
          History
        </h2>
        {history.length === 0 ? <p className="text-muted-foreground">No past invitations</p> : null}
        <ul aria-label="Invitation history" className="flex flex-col divide-y rounded-md border">
          {history.map((invitation) => (
            <li key={invitation.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <span>{invitation.email}</span>
              <span className="capitalize text-muted-foreground">{invitation.status}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * 1–10 rows; the last row can't be removed (001 §5). With JavaScript rows are added and removed in
 * place; without it 'Add another' and 'Remove last row' are links that re-render the page.
 */
function InviteForm({ noScriptRows, pageResult }: { noScriptRows: number; pageResult: PageResult }) {
  const fetcher = useFetcher<OrganizationPageResult>({ key: INVITE_FETCHER });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const nextId = useRef(1);
  const typed = pageResult && !pageResult.ok ? pageResult.values : undefined;
  const [rowIds, setRowIds] = useState<number[]>(() =>
    Array.from(
      { length: Math.min(Math.max(typed?.length ?? noScriptRows, 1), INVITATION_MAX_BATCH) },
      (_, index) => -index - 1,
    ),
  );
  const result = fetcher.data ?? pageResult;
  useResultToast(fetcher.data);
  // Sent: start again with one empty row. Refused: keep what was typed, errors show in place.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      formRef.current?.reset();
      setRowIds([nextId.current++]);
    }
  }, [fetcher.state, fetcher.data]);
  const rowCount = rowIds.length;
  const fieldErrors = result && !result.ok ? result.fieldErrors : undefined;
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form ref={formRef} method="post" className="flex flex-col gap-3" aria-busy={busy || undefined}>
      <IntentInput intent="invite" />
      {rowIds.map((rowId, index) => (
        <fieldset key={rowId} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[2fr_1fr_1fr]">
          <legend className="sr-only">Invitation {index + 1}</legend>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`invite-email-${index}`}>Email{rowCount > 1 ? ` ${index + 1}` : ""}</Label>
            <input
              id={`invite-email-${index}`}
              name="email"
              type="email"
              defaultValue={typed?.[index]?.email}
              className="h-10 rounded-md border border-input bg-background px-3"
            />
            <ErrorList errors={fieldErrors?.[`email[${index}]`]} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`invite-role-${index}`}>Role{rowCount > 1 ? ` ${index + 1}` : ""}</Label>
            <NativeSelect id={`invite-role-${index}`} name="role" defaultValue={typed?.[index]?.role || "member"}>
              {ASSIGNABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
            <ErrorList errors={fieldErrors?.[`role[${index}]`]} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`invite-expiry-${index}`}>Expires in{rowCount > 1 ? ` ${index + 1}` : ""}</Label>
            <NativeSelect
              id={`invite-expiry-${index}`}
              name="expiresInHours"
              defaultValue={typed?.[index]?.expiresInHours || String(INVITATION_DEFAULT_EXPIRY_HOURS)}
            >
              {INVITATION_EXPIRY_CHOICES.map((hours) => (
                <option key={hours} value={hours}>
                  {hours === 168 ? "1 week" : `${hours} hours`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1 sm:col-span-3">
            <Label htmlFor={`invite-message-${index}`}>
              Personal message{rowCount > 1 ? ` ${index + 1}` : ""} (optional)
            </Label>
            <Textarea
              id={`invite-message-${index}`}
              name="personalMessage"
              rows={2}
              maxLength={500}
              defaultValue={typed?.[index]?.personalMessage}
            />
            <ErrorList errors={fieldErrors?.[`personalMessage[${index}]`]} />
          </div>
          {hydrated && rowCount > 1 ? (
            <div className="sm:col-span-3">
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setRowIds((ids) => ids.filter((id) => id !== rowId))}
                aria-label={`Remove invitation ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          ) : null}
        </fieldset>
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
        {rowCount < INVITATION_MAX_BATCH ? (
          hydrated ? (
            <Button type="button" variant="outline" onClick={() => setRowIds((ids) => [...ids, nextId.current++])}>
              Add another
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to={`?tab=invitations&rows=${rowCount + 1}`}>Add another</Link>
            </Button>
          )
        ) : (
          <p className="text-sm text-muted-foreground">{INVITATION_MESSAGES.maxBatch}</p>
        )}
        {!hydrated && rowCount > 1 ? (
          <Button asChild variant="ghost">
            <Link to={`?tab=invitations&rows=${rowCount - 1}`}>Remove last row</Link>
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

function InvitationRow({ invitation, canAct }: { invitation: Invitation; canAct: boolean }) {
  const fetcher = useFetcher<OrganizationPageResult>({ key: `invitation-${invitation.id}` });
  const hydrated = useHydrated();
  useResultToast(fetcher.data);
  const timeZone = useTimeZone();
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : undefined;
  if (pendingIntent === "revoke-invitation") return null;
  const status =
    pendingIntent === "resend-invitation"
      ? "Sending a new link…"
      : invitation.status === "expired"
        ? "Expired"
        : `expires ${formatDateTime(invitation.expiresAt, timeZone)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" aria-busy={pendingIntent ? true : undefined}>
      <div className="flex flex-col">
        <span className="font-medium">{invitation.email}</span>
        <span className="text-sm text-muted-foreground">
          {ROLE_LABELS[invitation.role as OrganizationRole]} · {status}
        </span>
      </div>
      {canAct ? (
        <InvitationActions
          invitation={invitation}
          fetcher={fetcher}
          pending={Boolean(pendingIntent)}
          hydrated={hydrated}
        />
      ) : null}
    </li>
  );
}

function InvitationActions({
  invitation,
  fetcher,
  pending,
  hydrated,
}: {
  invitation: Invitation;
  fetcher: ReturnType<typeof useFetcher<OrganizationPageResult>>;
  pending: boolean;
  hydrated: boolean;
}) {
  return (
    <div className="flex gap-2">
      <fetcher.Form method="post">
        <IntentInput intent="resend-invitation" />
        <input type="hidden" name="invitationId" value={invitation.id} />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={pending}
          aria-label={`Resend invitation to ${invitation.email}`}
        >
          Resend
        </Button>
      </fetcher.Form>
      {hydrated ? (
        <RevokeDialog invitation={invitation} fetcher={fetcher} />
      ) : (
        <Form method="post">
          <IntentInput intent="revoke-invitation" />
          <input type="hidden" name="invitationId" value={invitation.id} />
          <Button type="submit" size="sm" variant="outline" aria-label={`Revoke invitation to ${invitation.email}`}>
            Revoke
          </Button>
        </Form>
      )}
    </div>
  );
}

function RevokeDialog({
  invitation,
  fetcher,
}: {
  invitation: Invitation;
  fetcher: ReturnType<typeof useFetcher<OrganizationPageResult>>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`Revoke invitation to ${invitation.email}`}>
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke the invitation to {invitation.email}?</DialogTitle>
          <DialogDescription>The link in their email stops working. You can invite them again later.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="flex justify-end gap-2" onSubmit={() => setOpen(false)}>
          <IntentInput intent="revoke-invitation" />
          <input type="hidden" name="invitationId" value={invitation.id} />
          <DialogCancel />
          <Button type="submit" variant="destructive">
            Revoke invitation
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
