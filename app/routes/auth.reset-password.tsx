import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { isPasswordResetTokenUsable, resetPassword } from "~/.server/auth/accounts";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { signInStepResponse } from "~/.server/remix/sign-in-steps";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { AuthLayout } from "~/components/auth-layout";
import { ErrorList, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { AUTH_MESSAGES } from "~/lib/auth/constants";
import { ResetPasswordSchema } from "~/lib/auth/schemas";
import { resetPasswordForm } from "~/lib/forms/generated/reset-password";

// Ships no JavaScript: these pages must be fast on a hotel connection and work without it.
export const handle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: "Choose a new password · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: await isPasswordResetTokenUsable(context.services.service, token) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  const hidden = ["password", "confirmPassword"];
  if (submission.status !== "success") return invalidSubmission(submission, hidden);
  try {
    return signInStepResponse(
      await resetPassword(context.services.service, submission.value.token, submission.value.password),
    );
  } catch (error) {
    return formError(submission, error, hidden);
  }
}

export default function ResetPasswordPage() {
  const { token, usable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields] = useSchemaForm(resetPasswordForm, { id: "reset-password", lastResult: actionData?.result });
  if (!usable) {
    return (
      <AuthLayout title="Link expired">
        <p role="alert" className="text-sm">
          {AUTH_MESSAGES.resetLinkInvalid}
        </p>
        <Button asChild>
          <Link to="/auth/forgot-password">Request a new link</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      description="After this, every device signed in to your account is signed out."
    >
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} autoFocus />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" disabled={isPending}>
          {isPending ? "Saving..." : "Set new password"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
