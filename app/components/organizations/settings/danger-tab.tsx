import type { FieldMetadata } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { CheckboxField, Field, IntentInput } from "~/components/forms";
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
import { deleteNowForm } from "~/lib/forms/generated/delete-now";
import type { OrganizationPageIntent } from "~/lib/organizations/texts";
import { formatDate } from "~/lib/platform/dates";
import { FormResult, type PageResult, type SettingsOrganization, useTabForm } from "./tab-form";

export function DangerTab({
  organization,
  isOwner,
  result,
}: {
  organization: SettingsOrganization;
  isOwner: boolean;
  result: PageResult;
}) {
  if (!isOwner) {
    return (
      <div className="rounded-md border p-6 text-center">
        <h2 className="font-semibold">Access Restricted</h2>
        <p className="text-sm text-muted-foreground">Only organization owners can access these settings.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ScheduledDeletion organization={organization} result={result} />
      <DeleteNow organization={organization} result={result} />
    </div>
  );
}

/** A form of this tab, with its answer next to it when JavaScript is off; `formProps` when it has fields. */
function DangerForm({
  intent,
  result,
  className,
  formProps,
  children,
}: {
  intent: OrganizationPageIntent;
  result: PageResult;
  className: string;
  formProps?: ReturnType<typeof getFormProps>;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className} {...formProps}>
      <IntentInput intent={intent} />
      {children}
      <FormResult intent={intent} result={result} />
    </Form>
  );
}

function ScheduledDeletion({ organization, result }: { organization: SettingsOrganization; result: PageResult }) {
  const timeZone = useTimeZone();
  const scheduled = organization.deletionScheduledFor;
  if (scheduled) {
    return (
      <DangerForm
        intent="cancel-deletion"
        result={result}
        className="flex flex-col gap-3 rounded-md border border-destructive/50 p-4"
      >
        <h2 className="font-semibold text-destructive">Deletion Scheduled</h2>
        <p className="text-sm">
          This organization will be deleted on{" "}
          <time dateTime={new Date(scheduled).toISOString()}>{formatDate(scheduled, timeZone)}</time>.
        </p>
        <div>
          <Button type="submit" variant="outline">
            Cancel Deletion
          </Button>
        </div>
      </DangerForm>
    );
  }
  return (
    <DangerForm intent="schedule-deletion" result={result} className="flex flex-col gap-3 rounded-md border p-4">
      <h2 className="font-semibold">Schedule deletion</h2>
      <p className="text-sm text-muted-foreground">
        The organization is deleted in 30 days; you can cancel until then.
      </p>
      <div>
        <Button type="submit" variant="outline">
          Schedule deletion in 30 days
        </Button>
      </div>
    </DangerForm>
  );
}

/** Deleting now: a dialog with JavaScript, the same fields in the page without it. */
function DeleteNow({ organization, result }: { organization: SettingsOrganization; result: PageResult }) {
  const hydrated = useHydrated();
  const [form, fields] = useTabForm("delete-now", deleteNowForm, {}, result);
  const title = organization.deletionScheduledFor ? "Delete Now" : "Delete immediately";
  const formProps = getFormProps(form);
  if (!hydrated) {
    return (
      <DangerForm
        intent="delete-now"
        result={result}
        className="flex flex-col gap-3 rounded-md border border-destructive/50 p-4"
        formProps={formProps}
      >
        <h2 className="font-semibold text-destructive">{title}</h2>
        <DeleteOrganizationFields organization={organization} fields={fields} />
        <div>
          <Button type="submit" variant="destructive">
            Delete organization
          </Button>
        </div>
      </DangerForm>
    );
  }
  return (
    <section
      className="flex flex-col gap-3 rounded-md border border-destructive/50 p-4"
      aria-labelledby="delete-now-title"
    >
      <h2 id="delete-now-title" className="font-semibold text-destructive">
        {title}
      </h2>
      <p className="text-sm">
        Deletes {organization.name}, its members, settings, invitations, committees and files, now.
      </p>
      <div>
        <DeleteOrganizationDialog organization={organization} result={result} formProps={formProps} fields={fields} />
      </div>
    </section>
  );
}

type DeleteNowFields = { confirmName: FieldMetadata<unknown>; understood: FieldMetadata<unknown> };

/** The exact name and the 'I understand' box (001 §5), in the no-JavaScript form and in the dialog alike. */
function DeleteOrganizationFields({
  organization,
  fields,
}: {
  organization: SettingsOrganization;
  fields: DeleteNowFields;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Deletes <strong>{organization.name}</strong>, its members, settings, invitations, committees and files. Type its
        name to confirm.
      </p>
      <Field label="Organization name" field={fields.confirmName} />
      <CheckboxField label="I understand this action cannot be undone" field={fields.understood} />
      <input type="hidden" name="mode" value="immediate" />
    </div>
  );
}

/** With JavaScript: the confirmation dialog; its button stays disabled until the name matches and the box is ticked. */
function DeleteOrganizationDialog({
  organization,
  result,
  formProps,
  fields,
}: {
  organization: SettingsOrganization;
  result: PageResult;
  formProps: ReturnType<typeof getFormProps>;
  fields: DeleteNowFields;
}) {
  const navigation = useNavigation();
  const failed = result?.intent === "delete-now" && !result.ok;
  const [open, setOpen] = useState(failed);
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete-now";
  const ready = fields.confirmName.value === organization.name && fields.understood.value === "on";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive">
          Delete organization
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {organization.name}?</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogHeader>
        <Form method="post" className="flex flex-col gap-4" {...formProps}>
          <IntentInput intent="delete-now" />
          <DeleteOrganizationFields organization={organization} fields={fields} />
          <div className="flex justify-end gap-2">
            <DialogCancel />
            <Button type="submit" variant="destructive" disabled={!ready || deleting}>
              {deleting ? "Deleting..." : "Delete organization"}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
