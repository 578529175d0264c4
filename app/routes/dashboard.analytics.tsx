// /dashboard/analytics (000 §2.7): the period (?days=7|30|90, default 30), six cards, and three tabs (?tab=):
// Overview, Decisions (the tracker with Create Decision) and Activity. Rendered on each request from the rollups;
// every control is a link or a plain form, so the page works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { analyticsPage } from "~/.server/analytics/overview";
import { ANALYTICS_PAGE_READS, analyticsPageValues } from "~/.server/analytics/page-reads";
import { pickOrganization } from "~/.server/organizations/organizations";
import { performAnalyticsAction } from "~/.server/remix/analytics-actions";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { ActivityTab } from "~/components/analytics/activity-tab";
import type { DecisionsAnswer } from "~/components/analytics/decisions-section";
import * as decisionsModule from "~/components/analytics/decisions-section";
import { OverviewTab } from "~/components/analytics/overview-tab";
import { PeriodNav } from "~/components/analytics/period-nav";
import { SummaryCards } from "~/components/analytics/summary-cards";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { OrganizationPicker } from "~/components/organizations/organization-picker";
import { EmptyState } from "~/components/ui/empty-state";
import { BarChart3 } from "~/components/ui/icons";
import { periodOf } from "~/lib/analytics/schemas";
import { cn } from "~/lib/platform/class-names";

// The Decisions tab carries the form kit: its code loads when the tab first renders (decision 037).
const DecisionsSection = lazyOnClient(import.meta.env.SSR && decisionsModule.DecisionsSection, () =>
  import("~/components/analytics/decisions-section").then((module) => module.DecisionsSection),
);

export const meta: MetaFunction = () => [{ title: "Analytics · BoardRoom" }];

const TABS = { overview: "Overview", decisions: "Decisions", activity: "Activity" } as const;
type Tab = keyof typeof TABS;
const tabOf = (value: string | null): Tab => (value && value in TABS ? (value as Tab) : "overview");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const days = periodOf(url.searchParams.get("days"));
  const tab = tabOf(url.searchParams.get("tab"));
  const newDecision = url.searchParams.get("new") === "decision";
  // Read with the session: the rows of the organisation of `?org=`, else of the preferred one (decision 066).
  const prefetched = context.services.prefetchedPage(ANALYTICS_PAGE_READS, analyticsPageValues(url.searchParams));
  return orErrorPage(async () => {
    const { organizations, organization } = await pickOrganization(ctx, url.searchParams.get("org"));
    if (!organization) return { organizations, page: null, days, tab, newDecision };
    const page = await analyticsPage(ctx, organization.id, days, prefetched);
    return { organizations, page, days, tab, newDecision };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const { organization } = await orErrorPage(pickOrganization(ctx, url.searchParams.get("org")));
  if (!organization) throw new Response("Not found", { status: 404 });
  return performAnalyticsAction(ctx, organization.id, await request.formData());
}

export default function AnalyticsPage() {
  const { organizations, page, days, tab, newDecision } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!page)
    return (
      <EmptyState
        icon={BarChart3}
        title="No organization yet"
        body="Analytics belong to an organization: create or join one first."
        action={<Link to="/dashboard/organizations/create">Create Organization</Link>}
      />
    );
  const org = page.organization.slug;
  const href = (next: { days?: number; tab?: Tab; new?: boolean }) =>
    `?org=${org}&days=${next.days ?? days}&tab=${next.tab ?? tab}${next.new ? "&new=decision" : ""}`;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            Analytics
          </h1>
          <p className="text-muted-foreground">What happened in {page.organization.name}, from real activity.</p>
        </div>
        <PeriodNav days={days} hrefFor={(period) => href({ days: period })} />
      </header>
      <OrganizationPicker organizations={organizations} currentId={page.organization.id} />
      <SummaryCards overview={page.overview} />
      <nav aria-label="Analytics sections" className="flex gap-4 border-b text-sm">
        {(Object.keys(TABS) as Tab[]).map((key) => (
          <Link
            key={key}
            to={href({ tab: key })}
            aria-current={key === tab ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-1 pb-2",
              key === tab ? "border-primary font-semibold" : "border-transparent",
            )}
          >
            {TABS[key]}
          </Link>
        ))}
      </nav>
      {tab === "overview" ? <OverviewTab overview={page.overview} /> : null}
      {tab === "activity" ? <ActivityTab activity={page.activity} /> : null}
      {tab === "decisions" ? (
        <LazySection>
          <DecisionsSection
            decisions={page.decisions}
            canCreate={page.canCreateDecision}
            canChangeStatus={page.canChangeStatus}
            inlineForm={newDecision}
            newDecisionHref={href({ tab: "decisions", new: true })}
            closeHref={href({ tab: "decisions" })}
            answer={actionData as DecisionsAnswer}
          />
        </LazySection>
      ) : null}
    </section>
  );
}
