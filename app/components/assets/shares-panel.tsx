import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, IntentInput, SelectField, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/assets/format";
import { shareAssetForm } from "~/lib/forms/generated/share-asset";

export type ShareRow = {
  id: string;
  sharedWithName: string | null;
  sharedWithEmail: string;
  permission: string;
  expiresAt: number | null;
  revokedAt: number | null;
};

const PERMISSIONS = [
  { value: "view", label: "View" },
  { value: "download", label: "Download" },
  { value: "edit", label: "Edit" },
];

function shareState(share: ShareRow, now: number) {
  if (share.revokedAt) return "Revoked";
  if (share.expiresAt && share.expiresAt <= now) return "Expired";
  return share.expiresAt ? `Until ${formatDate(share.expiresAt)}` : "No expiry";
}

/** Who the document is shared with (per member, with an expiry, revocable) and the form to share it. */
export function SharesPanel({
  shares,
  members,
  now,
  lastResult,
}: {
  shares: ShareRow[];
  members: { id: string; fullName: string | null; email: string }[];
  now: number;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(shareAssetForm, { id: "share-asset", lastResult });
  return (
    <section aria-labelledby="shares-title" className="flex flex-col gap-3">
      <h2 id="shares-title" className="text-lg font-semibold">
        Shares
      </h2>
      {shares.length === 0 ? <p className="text-sm text-muted-foreground">Not shared with anyone yet.</p> : null}
      <ul className="flex flex-col divide-y rounded-md border empty:hidden">
        {shares.map((share) => {
          const live = !share.revokedAt && (!share.expiresAt || share.expiresAt > now);
          return (
            <li key={share.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                {share.sharedWithName || share.sharedWithEmail} · {share.permission} · {shareState(share, now)}
              </span>
              {live ? (
                <Form method="post">
                  <input type="hidden" name="shareId" value={share.id} />
                  <Button type="submit" name="intent" value="revokeShare" variant="outline" size="sm">
                    Revoke share with {share.sharedWithName || share.sharedWithEmail}
                  </Button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Form method="post" className="flex flex-col gap-3 rounded-md border p-3" {...getFormProps(form)}>
        <IntentInput intent="share" />
        <SelectField
          label="Share with"
          field={fields.userId}
          placeholder="Choose a member"
          options={members.map((member) => ({ value: member.id, label: member.fullName || member.email }))}
        />
        <SelectField label="Permission" field={fields.permission} options={PERMISSIONS} />
        <Field label="Expires on (optional)" field={fields.expiresAt} inputProps={{ type: "date" }} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div>
          <Button type="submit">Share</Button>
        </div>
      </Form>
    </section>
  );
}
