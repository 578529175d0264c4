import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { listMeetings } from "~/.server/meetings/meetings";
import { MEETINGS_LIST_READS, meetingListFiltersOf, meetingListOffsetOf } from "~/.server/meetings/page-reads";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requestedOrganization } from "~/.server/organizations/page-reads";
import { preferredListView } from "~/.server/profile/preferences";
import { requireActor } from "~/.server/remix/guards";
import { requestedPage } from "~/.server/remix/paging";
import { orErrorPage } from "~/.server/remix/service-errors";
import {
  MEETING_VIEWS,
  MeetingCards,
  MeetingDetailsList,
  MeetingFilters,
  MeetingRows,
  MeetingStatCards,
  type MeetingView,
  ViewSwitch,
} from "~/components/meetings/meeting-list";
import { OrganizationPicker } from "~/components/organizations/organization-picker";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { CalendarDays, Plus } from "~/components/ui/icons";
import { Pager } from "~/components/ui/pager";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";
import { MEETING_LIST_VIEW } from "~/lib/profile/list-views";

export const meta: MetaFunction = () => [{ title: "Meetings · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const filters = meetingListFiltersOf(url.searchParams);
  const viewParam = url.searchParams.get("view");
  // Without filters the rows were read with the session (decision 066), for `?org=` else the preferred organisation.
  const prefetched = context.services.prefetchedPage(MEETINGS_LIST_READS, {
    organizationRef: requestedOrganization(url.searchParams),
    meetingOffset: meetingListOffsetOf(url.searchParams),
  });
  return orErrorPage(async () => {
    // Without ?view= the list opens in the account's default view (002 §3.7 default_view).
    const view: MeetingView = MEETING_VIEWS.includes(viewParam as MeetingView)
      ? (viewParam as MeetingView)
      : MEETING_LIST_VIEW[await preferredListView(ctx, context.services.prefetchedShell())];
    const { organizations, organization } = await pickOrganization(ctx, url.searchParams.get("org"));
    if (!organization) return { organization: null, organizations, filters, view, listed: null };
    const listed = await listMeetings(ctx, organization.id, { ...filters, page: requestedPage(url) }, prefetched);
    return { organization, organizations, filters, view, listed };
  });
}

export default function MeetingsPage() {
  const { organization, organizations, filters, view, listed } = useLoaderData<typeof loader>();
  const query = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    const all = { org: organization?.slug, ...filters, view, ...changes };
    for (const [key, value] of Object.entries(all))
      if (value !== undefined && value !== "") params.set(key, `${value}`);
    return `?${params}`;
  };
  const filtered = Boolean(filters.q || filters.status || filters.type);
  const createHref = `/dashboard/meetings/create${organization ? `?org=${organization.slug}` : ""}`;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            Meetings
          </h1>
          <p className="text-muted-foreground">
            {organization ? `Meetings of ${organization.name}.` : "Meetings belong to an organization."}
          </p>
        </div>
        {listed?.canCreate ? (
          <Button asChild>
            <Link to={createHref}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Create Meeting
            </Link>
          </Button>
        ) : null}
      </header>
      <OrganizationPicker organizations={organizations} currentId={organization?.id} />
      {!organization || !listed ? (
        <EmptyState
          icon={CalendarDays}
          title="No organization yet"
          body="Create or join an organization first; its meetings appear here."
          action={<Link to="/dashboard/organizations/create">Create Organization</Link>}
        />
      ) : (
        <>
          <MeetingStatCards {...listed.stats} />
          <MeetingFilters {...filters} view={view} org={organization.slug} />
          <ViewSwitch current={view} hrefFor={(next) => query({ view: next })} />
          {listed.meetings.length === 0 ? (
            <EmptyState
              icon={CalendarDays}
              title={MEETING_MESSAGES.listEmpty}
              body={filtered ? MEETING_MESSAGES.listEmptyFiltered : MEETING_MESSAGES.listEmptyFirst}
              action={!filtered && listed.canCreate ? <Link to={createHref}>Create Meeting</Link> : null}
            />
          ) : view === "list" ? (
            <MeetingRows meetings={listed.meetings} />
          ) : view === "details" ? (
            <MeetingDetailsList meetings={listed.meetings} />
          ) : (
            <MeetingCards meetings={listed.meetings} />
          )}
          <Pager
            label="Pages of meetings"
            page={listed.page}
            totalPages={listed.totalPages}
            summary={`${listed.total} meetings`}
            hrefFor={(page) => query({ page })}
          />
        </>
      )}
    </section>
  );
}
