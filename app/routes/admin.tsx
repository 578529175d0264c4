import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requirePlatformAdmin } from "~/.server/admin/guard";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { shellResponse } from "~/.server/remix/shell-layout";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppShell } from "~/components/shell/app-shell";
import { onEveryPage } from "~/lib/shell/revalidation";

// The admin area: platform admins only. Anyone else gets a 404 (the area is not revealed).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  await orErrorPage(() => requirePlatformAdmin(ctx));
  return shellResponse(ctx, request, context);
}

export const shouldRevalidate = onEveryPage;

export default function AdminLayout() {
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
