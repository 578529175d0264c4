import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { confirmSignUp, signUpLinkEmail } from "~/.server/auth/sign-up";
import { refusalOf } from "~/.server/remix/service-errors";
import { AuthLayout } from "~/components/auth-layout";
import { useIsPending } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { AUTH_MESSAGES } from "~/lib/auth/constants";

// Ships no JavaScript: these pages must be fast on a hotel connection and work without it.
export const handle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: "Confirm your account · BoardRoom" }];

// Opening the link only shows a button: mail scanners fetch links, and a GET must not create an account.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, email: await signUpLinkEmail(context.services.service, token) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  try {
    const { cookie, redirectTo } = await confirmSignUp(context.services.service, token);
    return redirect(redirectTo ?? "/dashboard", { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ message }, { status });
  }
}

export default function ConfirmEmailPage() {
  const { token, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  if (actionData?.message || !email) {
    return (
      <AuthLayout title="Link expired">
        <p role="alert" className="text-sm">
          {actionData?.message ?? AUTH_MESSAGES.signUpLinkInvalid}
        </p>
        <div className="flex gap-2">
          <Button asChild>
            <Link to="/auth/signin">Sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/auth/signup">Sign up again</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Confirm your account" description={`Create the BoardRoom account for ${email}.`}>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" disabled={isPending}>
          {isPending ? "Creating account..." : "Confirm and sign in"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
