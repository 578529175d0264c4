import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { recordPageView } from "~/.server/analytics/page-views";
import { loadDemoState } from "~/.server/demo/tour";
import { requireActor } from "~/.server/remix/guards";
import { shellResponse } from "~/.server/remix/shell-layout";
import { PageViewBeacon } from "~/components/analytics/page-view-beacon";
import { DemoBanner } from "~/components/demo/demo-banner";
import { TourDialog } from "~/components/demo/tour-dialog";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppShell } from "~/components/shell/app-shell";
import { onEveryPage } from "~/lib/shell/revalidation";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  // Demo visitors get the badge and tour state (null for everyone else); ?tour=true opens the tour and goes on.
  const demo = await loadDemoState(request, ctx);
  if (demo && "openTour" in demo) {
    throw redirect(demo.openTour.location, { headers: { "Set-Cookie": demo.openTour.setCookie } });
  }
  return shellResponse(ctx, request, context, { demo, pageViewId: recordPageView(ctx, request) });
}

export const shouldRevalidate = onEveryPage;

export default function DashboardLayout() {
  const { shell, sidebarCollapsed, demo, pageViewId } = useLoaderData<typeof loader>();
  return (
    <AppShell
      data={shell}
      sidebarCollapsed={sidebarCollapsed}
      banner={
        demo ? (
          <>
            <DemoBanner demo={demo} />
            <TourDialog demo={demo} />
          </>
        ) : null
      }
    >
      <Outlet />
      <PageViewBeacon viewId={pageViewId} />
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
