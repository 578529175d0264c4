import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { listBoardPacks } from "~/.server/board-packs/packs";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { COMPILE_SHORT, PackStatusBadge } from "~/components/board-packs/pack-badges";
import { OrganizationPicker } from "~/components/organizations/organization-picker";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Briefcase, Plus } from "~/components/ui/icons";
import { BOARD_PACK_AUDIENCE_LABELS, BOARD_PACK_FILTERS, type BoardPackFilter } from "~/lib/board-packs/constants";
import { BoardPackListQuerySchema } from "~/lib/board-packs/schemas";
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
  const { status } = BoardPackListQuerySchema.parse({ status: url.searchParams.get("status") ?? undefined });
  return orErrorPage(async () => {
    const { organizations, organization } = await pickOrganization(ctx, url.searchParams.get("org"));
    if (!organization) return { organization: null, organizations, packs: [], canCreate: false, status };
    const listed = await listBoardPacks(ctx, organization.id, status);
    return { organization, organizations, packs: listed.packs, canCreate: listed.canCreate, status };
  });
}

export default function BoardPacksPage() {
  const { organization, organizations, packs, canCreate, status } = useLoaderData<typeof loader>();
  const orgParam = organization ? `org=${organization.slug}` : "";
  const createHref = `/dashboard/board-packs/create?${orgParam}`;
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
        <nav aria-label="Filter board packs" className="flex flex-wrap gap-2 text-sm">
          {BOARD_PACK_FILTERS.map((filter) => (
            <Link
              key={filter}
              to={`?${orgParam}${filter === "all" ? "" : `&status=${filter}`}`}
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
          title={status === "all" ? "No board packs yet" : `No ${FILTER_LABELS[status].toLowerCase()} board packs`}
          body={
            canCreate
              ? "A board pack gathers the papers for a meeting in one book, published to the people who need it."
              : "Board packs published to you appear here."
          }
          action={canCreate && status !== "archived" ? <Link to={createHref}>New board pack</Link> : null}
        />
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
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
      )}
    </section>
  );
}
