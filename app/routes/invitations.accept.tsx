import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { findUserByEmail } from "~/.server/auth/accounts";
import { joinWithNewAccount } from "~/.server/organizations/invitation-sign-up";
import { acceptInvitation, declineInvitation, lookupInvitation } from "~/.server/organizations/invitations";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { optionalActor, requireActor } from "~/.server/remix/guards";
import { refusalOf } from "~/.server/remix/service-errors";
import { AuthLayout } from "~/components/auth-layout";
import { InvitationSignUpForm } from "~/components/organizations/invitation-sign-up-form";
import { Button } from "~/components/ui/button";
import { InvitationSignUpSchema } from "~/lib/organizations/invitation-sign-up";
import { type OrganizationRole, ROLE_LABELS } from "~/lib/organizations/roles";
import { z } from "~/lib/platform/zod";

export const handle = { hydrate: false };
export const meta: MetaFunction = () => [{ title: "Invitation · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const ctx = await optionalActor(context);
  const lookup = await lookupInvitation(context.services.service, token);
  const back = `${url.pathname}${url.search}`;
  // Signed out: a person without an account makes one here; an existing account signs in as usual.
  const hasAccount =
    !ctx && lookup.state === "valid"
      ? Boolean(await findUserByEmail(context.services.service, lookup.invitation.email))
      : true;
  return { token, lookup, signedInAs: ctx?.actor.user.email ?? null, back, hasAccount };
}

const JOIN_WHILE_SIGNED_IN = (email: string) =>
  `You are signed in as ${email}. Sign out first to join with a new account, or accept with this one.`;

const AcceptSchema = z.object({ token: z.string().min(1).max(200), intent: z.enum(["accept", "decline"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "join") {
    // Joining makes a new account and signs in as it: never from under someone else's session.
    const signedIn = await optionalActor(context);
    if (signedIn) return data({ error: JOIN_WHILE_SIGNED_IN(signedIn.actor.user.email) }, { status: 409 });
    return joinAsNewAccount(form, context);
  }
  const ctx = await requireActor(request, context);
  const parsed = AcceptSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "This invitation link is not valid." }, { status: 400 });
  try {
    if (parsed.data.intent === "decline") {
      await declineInvitation(ctx, parsed.data.token);
      return redirect("/dashboard");
    }
    const joined = await acceptInvitation(ctx, parsed.data.token);
    return redirect(`/dashboard/organizations/${joined.slug}`);
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ error: refusal.message }, { status: refusal.status });
  }
}

const HIDDEN_FIELDS = ["password", "confirmPassword"];

/** Signed out, no account yet: the account, the membership and the session at once. */
async function joinAsNewAccount(form: FormData, context: ActionFunctionArgs["context"]) {
  const submission = parseWithZod(form, { schema: InvitationSignUpSchema });
  if (submission.status !== "success") return invalidSubmission(submission, HIDDEN_FIELDS);
  try {
    const { slug, cookie } = await joinWithNewAccount(context.services.service, submission.value);
    return redirect(`/dashboard/organizations/${slug}`, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    return formError(submission, error, HIDDEN_FIELDS);
  }
}

export default function AcceptInvitationPage() {
  const { token, lookup, signedInAs, back, hasAccount } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (lookup.state !== "valid") {
    return (
      <AuthLayout title="Invitation unavailable">
        <p role="alert">{lookup.message}</p>
        <Button asChild variant="outline">
          <Link to={signedInAs ? "/dashboard" : "/"}>{signedInAs ? "Go to dashboard" : "Go to BoardRoom"}</Link>
        </Button>
      </AuthLayout>
    );
  }
  const { invitation } = lookup;
  const redirectTo = encodeURIComponent(back);
  const role = ROLE_LABELS[invitation.role as OrganizationRole].toLowerCase();
  return (
    <AuthLayout
      title={`Join ${invitation.organizationName}`}
      description={`${invitation.invitedBy ?? "An administrator"} invited ${invitation.email} to join as ${role}.`}
    >
      {invitation.personalMessage ? (
        <blockquote className="border-l-4 pl-3 text-sm italic">{invitation.personalMessage}</blockquote>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Valid until{" "}
        <time dateTime={new Date(invitation.expiresAt).toISOString()}>
          {new Date(invitation.expiresAt).toUTCString()}
        </time>
        .
      </p>
      {actionData && "error" in actionData ? (
        <p role="alert" className="text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      {signedInAs ? (
        <>
          <p className="text-sm">
            Signed in as <strong>{signedInAs}</strong>.
          </p>
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" name="intent" value="accept">
                Accept invitation
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" name="intent" value="decline" variant="outline">
                Decline
              </Button>
            </Form>
          </div>
        </>
      ) : !hasAccount ? (
        <>
          <InvitationSignUpForm
            token={token}
            email={invitation.email}
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          />
          <p className="text-sm text-muted-foreground">
            Already have an account with {invitation.email}?{" "}
            <Link
              className="font-medium text-primary underline-offset-4 hover:underline"
              to={`/auth/signin?redirectTo=${redirectTo}`}
            >
              Sign in
            </Link>
          </p>
        </>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm">Sign in with {invitation.email} to join.</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={`/auth/signin?redirectTo=${redirectTo}`}>Sign in</Link>
            </Button>
          </div>
        </div>
      )}
    </AuthLayout>
  );
}
