import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, IntentInput, useIsPending } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusMessage } from "~/components/ui/status-message";
import { updateProfileForm } from "~/lib/forms/generated/update-profile";
import { useSectionForm } from "./section-form";

export function ProfileSection({ fullName, email, disabled }: { fullName: string; email: string; disabled: boolean }) {
  const { form, fields, message } = useSectionForm("update-profile", updateProfileForm, { fullName });
  const pending = useIsPending();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Signed in as {email}.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <IntentInput intent="update-profile" />
          <Field label="Full name" field={fields.fullName} inputProps={{ autoComplete: "name", disabled }} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusMessage message={message} />
          <div>
            <Button type="submit" disabled={disabled || pending}>
              Save profile
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
