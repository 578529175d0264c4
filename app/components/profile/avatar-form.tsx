import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, IntentInput, useIsPending } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusMessage } from "~/components/ui/status-message";
import { avatarForm } from "~/lib/forms/generated/avatar";
import { IMAGE_FILE_TYPES } from "~/lib/platform/file-types";
import { Avatar } from "./avatar";
import { useIntentForm } from "./use-intent-form";

// Computed in the component, not at the top level, which would keep this module in the page's first load (037).
const acceptedTypes = () => IMAGE_FILE_TYPES.map((type) => `image/${type}`).join(",");

export function AvatarForm({
  avatarUrl,
  name,
  email,
  disabled,
}: {
  userId: string;
  avatarUrl: string | null;
  name: string | null;
  email: string;
  disabled: boolean;
}) {
  const { form, fields, message } = useIntentForm("avatar", avatarForm);
  const removed = useIntentForm("remove-avatar", avatarForm);
  const pending = useIsPending();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Photo</CardTitle>
        <CardDescription>
          A PNG, JPEG, GIF or WebP image of at most 5 MB. Without one, your initials are shown.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <Avatar avatarUrl={avatarUrl} name={name} email={email} className="h-16 w-16 text-xl" />
          {avatarUrl ? (
            <Form method="post">
              <IntentInput intent="remove-avatar" />
              <Button type="submit" variant="outline" size="sm" disabled={disabled || pending}>
                Remove photo
              </Button>
            </Form>
          ) : null}
        </div>
        <StatusMessage message={removed.message} />
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" {...getFormProps(form)}>
          <IntentInput intent="avatar" />
          <Field
            label="New photo"
            type="file"
            field={fields.avatar}
            inputProps={{ accept: acceptedTypes(), disabled }}
          />
          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusMessage message={message} />
          <div>
            <Button type="submit" disabled={disabled || pending}>
              Upload photo
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
