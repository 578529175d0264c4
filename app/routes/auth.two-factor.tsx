// The sign-in's second step (issue 13): the code from the authenticator app, or a recovery code. No session
// exists yet; the pending cookie from the password step says whose sign-in this is.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { findPendingSignIn, readPendingSignInToken } from "~/.server/auth/pending-sign-in";
import { completeTwoFactorStep } from "~/.server/auth/sign-in-steps";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireAnonymous } from "~/.server/remix/guards";
import { keepRetryAfter } from "~/.server/remix/service-errors";
import { signInStepResponse } from "~/.server/remix/sign-in-steps";
import { AuthLayout } from "~/components/auth-layout";
import { Field, FormErrors, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { TwoFactorSignInSchema } from "~/lib/auth/two-factor-schemas";
import { twoFactorSignInForm } from "~/lib/forms/generated/two-factor-sign-in";

// Ships no JavaScript, like the other sign-in pages (decision 003).
export const handle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: "Two-factor sign-in · BoardRoom" }];

export const headers = keepRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireAnonymous(context);
  // Without a pending sign-in there is nothing to finish: back to the password.
  if (!(await findPendingSignIn(ctx, readPendingSignInToken(request), "two_factor"))) throw redirect("/auth/signin");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context.services.service;
  const submission = parseWithZod(await request.formData(), { schema: TwoFactorSignInSchema });
  if (submission.status !== "success") return invalidSubmission(submission, ["code"]);
  try {
    return signInStepResponse(await completeTwoFactorStep(ctx, readPendingSignInToken(request), submission.value.code));
  } catch (error) {
    return formError(submission, error, ["code"]);
  }
}

export default function TwoFactorSignInPage() {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields] = useSchemaForm(twoFactorSignInForm, { id: "two-factor", lastResult: actionData?.result });
  return (
    <AuthLayout
      title="Two-factor sign-in"
      description="Enter the 6-digit code your authenticator app shows for BoardRoom."
      footer={
        <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/auth/signin">
          Start over
        </Link>
      }
    >
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <Field
          label="Authentication code"
          field={fields.code}
          hint="No access to your app? Enter one of your recovery codes instead; each works once."
          inputProps={{ autoComplete: "one-time-code", autoFocus: true, inputMode: "text", spellCheck: false }}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Button type="submit" disabled={isPending}>
          {isPending ? "Checking..." : "Verify and sign in"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
