import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { Field, FormErrors, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { PASSWORD_MIN_LENGTH } from "~/lib/auth/constants";
import { invitationSignUpForm } from "~/lib/forms/generated/invitation-sign-up";

/** A new person's account, made on the invitation page: the invited address is fixed, the rest is theirs. */
export function InvitationSignUpForm({
  token,
  email,
  lastResult,
}: {
  token: string;
  email: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const isPending = useIsPending();
  const [form, fields] = useSchemaForm(invitationSignUpForm, { id: "invitation-sign-up", lastResult });
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <h2 className="text-base font-semibold">New to BoardRoom? Create your account</h2>
      <input type="hidden" name="token" value={token} />
      <p className="text-sm">
        Your account will use <strong>{email}</strong>.
      </p>
      <Field label="Full name" field={fields.fullName} inputProps={{ autoComplete: "name" }} />
      <input type="email" name="email" value={email} autoComplete="username" hidden readOnly />
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        label="Password"
        confirmLabel="Confirm password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, and whatever the organisation's password policy asks.`}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Button type="submit" name="intent" value="join" disabled={isPending}>
        {isPending ? "Creating account..." : "Create account and join"}
      </Button>
    </Form>
  );
}
