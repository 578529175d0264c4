import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, IntentInput, SelectField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { useVaultForm, type VaultFormAnswer } from "~/components/vaults/vault-form";
import { addVaultMemberForm } from "~/lib/forms/generated/add-vault-member";
import { vaultInviteForm } from "~/lib/forms/generated/vault-invite";
import { VAULT_ROLE_OPTIONS } from "~/lib/vaults/options";
import { ASSIGNABLE_VAULT_ROLES, VAULT_ROLE_DESCRIPTIONS, VAULT_ROLE_LABELS } from "~/lib/vaults/roles";
import type { VaultPageData } from "~/routes/dashboard.vaults.$id/route";

function RoleOptions() {
  return ASSIGNABLE_VAULT_ROLES.map((role) => (
    <option key={role} value={role} title={VAULT_ROLE_DESCRIPTIONS[role]}>
      {VAULT_ROLE_LABELS[role]}
    </option>
  ));
}

/** Members with their roles; admins change roles, remove, add from the organisation and invite by email. */
export function VaultMembersPanel({ page, answer }: { page: VaultPageData; answer: VaultFormAnswer }) {
  const manage = page.permissions.canManageMembers;
  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-3">
      <h2 id="members-title" className="text-lg font-semibold">
        Members
      </h2>
      <ul className="flex flex-col divide-y rounded-md border">
        {page.members.map((member) => {
          const name = member.fullName || member.email;
          const isOwner = member.role === "owner";
          return (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span className="min-w-0 break-words">
                {name}
                {member.userId === page.me ? <span className="text-muted-foreground"> (You)</span> : null}
              </span>
              {manage && !isOwner ? (
                <div className="flex flex-wrap items-center gap-2">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="userId" value={member.userId} />
                    <NativeSelect name="role" defaultValue={member.role} aria-label={`Role of ${name}`}>
                      <RoleOptions />
                    </NativeSelect>
                    <Button type="submit" name="intent" value="changeRole" size="sm" variant="outline">
                      Change role
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="userId" value={member.userId} />
                    <Button type="submit" name="intent" value="removeMember" size="sm" variant="ghost">
                      Remove <span className="sr-only">{name}</span>
                    </Button>
                  </Form>
                </div>
              ) : (
                <span className="text-muted-foreground">{VAULT_ROLE_LABELS[member.role]}</span>
              )}
            </li>
          );
        })}
      </ul>
      {manage && page.candidates.length > 0 ? <AddMemberForm page={page} answer={answer} /> : null}
      {manage ? <InviteForm answer={answer} /> : null}
      {page.invitations.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">Pending invitations</h3>
          <ul className="flex flex-col divide-y rounded-md border text-sm">
            {page.invitations.map((invitation) => (
              <li key={invitation.id} className="flex items-center justify-between gap-2 p-2">
                <span className="min-w-0 break-words">
                  {invitation.email} · {VAULT_ROLE_LABELS[invitation.role]}
                </span>
                <Form method="post">
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button type="submit" name="intent" value="deleteInvitation" size="sm" variant="ghost">
                    Delete <span className="sr-only">invitation to {invitation.email}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function AddMemberForm({ page, answer }: { page: VaultPageData; answer: VaultFormAnswer }) {
  const [form, fields] = useVaultForm(addVaultMemberForm, {
    intent: "addMember",
    answer,
    defaultValue: { userId: page.candidates[0]?.id, role: "viewer" },
  });
  const people = page.candidates.map((person) => ({ value: person.id, label: person.fullName || person.email }));
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2" aria-label="Add a member">
      <IntentInput intent="addMember" />
      <div className="min-w-40 flex-1">
        <SelectField label="Add from the organization" field={fields.userId} options={people} />
      </div>
      <SelectField label="Role" field={fields.role} options={VAULT_ROLE_OPTIONS} />
      <Button type="submit" variant="outline">
        Add member
      </Button>
    </Form>
  );
}

function InviteForm({ answer }: { answer: VaultFormAnswer }) {
  const [form, fields] = useVaultForm(vaultInviteForm, { intent: "invite", answer, defaultValue: { role: "viewer" } });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2" aria-label="Invite by email">
      <IntentInput intent="invite" />
      <div className="min-w-40 flex-1">
        <Field label="Invite by email" field={fields.email} type="email" />
      </div>
      <SelectField label="Role" field={fields.role} options={VAULT_ROLE_OPTIONS} />
      <Button type="submit">Send invitation</Button>
    </Form>
  );
}
