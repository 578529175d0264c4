import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormErrors, IntentInput } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { deleteAccountForm } from "~/lib/forms/generated/delete-account";
import { useSectionForm } from "./section-form";

export function DeleteAccountSection({ disabled }: { disabled: boolean }) {
  const { form, fields, failure } = useSectionForm("delete-account", deleteAccountForm);
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Permanently deletes your account, your sessions and tokens, and any organisation where you are the only
          member. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <IntentInput intent="delete-account" />
          <Field
            label='Type "DELETE" to confirm'
            field={fields.confirmation}
            inputProps={{ autoComplete: "off", disabled }}
          />
          <FormErrors id={form.errorId} errors={form.errors} title={failure} />
          <div>
            <Button type="submit" variant="destructive" disabled={disabled}>
              Delete my account
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
