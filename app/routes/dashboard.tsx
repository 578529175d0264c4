import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/guards";
import { shellResponse } from "~/.server/shell-route";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppShell } from "~/components/shell/app-shell";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return shellResponse(ctx, request);
}

export default function DashboardLayout() {
  const { shell, sidebarCollapsed } = useLoaderData<typeof loader>();
  return (
    <AppShell data={shell} sidebarCollapsed={sidebarCollapsed}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
