// /dashboard/reports: the period's analytics, the decisions and the period's activity as CSV or JSON. Each export
// is a plain form post to the report resource, which streams the file back (with or without JavaScript).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { PeriodNav } from "~/components/analytics/period-nav";
import { OrganizationPicker } from "~/components/organizations/organization-picker";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { FileText } from "~/components/ui/icons";
import { REPORT_FORMATS, REPORT_KINDS, REPORT_LABELS } from "~/lib/analytics/constants";
import { periodOf } from "~/lib/analytics/schemas";

export const meta: MetaFunction = () => [{ title: "Reports · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const days = periodOf(url.searchParams.get("days"));
  return orErrorPage(async () => ({ ...(await pickOrganization(ctx, url.searchParams.get("org"))), days }));
}

export default function ReportsPage() {
  const { organizations, organization, days } = useLoaderData<typeof loader>();
  if (!organization)
    return (
      <EmptyState
        icon={FileText}
        title="No organization yet"
        body="Reports belong to an organization: create or join one first."
        action={<Link to="/dashboard/organizations/create">Create Organization</Link>}
      />
    );
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            Reports
          </h1>
          <p className="text-muted-foreground">Export the analytics, decisions and activity of {organization.name}.</p>
        </div>
        <PeriodNav days={days} hrefFor={(period) => `?org=${organization.slug}&days=${period}`} />
      </header>
      <OrganizationPicker organizations={organizations} currentId={organization.id} basePath="/dashboard/reports" />
      <ul className="flex flex-col gap-3">
        {REPORT_KINDS.map((kind) => (
          <li key={kind} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
            <div className="flex flex-col gap-1">
              <h2 className="font-semibold">{REPORT_LABELS[kind].title}</h2>
              <p className="text-sm text-muted-foreground">{REPORT_LABELS[kind].description}</p>
            </div>
            <Form method="post" action="/resources/analytics-report" reloadDocument className="flex gap-2">
              <input type="hidden" name="org" value={organization.slug} />
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="days" value={days} />
              {REPORT_FORMATS.map((format) => (
                <Button
                  key={format}
                  type="submit"
                  name="format"
                  value={format}
                  variant="outline"
                  aria-label={`Export ${REPORT_LABELS[kind].title} as ${format.toUpperCase()}`}
                >
                  {format.toUpperCase()}
                </Button>
              ))}
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
