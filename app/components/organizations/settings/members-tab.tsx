// Members tab: role changes, removal and ownership transfer. Each row posts through its own fetcher, so
// with JavaScript the change shows at once (optimistic) and rolls back by itself when the server
// refuses: the row renders from the loader's data again and a toast says why. Without JavaScript the
// same forms post normally and confirmations are a server-rendered step (MemberConfirm).
import { getFormProps } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Field, IntentInput, useSchemaForm } from "~/components/forms";
import { Avatar } from "~/components/profile/avatar";
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
import { NativeSelect } from "~/components/ui/native-select";
import { useHydrated } from "~/components/use-hydrated";
import { removeMemberForm } from "~/lib/forms/generated/remove-member";
import { transferOwnershipForm } from "~/lib/forms/generated/transfer-ownership";
import { ASSIGNABLE_ROLES, type OrganizationRole, ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/lib/organizations/roles";
import type { OrganizationPageResult } from "~/lib/organizations/texts";
import { RoleBadge } from "../role-badge";
import { type PageResult, ResultLine, useResultToast } from "./tab-form";

export type Member = {
  userId: string;
  displayName: string;
  user: { email: string; fullName: string | null; avatarUrl: string | null };
  role: OrganizationRole;
  status: string;
  boardTitle: string | null;
  isYou: boolean;
  can: { change_role: boolean; remove: boolean; transfer_ownership: boolean };
};

const MEMBER_INTENTS = ["change-role", "remove-member", "transfer-ownership"];

export function MembersTab({
  members,
  pagination,
  result,
  slug,
}: {
  members: Member[];
  pagination: { page: number; limit: number; total: number };
  result: PageResult;
  slug: string;
}) {
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  const mine = result && MEMBER_INTENTS.includes(result.intent ?? "") ? result : undefined;
  return (
    <div className="flex flex-col gap-4">
      <ResultLine result={mine} />
      {members.length === 0 ? <p className="text-muted-foreground">No members found</p> : null}
      <ul aria-label="Members" className="flex flex-col divide-y rounded-md border">
        {members.map((member) => (
          <MemberRow key={member.userId} member={member} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Members pages" className="flex items-center gap-2 text-sm">
          {pagination.page > 1 ? (
            <Link to={`/dashboard/organizations/${slug}?tab=members&page=${pagination.page - 1}`}>Previous</Link>
          ) : null}
          <span className="tabular-nums">
            Page {pagination.page} of {pages} ({pagination.total} members)
          </span>
          {pagination.page < pages ? (
            <Link to={`/dashboard/organizations/${slug}?tab=members&page=${pagination.page + 1}`}>Next</Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function MemberRow({ member }: { member: Member }) {
  const fetcher = useFetcher<OrganizationPageResult>({ key: `member-${member.userId}` });
  const hydrated = useHydrated();
  useResultToast(fetcher.data);
  const pending = fetcher.state !== "idle" ? fetcher.formData : undefined;
  const pendingIntent = pending?.get("intent");
  // What the server will most likely answer, shown while it answers (001 §4: optimistic, rolled back on failure).
  const shownRole: OrganizationRole =
    pendingIntent === "change-role"
      ? (pending?.get("newRole") as OrganizationRole)
      : pendingIntent === "transfer-ownership"
        ? "owner"
        : member.role;
  const [chosenRole, setChosenRole] = useState<OrganizationRole>(member.role);
  // A refused change puts the picker back on the role the member really has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every answer (fetcher.data) resets the picker
  useEffect(() => setChosenRole(member.role), [member.role, fetcher.data]);
  if (pendingIntent === "remove-member") return null;

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" aria-busy={pending ? true : undefined}>
      <div className="flex min-w-0 items-center gap-3">
        <Avatar avatarUrl={member.user.avatarUrl} name={member.user.fullName} email={member.user.email} />
        <div className="flex min-w-0 flex-col">
          <span className="font-medium">
            {member.displayName}
            {member.isYou ? <span className="ml-2 text-xs text-muted-foreground">(You)</span> : null}
          </span>
          <span className="truncate text-sm text-muted-foreground">
            {member.user.email}
            {member.boardTitle ? ` · ${member.boardTitle}` : ""}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <RoleBadge role={shownRole} />
        {member.status !== "active" ? (
          <span className="rounded-full bg-destructive px-2 py-0.5 text-xs text-destructive-foreground">
            {member.status}
          </span>
        ) : null}
        {member.can.change_role ? (
          <fetcher.Form method="post" className="flex items-center gap-1">
            <IntentInput intent="change-role" />
            <input type="hidden" name="targetUserId" value={member.userId} />
            <NativeSelect
              name="newRole"
              value={chosenRole}
              onChange={(event) => setChosenRole(event.target.value as OrganizationRole)}
              aria-label={`Role for ${member.displayName}`}
              className="h-9 w-28 text-sm"
            >
              {ASSIGNABLE_ROLES.map((role) => (
                <option key={role} value={role} title={ROLE_DESCRIPTIONS[role]}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={Boolean(pending)}
              aria-label={`Change role of ${member.displayName}`}
            >
              Change role
            </Button>
          </fetcher.Form>
        ) : null}
        {member.can.remove ? (
          hydrated ? (
            <MemberActionDialog kind="remove" member={member} fetcher={fetcher} />
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link
                to={`?tab=members&confirm=remove&member=${member.userId}`}
                aria-label={CONFIRM_TEXTS.remove.label(member.displayName)}
              >
                Remove
              </Link>
            </Button>
          )
        ) : null}
        {member.can.transfer_ownership ? (
          hydrated ? (
            <MemberActionDialog kind="transfer" member={member} fetcher={fetcher} />
          ) : (
            <Button asChild size="sm" variant="ghost">
              <Link
                to={`?tab=members&confirm=transfer&member=${member.userId}`}
                aria-label={CONFIRM_TEXTS.transfer.label(member.displayName)}
              >
                Make owner
              </Link>
            </Button>
          )
        ) : null}
      </div>
    </li>
  );
}

const CONFIRM_TEXTS = {
  remove: {
    trigger: "Remove",
    label: (name: string) => `Remove ${name}`,
    title: (name: string) => `Remove ${name}?`,
    body: "They lose access to this organization and its committees. You can invite them again later.",
    confirm: "Remove member",
    intent: "remove-member",
    form: removeMemberForm,
  },
  transfer: {
    trigger: "Make owner",
    // An accessible name begins with the button's visible text (WCAG 2.5.3).
    label: (name: string) => `Make owner: ${name}`,
    title: (name: string) => `Transfer ownership to ${name}?`,
    body: "This cannot be undone: they become the owner and you become an admin.",
    confirm: "Transfer ownership",
    intent: "transfer-ownership",
    form: transferOwnershipForm,
  },
} as const;

/**
 * The confirmation's form: who is affected, and for a removal the optional reason (kept in the audit log).
 * `id` tells one member's form from another's.
 */
function useConfirmForm(kind: "remove" | "transfer", id: string) {
  // The removal's fields are the transfer's plus the reason: one shape serves both (a transfer shows no reason).
  return useSchemaForm(CONFIRM_TEXTS[kind].form as typeof removeMemberForm, { id });
}

function ConfirmFields({
  kind,
  member,
  fields,
}: {
  kind: "remove" | "transfer";
  member: { userId: string };
  fields: ReturnType<typeof useConfirmForm>[1];
}) {
  return (
    <>
      <IntentInput intent={CONFIRM_TEXTS[kind].intent} />
      <input type="hidden" name="targetUserId" value={member.userId} />
      {kind === "remove" ? <Field label="Reason (optional, kept in the audit log)" field={fields.reason} /> : null}
    </>
  );
}

/** With JavaScript: the confirmation is a dialog that names who is affected, then posts through the row's fetcher. */
function MemberActionDialog({
  kind,
  member,
  fetcher,
}: {
  kind: "remove" | "transfer";
  member: Member;
  fetcher: ReturnType<typeof useFetcher<OrganizationPageResult>>;
}) {
  const texts = CONFIRM_TEXTS[kind];
  const [open, setOpen] = useState(false);
  const [form, fields] = useConfirmForm(kind, `${kind}-${member.userId}`);
  const formProps = getFormProps(form);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant={kind === "remove" ? "outline" : "ghost"}
          aria-label={texts.label(member.displayName)}
        >
          {texts.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title(member.displayName)}</DialogTitle>
          <DialogDescription>{texts.body}</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          className="flex flex-col gap-4"
          {...formProps}
          onSubmit={(event) => {
            formProps.onSubmit(event);
            if (!event.defaultPrevented) setOpen(false);
          }}
        >
          <ConfirmFields kind={kind} member={member} fields={fields} />
          <div className="flex justify-end gap-2">
            <DialogCancel />
            <Button type="submit" variant="destructive">
              {texts.confirm}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** Without JavaScript: the confirmation step the server renders for ?confirm=remove|transfer. */
export function MemberConfirm({
  kind,
  member,
}: {
  kind: "remove" | "transfer";
  member: { userId: string; displayName: string };
}) {
  const texts = CONFIRM_TEXTS[kind];
  const [form, fields] = useConfirmForm(kind, `confirm-${kind}`);
  return (
    <Form
      method="post"
      className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4"
      {...getFormProps(form)}
    >
      <h2 className="font-semibold">{texts.title(member.displayName)}</h2>
      <p className="text-sm">{texts.body}</p>
      <ConfirmFields kind={kind} member={member} fields={fields} />
      <div className="flex gap-2">
        <Button type="submit" variant="destructive">
          {texts.confirm}
        </Button>
        <Button asChild variant="outline">
          <Link to="?tab=members">Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}
