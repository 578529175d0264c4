import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { adminAnalytics, dashboardTimes } from "~/.server/admin/dashboard";
import { ADMIN_ANALYTICS_READS } from "~/.server/admin/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { AdminPage } from "~/components/admin/admin-page";
import { DailyCountsChart } from "~/components/admin/daily-counts-chart";
import { NotFoundPage } from "~/components/error-boundary";
import { ADMIN_ANALYTICS_DAYS } from "~/lib/admin/constants";

export const meta: MetaFunction = () => [{ title: "Analytics · Admin · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const now = Date.now();
  const prefetched = context.services.prefetchedPage(ADMIN_ANALYTICS_READS, {
    adminSince: dashboardTimes(now).adminSince,
  });
  return orErrorPage(async () => ({ days: await adminAnalytics(ctx, now, prefetched) }));
}

export default function AdminAnalyticsPage() {
  const { days } = useLoaderData<typeof loader>();
  const totals = days.reduce(
    (sum, day) => ({
      users: sum.users + day.users,
      organizations: sum.organizations + day.organizations,
      signIns: sum.signIns + day.signIns,
    }),
    { users: 0, organizations: 0, signIns: 0 },
  );
  return (
    <AdminPage
      title="Analytics"
      description={
        `Platform-wide activity per day over the last ${ADMIN_ANALYTICS_DAYS} days (UTC), ` +
        "from the accounts, organizations, security events and audit log."
      }
    >
      <p>
        {totals.users} new accounts, {totals.organizations} new organizations and {totals.signIns} sign-ins in{" "}
        {ADMIN_ANALYTICS_DAYS} days. Demo accounts and their boards are left out.
      </p>
      <DailyCountsChart days={[...days].reverse()} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
