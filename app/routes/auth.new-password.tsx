// A new password before anything else (issue 13): an administrator asked for one, or the password is older than
// an organisation's policy allows. The pending cookie from the earlier steps says whose sign-in this is.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { findPendingSignIn, readPendingSignInToken } from "~/.server/auth/pending-sign-in";
import { completeNewPasswordStep } from "~/.server/auth/sign-in-steps";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireAnonymous } from "~/.server/remix/guards";
import { signInStepResponse } from "~/.server/remix/sign-in-steps";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { AuthLayout } from "~/components/auth-layout";
import { FormErrors, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ACCESS_GATE_MESSAGES } from "~/lib/auth/two-factor";
import { NewPasswordSchema } from "~/lib/auth/two-factor-schemas";
import { newPasswordForm } from "~/lib/forms/generated/new-password";

export const handle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: "Choose a new password · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireAnonymous(context);
  const pending = await findPendingSignIn(ctx, readPendingSignInToken(request), "new_password");
  if (!pending) throw redirect("/auth/signin");
  return {
    reason: pending.user.mustChangePassword
      ? ACCESS_GATE_MESSAGES.passwordMustChange
      : ACCESS_GATE_MESSAGES.passwordExpired,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: NewPasswordSchema });
  const hidden = ["password", "confirmPassword"];
  if (submission.status !== "success") return invalidSubmission(submission, hidden);
  try {
    const outcome = await completeNewPasswordStep(
      context.services.service,
      readPendingSignInToken(request),
      submission.value.password,
    );
    return signInStepResponse(outcome);
  } catch (error) {
    return formError(submission, error, hidden);
  }
}

export default function NewPasswordPage() {
  const { reason } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields] = useSchemaForm(newPasswordForm, { id: "new-password", lastResult: actionData?.result });
  return (
    <AuthLayout title="Choose a new password" description={reason}>
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          hint="Your organisations' password policies apply; other devices are signed out."
          autoFocus
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Button type="submit" disabled={isPending}>
          {isPending ? "Saving..." : "Set password and continue"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
