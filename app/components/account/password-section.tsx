import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { CheckboxField, ErrorList, Field, IntentInput, useIsPending } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { StatusMessage } from "~/components/ui/status-message";
import { changePasswordForm } from "~/lib/forms/generated/change-password";
import { useSectionForm } from "./section-form";

export function PasswordSection({ disabled }: { disabled: boolean }) {
  const { form, fields, message } = useSectionForm("change-password", changePasswordForm);
  const pending = useIsPending();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Changing it signs out your other devices and revokes your API tokens, unless you keep them below.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <IntentInput intent="change-password" />
          <Field
            label="Current password"
            field={fields.currentPassword}
            type="password"
            inputProps={{ autoComplete: "current-password", disabled }}
          />
          <NewPasswordFields
            password={fields.newPassword}
            confirmPassword={fields.confirmPassword}
            disabled={disabled}
          />
          <CheckboxField
            label="Keep my API tokens working"
            description="Leave this unticked if a token may have leaked; your scripts will then need another one."
            field={fields.keepApiTokens}
            disabled={disabled}
          />
          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusMessage message={message} />
          <div>
            <Button type="submit" disabled={disabled || pending}>
              Change password
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
