// A notification email's unsubscribe link lands here (public, by its signed token). A GET only asks: mail scanners
// follow links, so the category is switched off by the POST button below, or by a mail client's one-click POST
// (List-Unsubscribe-Post, RFC 8058), which workers/csrf.ts lets through because the token is the credential.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { findUnsubscribe, unsubscribeByToken } from "~/.server/notifications/unsubscribe-page";
import { AuthLayout } from "~/components/auth-layout";
import { Button } from "~/components/ui/button";
import { UNSUBSCRIBE_MESSAGES } from "~/lib/notifications/delivery";

export const handle = { hydrate: false };
export const meta: MetaFunction = () => [{ title: "Unsubscribe · BoardRoom" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const target = await findUnsubscribe(context.services.service, params.token ?? "");
  if (!target) return data({ label: null }, { status: 404 });
  return { label: target.label };
}

export async function action({ params, context }: ActionFunctionArgs) {
  const target = await unsubscribeByToken(context.services.service, params.token ?? "");
  if (!target) return data({ done: null }, { status: 404 });
  return { done: UNSUBSCRIBE_MESSAGES.done(target.label) };
}

export default function UnsubscribePage() {
  const { label } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  if (!label || (answered && !answered.done)) {
    return (
      <AuthLayout title="Link not valid">
        <p role="alert">{UNSUBSCRIBE_MESSAGES.invalid}</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={UNSUBSCRIBE_MESSAGES.confirmTitle}>
      {answered?.done ? (
        <p role="status" className="font-medium">
          {answered.done}
        </p>
      ) : (
        <>
          <p className="text-sm">{UNSUBSCRIBE_MESSAGES.confirm(label)}</p>
          <Form method="post">
            <Button type="submit">{UNSUBSCRIBE_MESSAGES.button}</Button>
          </Form>
        </>
      )}
      <Link to="/dashboard/notifications/preferences" className="text-sm text-primary underline">
        All email preferences
      </Link>
    </AuthLayout>
  );
}
