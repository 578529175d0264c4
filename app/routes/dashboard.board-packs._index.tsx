import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { listBoardPacks } from "~/.server/board-packs/packs";
import { BOARD_PACKS_LIST_READS, boardPackListQueryOf, boardPackListValuesOf } from "~/.server/board-packs/page-reads";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { COMPILE_SHORT, PackStatusBadge } from "~/components/board-packs/pack-badges";
import { OrganizationPicker } from "~/components/organizations/organization-picker";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Briefcase, Plus } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Pager } from "~/components/ui/pager";
import {
  BOARD_PACK_AUDIENCE_LABELS,
  BOARD_PACK_FILTERS,
  BOARD_PACK_SEARCH_MAX,
  type BoardPackFilter,
} from "~/lib/board-packs/constants";
import { cn } from "~/lib/platform/class-names";
import { formatDate } from "~/lib/platform/dates";

export const meta: MetaFunction = () => [{ title: "Board packs · BoardRoom" }];

const FILTER_LABELS: Record<BoardPackFilter, string> = {
  all: "All",
  draft: "Drafts",
  published: "Published",
  archived: "Archived",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const query = boardPackListQueryOf(url.searchParams);
  const values = boardPackListValuesOf(url.searchParams);
  const prefetched = values ? context.services.prefetchedPage(BOARD_PACKS_LIST_READS, values) : undefined;
  return orErrorPage(async () => {
    const { organizations, organization } = await pickOrganization(ctx, url.searchParams.get("org"));
    if (!organization) return { organization: null, organizations, list: null, query };
    return { organization, organizations, list: await listBoardPacks(ctx, organization.id, query, prefetched), query };
  });
}

export default function BoardPacksPage() {
  const { organization, organizations, list, query } = useLoaderData<typeof loader>();
  const { status, search } = query;
  const packs = list?.packs ?? [];
  const canCreate = list?.canCreate ?? false;
  const orgParam = organization ? `org=${organization.slug}` : "";
  const createHref = `/dashboard/board-packs/create?${orgParam}`;
  const listHref = (changes: { status?: BoardPackFilter; page?: number }) => {
    const params = new URLSearchParams(organization ? { org: organization.slug } : {});
    const nextStatus = changes.status ?? status;
    if (nextStatus !== "all") params.set("status", nextStatus);
    if (search) params.set("search", search);
    if (changes.page && changes.page > 1) params.set("page", String(changes.page));
    return `?${params}`;
  };
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            Board packs
          </h1>
          <p className="text-muted-foreground">
            {organization
              ? `The books of papers for ${organization.name}'s meetings and committees.`
              : "Board packs belong to an organization."}
          </p>
        </div>
        {organization && canCreate ? (
          <Button asChild>
            <Link to={createHref}>
              <Plus className="h-4 w-4" aria-hidden="true" /> New board pack
            </Link>
          </Button>
        ) : null}
      </header>
      <OrganizationPicker organizations={organizations} currentId={organization?.id} />
      {organization ? (
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Search board packs">
          <input type="hidden" name="org" value={organization.slug} />
          {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
          <Label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
            Search board packs
            <Input type="search" name="search" defaultValue={search ?? ""} maxLength={BOARD_PACK_SEARCH_MAX} />
          </Label>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </Form>
      ) : null}
      {organization ? (
        <nav aria-label="Filter board packs" className="flex flex-wrap gap-2 text-sm">
          {BOARD_PACK_FILTERS.map((filter) => (
            <Link
              key={filter}
              to={listHref({ status: filter })}
              aria-current={status === filter ? "page" : undefined}
              className={cn("rounded-full border px-3 py-1", status === filter && "border-primary font-semibold")}
            >
              {FILTER_LABELS[filter]}
            </Link>
          ))}
        </nav>
      ) : null}
      {!organization ? (
        <EmptyState
          icon={Briefcase}
          title="No organization yet"
          body="Create or join an organization first; its board packs appear here."
          action={<Link to="/dashboard/organizations/create">Create Organization</Link>}
        />
      ) : packs.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          title={
            search
              ? "No board packs match"
              : status === "all"
                ? "No board packs yet"
                : `No ${FILTER_LABELS[status].toLowerCase()} board packs`
          }
          body={
            search
              ? "Try another search or status."
              : canCreate
                ? "A board pack gathers the papers for a meeting in one book, published to the people who need it."
                : "Board packs published to you appear here."
          }
          action={
            search ? (
              <Link to={`?${orgParam}`}>Clear search</Link>
            ) : canCreate && status !== "archived" ? (
              <Link to={createHref}>New board pack</Link>
            ) : null
          }
        />
      ) : (
        <>
          <ul className="flex flex-col divide-y rounded-lg border" aria-label="Board packs">
            {packs.map((pack) => (
              <li key={pack.id} className="flex flex-col gap-1 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/dashboard/board-packs/${pack.id}`}
                    className="min-w-0 truncate font-semibold underline-offset-4 hover:underline"
                  >
                    {pack.title}
                  </Link>
                  <PackStatusBadge status={pack.status} />
                </div>
                <p className="text-sm text-muted-foreground">
                  {[
                    pack.meetingDate ? `Meeting ${formatDate(pack.meetingDate, "UTC")}` : null,
                    pack.audience === "committee" && pack.committeeName
                      ? pack.committeeName
                      : BOARD_PACK_AUDIENCE_LABELS[pack.audience],
                    `${pack.paperCount} ${pack.paperCount === 1 ? "paper" : "papers"}`,
                    pack.status === "published" ? COMPILE_SHORT[pack.compileStatus] : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
          {list ? (
            <Pager
              label="Pages of board packs"
              page={list.page}
              totalPages={list.totalPages}
              summary={`${list.total} board packs`}
              hrefFor={(page) => listHref({ page })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
