import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { dashboardTimes, loadAdminDashboard } from "~/.server/admin/dashboard";
import { ADMIN_DASHBOARD_READS } from "~/.server/admin/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { AdminPage, AdminSection, formatBytes } from "~/components/admin/admin-page";
import { DailyCountsChart } from "~/components/admin/daily-counts-chart";
import { NotFoundPage } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Admin Dashboard · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const now = Date.now();
  const prefetched = context.services.prefetchedPage(ADMIN_DASHBOARD_READS, {
    adminSince: dashboardTimes(now).adminSince,
  });
  return orErrorPage(() => loadAdminDashboard(ctx, now, prefetched));
}

function Figure({ label, value, href }: { label: string; value: string | number; href?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{href ? <Link to={href}>{label}</Link> : label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export default function AdminDashboardPage() {
  const { figures, days } = useLoaderData<typeof loader>();
  const storage = figures.storageBytes.documents + figures.storageBytes.avatars + figures.storageBytes.screenshots;
  return (
    <AdminPage
      title="Admin Dashboard"
      description="The platform at a glance: accounts, sessions, sign-ins and storage."
    >
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Figure label="Users" value={figures.users} href="/admin/users" />
        <Figure label="Suspended" value={figures.suspended} href="/admin/users?filter=suspended" />
        <Figure label="Administrators" value={figures.administrators} href="/admin/users?filter=admins" />
        <Figure label="Organizations" value={figures.organizations} />
        <Figure label="Active sessions" value={figures.activeSessions} href="/admin/sessions" />
        <Figure label="Sign-ins, 7 days" value={figures.signIns[7]} />
        <Figure label="Sign-ins, 30 days" value={figures.signIns[30]} />
        <Figure label="Failed sign-ins, 7 days" value={figures.failedSignIns[7]} href="/admin/security" />
        <Figure label="Failed sign-ins, 30 days" value={figures.failedSignIns[30]} href="/admin/security" />
        <Figure label="Storage used" value={formatBytes(storage)} />
        <Figure label="Documents" value={formatBytes(figures.storageBytes.documents)} />
        <Figure
          label="Photos and screenshots"
          value={formatBytes(figures.storageBytes.avatars + figures.storageBytes.screenshots)}
        />
      </dl>
      <p className="text-sm text-muted-foreground">
        Storage is the sum of the sizes recorded when files were stored (every document version, profile photos and
        feedback screenshots). Users and organizations leave out demo accounts.
      </p>
      <AdminSection title="Last 30 days" id="last-30-days">
        <DailyCountsChart days={days} />
      </AdminSection>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
