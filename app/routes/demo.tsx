import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { type DemoEntry, enterDemo } from "~/.server/demo/session";
import { orErrorPage } from "~/.server/remix/service-errors";
import { AuthLayout } from "~/components/auth-layout";
import { Button } from "~/components/ui/button";

// A plain form and a link: no JavaScript needed, so none is shipped (docs/decisions/003).
export const handle = { hydrate: false };

export const meta: MetaFunction = () => [
  { title: "Explore the demo · BoardRoom" },
  { name: "robots", content: "noindex" },
];

function answer(entry: DemoEntry) {
  if (entry.kind === "confirm") return { signedInAs: entry.signedInAs, action: entry.action };
  // A demo visitor coming back keeps their board and session: no new cookie.
  return redirect(entry.location, entry.cookie ? { headers: { "Set-Cookie": entry.cookie } } : undefined);
}

// /demo, /?demo=true and /dashboard/...?demo=true while signed out: sign in to a demo board of one's own
// and land on the dashboard (the tour opens there when tour=true). Someone signed in with their own
// account is asked first, because entering the demo signs them out. A busy demo shows its message.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = (await context.services.getActor())?.actor ?? null;
  return answer(await orErrorPage(enterDemo(context.services.service, current, new URL(request.url), false)));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const current = (await context.services.getActor())?.actor ?? null;
  return answer(await orErrorPage(enterDemo(context.services.service, current, new URL(request.url), true)));
}

export default function ConfirmDemo() {
  const { signedInAs, action } = useLoaderData<typeof loader>();
  return (
    <AuthLayout title="Explore the demo?" description={`You are signed in as ${signedInAs}.`}>
      <p className="text-sm text-muted-foreground">
        The demo runs on a sample board of your own, deleted after 24 hours. Entering it signs you out of your account
        on this browser; sign in again when you are done.
      </p>
      <Form method="post" action={action} reloadDocument>
        <Button type="submit" className="w-full">
          Explore the demo (signs you out)
        </Button>
      </Form>
      <Button asChild variant="outline">
        <Link to="/dashboard" reloadDocument>
          Back to your dashboard
        </Link>
      </Button>
    </AuthLayout>
  );
}
