import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { requestPasswordReset } from "~/.server/auth/accounts";
import { isLocalEmailEnvironment } from "~/.server/email/outbox";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { keepRetryAfter } from "~/.server/remix/service-errors";
import { AuthLayout } from "~/components/auth-layout";
import { ErrorList, Field, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ForgotPasswordSchema } from "~/lib/auth/schemas";
import { forgotPasswordForm } from "~/lib/forms/generated/forgot-password";

// Ships no JavaScript: these pages must be fast on a hotel connection and work without it.
export const handle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: "Forgot password · BoardRoom" }];

// A rate-limited post answers Retry-After, with or without JavaScript (decision 018).
export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    await requestPasswordReset(context.services.service, submission.value.email);
  } catch (error) {
    // A rate limit: the message shows on the form, which keeps the typed email.
    return formError(submission, error);
  }
  const isLocal = isLocalEmailEnvironment(context.services.service.config.APP_ENV);
  return { result: submission.reply(), sentTo: submission.value.email, isLocal };
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields] = useSchemaForm(forgotPasswordForm, { id: "forgot-password", lastResult: actionData?.result });
  const sent = actionData && "sentTo" in actionData ? actionData : null;
  return (
    <AuthLayout
      title="Reset your password"
      description="We will email you a link to choose a new password."
      footer={
        <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/auth/signin">
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <div role="status" className="flex flex-col gap-2 rounded-md border bg-muted/50 p-4 text-sm">
          <p>
            If an account exists for <strong>{sent.sentTo}</strong>, a reset link is on its way. It works once, within
            an hour.
          </p>
          {sent.isLocal ? (
            <p>
              Local mode: emails are not sent; read it in the{" "}
              <Link className="font-medium text-primary underline" to="/dev/mailbox">
                local mailbox
              </Link>
              .
            </p>
          ) : null}
        </div>
      ) : null}
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <Field
          label="Email"
          field={fields.email}
          type="email"
          inputProps={{ autoComplete: "email", autoFocus: true }}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" disabled={isPending}>
          {isPending ? "Sending..." : "Send reset link"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
