import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Outlet, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Logo } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { requireActor } from "~/.server/guards";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return { user: ctx.actor.user };
}

export default function DashboardLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex h-14 items-center justify-between border-b px-4">
        <span className="flex items-center gap-2 font-semibold">
          <Logo /> BoardRoom
        </span>
        <div className="flex items-center gap-3 text-sm">
          <span>{user.fullName ?? user.email}</span>
          <Form method="post" action="/auth/signout">
            <Button type="submit" variant="outline" size="sm">
              Sign Out
            </Button>
          </Form>
        </div>
      </header>
      <div className="flex-1 p-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
