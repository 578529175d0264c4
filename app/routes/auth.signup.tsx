import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { requestSignUp } from "~/.server/auth/sign-up";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireAnonymous } from "~/.server/remix/guards";
import { keepRetryAfter } from "~/.server/remix/service-errors";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { AuthLayout } from "~/components/auth-layout";
import { Field, FormErrors, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { AUTH_MESSAGES, signUpSentMessage } from "~/lib/auth/constants";
import { SignUpSchema } from "~/lib/auth/schemas";
import { signUpForm } from "~/lib/forms/generated/sign-up";

// Ships no JavaScript: these pages must be fast on a hotel connection and work without it.
export const handle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: "Create an account · BoardRoom" }];

// A rate-limited post answers Retry-After, with or without JavaScript (decision 018).
export const headers = keepRetryAfter;

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignUpSchema });
  const hidden = ["password", "confirmPassword"];
  if (submission.status !== "success") return invalidSubmission(submission, hidden);
  try {
    await requestSignUp(context.services.service, submission.value);
    // The same answer whether or not the address has an account (issue 8, defect 9).
    return { sentTo: submission.value.email };
  } catch (error) {
    // The spec's failure title (002 §8.4) above the reason; there is no JavaScript here for a toast.
    const failed = formError(submission, error, hidden);
    return data({ ...failed.data, failure: AUTH_MESSAGES.signUpFailed }, failed.init ?? undefined);
  }
}

export default function SignUpPage() {
  const actionData = useActionData<typeof action>();
  const failure =
    actionData && "failure" in actionData && typeof actionData.failure === "string" ? actionData.failure : undefined;
  const [searchParams] = useSearchParams();
  const isPending = useIsPending();
  const [form, fields] = useSchemaForm(signUpForm, {
    id: "signup",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
  });
  if (actionData && "sentTo" in actionData) {
    return (
      <AuthLayout title="Check your email">
        <p role="status" className="text-sm">
          {signUpSentMessage(actionData.sentTo)}
        </p>
        <p className="text-sm text-muted-foreground">
          No email after a few minutes? Check the spam folder, or{" "}
          <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/auth/signup">
            sign up again
          </Link>
          .
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Create your account"
      description="Board packs, meetings and decisions in one calm place."
      footer={
        <>
          Already have an account?{" "}
          <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/auth/signin">
            Sign in
          </Link>
        </>
      }
    >
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <Field label="Full name" field={fields.fullName} inputProps={{ autoComplete: "name", autoFocus: true }} />
        <Field
          label="Email"
          field={fields.email}
          type="email"
          inputProps={{
            autoComplete: "email",
            defaultValue: fields.email.initialValue ?? searchParams.get("email") ?? undefined,
          }}
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          label="Password"
          confirmLabel="Confirm password"
        />
        <FormErrors id={form.errorId} errors={form.errors} title={failure} />
        <Button type="submit" disabled={isPending}>
          {isPending ? "Creating account..." : "Create account"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
