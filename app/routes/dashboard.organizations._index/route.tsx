import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { organizationCardPage } from "~/.server/organizations/list";
import { ORGANIZATION_LIST_READS, organizationListOf } from "~/.server/organizations/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { requestedPage } from "~/.server/remix/paging";
import { BulkBar } from "~/components/organizations/list/bulk-bar";
import { BulkConfirmationDialog, BulkConfirmationStep } from "~/components/organizations/list/bulk-confirmation";
import { BulkResultPanel, DeletedNotice } from "~/components/organizations/list/bulk-result";
import { NoOrganizations } from "~/components/organizations/list/empty-state";
import { OrganizationCard } from "~/components/organizations/list/organization-card";
import { useSelection } from "~/components/organizations/list/use-selection";
import { Button } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons";
import { useHydrated } from "~/components/use-hydrated";
import { BULK_OPERATIONS, type BulkOperationId } from "~/lib/organizations/bulk";
import { cn } from "~/lib/platform/class-names";
import { type BulkActionData, performBulkAction } from "./actions.server";

const LIST_FORM_ID = "organization-list";

export const meta: MetaFunction = () => [{ title: "Organizations · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const list = organizationListOf(url);
  const status = list.organizationStatus;
  // Set by the settings page after an immediate deletion, which lands here.
  const deleted = url.searchParams.get("deleted") === "1";
  const prefetched = context.services.prefetchedPage(ORGANIZATION_LIST_READS, list);
  return { status, deleted, ...(await organizationCardPage(ctx, { status, page: requestedPage(url) }, prefetched)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return performBulkAction(ctx, await request.formData());
}

export default function OrganizationsPage() {
  const { organizations, status, deleted, pagination } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...(status === "archived" ? { status } : {}), page: String(page) })}`;
  const actionData = useActionData<typeof action>() as BulkActionData | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const { selected, readSelection, clear } = useSelection(formRef, status);
  const [confirming, setConfirming] = useState<BulkOperationId | null>(null);
  // 001 §4: while an operation runs its buttons are inert and an indeterminate bar shows (the page then reloads).
  const [executing, setExecuting] = useState(false);

  const operations = BULK_OPERATIONS.filter((operation) =>
    status === "archived" ? operation.id !== "archive" : operation.id !== "restore",
  );
  const selectedNames = organizations
    .filter((organization) => selected.includes(organization.id))
    .map((organization) => organization.name);
  const confirmingOperation = BULK_OPERATIONS.find((operation) => operation.id === confirming) ?? null;

  return (
    <section className="flex flex-col gap-6 pb-24" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            Organizations
          </h1>
          <p className="text-muted-foreground">The boards you belong to. Select several to act on them at once.</p>
        </div>
        <Button asChild>
          <Link to="/dashboard/organizations/create">
            <Plus className="h-4 w-4" aria-hidden="true" /> Create Organization
          </Link>
        </Button>
      </header>

      <nav aria-label="Filter organizations" className="flex gap-2">
        {(["active", "archived"] as const).map((value) => (
          <Link
            key={value}
            to={value === "active" ? "?" : "?status=archived"}
            aria-current={status === value ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              status === value ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
          >
            {value === "active" ? "Active" : "Archived"}
          </Link>
        ))}
      </nav>

      {actionData && "error" in actionData ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm">
          {actionData.error}
        </p>
      ) : null}
      {actionData && "result" in actionData ? <BulkResultPanel result={actionData.result} /> : null}
      {deleted ? <DeletedNotice /> : null}
      {actionData && "confirm" in actionData ? (
        <BulkConfirmationStep intent={actionData.confirm.intent} items={actionData.confirm.items} />
      ) : null}

      {organizations.length === 0 ? (
        <NoOrganizations status={status} />
      ) : (
        <form
          ref={formRef}
          id={LIST_FORM_ID}
          method="post"
          onChange={readSelection}
          onSubmit={(event) => {
            // Export downloads a file and the page stays, so only the other operations mark the bar busy.
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (submitter?.value !== "export") setExecuting(true);
          }}
          aria-label="Organizations"
          aria-busy={executing || undefined}
        >
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {organizations.map((organization) => (
              <OrganizationCard
                key={organization.id}
                organization={organization}
                selected={selected.includes(organization.id)}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Organization pages" className="mt-6 flex items-center gap-3 text-sm">
              {pagination.page > 1 ? <Link to={pageHref(pagination.page - 1)}>Previous</Link> : null}
              <span className="tabular-nums">
                Page {pagination.page} of {pages} ({pagination.total} organizations)
              </span>
              {pagination.page < pages ? <Link to={pageHref(pagination.page + 1)}>Next</Link> : null}
            </nav>
          ) : null}
          {!hydrated || selected.length > 0 ? (
            <BulkBar
              operations={operations}
              selectedNames={selectedNames}
              hydrated={hydrated}
              executing={executing}
              onConfirm={setConfirming}
              onClear={clear}
            />
          ) : null}
        </form>
      )}
      {confirmingOperation ? (
        <BulkConfirmationDialog
          operation={confirmingOperation}
          names={selectedNames}
          formId={LIST_FORM_ID}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
