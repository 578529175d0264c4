// Invitations tab: invite 1–10 people at once, pending invitations (resend, revoke) apart from history.
// With JavaScript the forms post through fetchers: new invitations appear as 'Sending…' at once and a
// revoked one leaves the list at once; a refusal puts everything back as the server has it, with a toast.
import { Form, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { IntentInput } from "~/components/forms";
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
import { useHydrated } from "~/components/use-hydrated";
import { useTimeZone } from "~/components/use-time-zone";
import { type OrganizationRole, ROLE_LABELS } from "~/lib/organizations/roles";
import type { InvitationRowValues, OrganizationPageResult } from "~/lib/organizations/texts";
import { formatDateTime } from "~/lib/platform/dates";
import { INVITE_FETCHER, InviteForm } from "./invite-form";
import { type PageResult, ResultLine, useResultToast } from "./tab-form";

type Invitation = {
  id: string;
  email: string;
  role: string;
  status: string;
  expiresAt: number;
  invitedBy: string | null;
};

export function InvitationsTab({
  pending,
  history,
  draft,
  result,
  canInvite,
}: {
  pending: Invitation[];
  history: Invitation[];
  draft: InvitationRowValues[] | undefined;
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
          <InviteForm draft={draft} pageResult={result?.intent === "invite" ? result : undefined} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Invitations can't be sent from here: the organization is archived, or this is a demo board.
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
