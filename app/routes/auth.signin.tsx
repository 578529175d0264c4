import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { signIn } from "~/.server/auth/accounts";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireAnonymous } from "~/.server/remix/guards";
import { keepRetryAfter } from "~/.server/remix/service-errors";
import { signInStepResponse } from "~/.server/remix/sign-in-steps";
import { AuthLayout } from "~/components/auth-layout";
import { Field, FormErrors, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { AUTH_MESSAGES } from "~/lib/auth/constants";
import { SignInSchema } from "~/lib/auth/schemas";
import { signInForm } from "~/lib/forms/generated/sign-in";

// Ships no JavaScript: these pages must be fast on a hotel connection and work without it.
export const handle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: "Sign in · BoardRoom" }];

// A rate-limited post answers Retry-After, with or without JavaScript (decision 018).
export const headers = keepRetryAfter;

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context.services.service;
  const submission = parseWithZod(await request.formData(), { schema: SignInSchema });
  if (submission.status !== "success") return invalidSubmission(submission, ["password"]);
  try {
    return signInStepResponse(await signIn(ctx, submission.value));
  } catch (error) {
    // The spec's failure title (002 §8.4) above the reason; there is no JavaScript here for a toast.
    const failed = formError(submission, error, ["password"]);
    return data({ ...failed.data, failure: AUTH_MESSAGES.signInFailed }, failed.init ?? undefined);
  }
}

export default function SignInPage() {
  const actionData = useActionData<typeof action>();
  const failure =
    actionData && "failure" in actionData && typeof actionData.failure === "string" ? actionData.failure : undefined;
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const isPending = useIsPending();
  const [form, fields] = useSchemaForm(signInForm, { id: "signin", lastResult: actionData?.result });
  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back. Sign in to your board portal."
      footer={
        <>
          New here?{" "}
          <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/auth/signup">
            Create an account
          </Link>{" "}
          or{" "}
          <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/demo">
            explore the demo
          </Link>
          .
        </>
      }
    >
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Email"
          field={fields.email}
          type="email"
          inputProps={{ autoComplete: "email", autoFocus: true }}
        />
        <Field
          label="Password"
          field={fields.password}
          type="password"
          inputProps={{ autoComplete: "current-password" }}
        />
        <FormErrors id={form.errorId} errors={form.errors} title={failure} />
        <Button type="submit" disabled={isPending}>
          {isPending ? "Signing in..." : "Sign in"}
        </Button>
        <Link
          to="/auth/forgot-password"
          className="text-center text-sm text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </Form>
    </AuthLayout>
  );
}
