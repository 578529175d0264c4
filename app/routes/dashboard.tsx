import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Outlet, useLoaderData } from "@remix-run/react";
import { DemoBanner } from "~/components/demo/demo-banner";
import { TourDialog } from "~/components/demo/tour-dialog";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Logo } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { loadDemoState } from "~/.server/demo/tour";
import { requireActor } from "~/.server/guards";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const demo = await loadDemoState(request, ctx);
  return { user: ctx.actor.user, demo };
}

export default function DashboardLayout() {
  const { user, demo } = useLoaderData<typeof loader>();
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
      <DemoBanner demo={demo} />
      <TourDialog demo={demo} />
      <div className="flex-1 p-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
