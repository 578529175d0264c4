import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { listCommittees } from "~/.server/committees/committees";
import { COMMITTEES_LIST_READS, committeeStatusOf } from "~/.server/committees/page-reads";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requestedOrganization } from "~/.server/organizations/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { CommitteeSummary } from "~/components/committees/committee-summary";
import { OrganizationPicker } from "~/components/organizations/organization-picker";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Plus, UsersRound } from "~/components/ui/icons";
import { cn } from "~/lib/platform/class-names";

export const meta: MetaFunction = () => [{ title: "Committees · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const status = committeeStatusOf(url.searchParams);
  const organizationRef = requestedOrganization(url.searchParams);
  const prefetched = context.services.prefetchedPage(COMMITTEES_LIST_READS, {
    organizationRef,
    committeeStatus: status,
  });
  return orErrorPage(async () => {
    const { organizations, organization } = await pickOrganization(ctx, organizationRef);
    if (!organization) return { organization: null, organizations, committees: [], canManage: false, status };
    const listed = await listCommittees(ctx, organization.id, { status }, prefetched);
    return { organization, organizations, committees: listed.committees, canManage: listed.canManage, status };
  });
}

export default function CommitteesPage() {
  const { organization, organizations, committees, canManage, status } = useLoaderData<typeof loader>();
  const orgParam = organization ? `org=${organization.slug}` : "";
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            Committees
          </h1>
          <p className="text-muted-foreground">
            {organization ? `Committees of ${organization.name}.` : "Committees belong to an organization."}
          </p>
        </div>
        {organization && canManage ? (
          <Button asChild>
            <Link to={`/dashboard/committees/create?${orgParam}`}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Create Committee
            </Link>
          </Button>
        ) : null}
      </header>
      <OrganizationPicker organizations={organizations} currentId={organization?.id} />
      {organization ? (
        <nav aria-label="Filter committees" className="flex gap-2 text-sm">
          <Link
            to={`?${orgParam}`}
            aria-current={status === "active" ? "page" : undefined}
            className={cn("rounded-full border px-3 py-1", status === "active" && "border-primary font-semibold")}
          >
            Active
          </Link>
          <Link
            to={`?${orgParam}&status=archived`}
            aria-current={status === "archived" ? "page" : undefined}
            className={cn("rounded-full border px-3 py-1", status === "archived" && "border-primary font-semibold")}
          >
            Archived
          </Link>
        </nav>
      ) : null}
      {!organization ? (
        <EmptyState
          icon={UsersRound}
          title="No organization yet"
          body="Create or join an organization first; its committees appear here."
          action={<Link to="/dashboard/organizations/create">Create Organization</Link>}
        />
      ) : committees.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={status === "archived" ? "No archived committees" : "No committees yet"}
          body={
            status === "archived"
              ? "Archived committees appear here and can be restored."
              : "Committees such as Audit or Remuneration group some of the board's members."
          }
          action={
            canManage && status === "active" ? (
              <Link to={`/dashboard/committees/create?${orgParam}`}>Create Committee</Link>
            ) : null
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {committees.map((committee) => (
            <CommitteeSummary
              key={committee.id}
              committee={committee}
              organizationSlug={organization?.slug ?? ""}
              className="rounded-lg border bg-card p-4"
              linkClassName="font-semibold"
            />
          ))}
        </ul>
      )}
    </section>
  );
}
