import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage, refusalOf } from "~/.server/remix/service-errors";
import { recordVisit } from "~/.server/shell/recent";
import { acceptVaultInvitation, deleteVaultInvitation, rejectVaultInvitation } from "~/.server/vaults/invitations";
import { listVaults } from "~/.server/vaults/list";
import { VAULTS_LIST_READS, vaultListQueryOf, vaultListValuesOf } from "~/.server/vaults/page-reads";
import { OrganizationPicker } from "~/components/organizations/organization-picker";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ChevronLeft, ChevronRight, Plus, Vault } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { StatusMessage } from "~/components/ui/status-message";
import { VAULT_STATUS_LABELS, VaultStatusBadge } from "~/components/vaults/vault-status-badge";
import { VAULT_STATUSES } from "~/lib/vaults/constants";
import { VAULT_ROLE_LABELS } from "~/lib/vaults/roles";
import { VAULT_TEXTS } from "~/lib/vaults/texts";

export const meta: MetaFunction = () => [{ title: "Vaults · BoardRoom" }];

const SORTS = [
  { value: "updated_at:desc", label: "Recently updated" },
  { value: "created_at:desc", label: "Newest first" },
  { value: "created_at:asc", label: "Oldest first" },
  { value: "name:asc", label: "Name A–Z" },
  { value: "name:desc", label: "Name Z–A" },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const query = vaultListQueryOf(url.searchParams);
  const values = vaultListValuesOf(url.searchParams);
  const prefetched = values ? context.services.prefetchedPage(VAULTS_LIST_READS, values) : undefined;
  // A sidebar section: a place in the shell's recent items, like every other section (decision 026).
  recordVisit(ctx, { href: "/dashboard/vaults", title: "Vaults", type: "page" });
  return orErrorPage(async () => {
    const { organizations, organization } = await pickOrganization(ctx, url.searchParams.get("org"));
    if (!organization) return { organization: null, organizations, list: null, invitations: [], query };
    const { myInvitations, ...list } = await listVaults(ctx, organization.id, query, prefetched);
    return { organization, organizations, list, invitations: myInvitations, query };
  });
}

/** The invitations panel: accept (then open the vault), reject or delete an invitation addressed to the actor. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const invitationId = String(form.get("invitationId") ?? "");
  try {
    if (intent === "accept") {
      const { vault } = await acceptVaultInvitation(ctx, invitationId);
      return redirect(`/dashboard/vaults/${vault.id}`);
    }
    if (intent === "reject") {
      await rejectVaultInvitation(ctx, invitationId);
      return { ok: VAULT_TEXTS.invitationRejected };
    }
    if (intent === "delete") {
      await deleteVaultInvitation(ctx, invitationId);
      return { ok: VAULT_TEXTS.invitationDeleted };
    }
    return data({ error: "Unknown action" }, { status: 400 });
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ error: refusal.message }, { status: refusal.status });
  }
}

export default function VaultsPage() {
  const { organization, organizations, list, invitations, query } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const orgParam = organization ? `org=${organization.slug}` : "";
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (organization) params.set("org", organization.slug);
    if (query.search) params.set("search", query.search);
    if (query.status) params.set("status", query.status);
    params.set("sort", `${query.sortField}:${query.sortDirection}`);
    params.set("page", String(page));
    return `?${params}`;
  };
  const filtered = Boolean(query.search || query.status);
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            Vaults
          </h1>
          <p className="text-muted-foreground">
            {organization ? `Secure rooms of documents in ${organization.name}.` : "Vaults belong to an organization."}
          </p>
        </div>
        {organization && list?.canCreate ? (
          <Button asChild>
            <Link to={`/dashboard/vaults/create?${orgParam}`}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Create Vault
            </Link>
          </Button>
        ) : null}
      </header>
      <OrganizationPicker organizations={organizations} currentId={organization?.id} />
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      {actionData && "error" in actionData ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
          {actionData.error}
        </p>
      ) : null}
      {invitations.length > 0 ? (
        <section aria-labelledby="invitations-title" className="flex flex-col gap-2 rounded-lg border p-4">
          <h2 id="invitations-title" className="text-lg font-semibold">
            Vault invitations
          </h2>
          <ul className="flex flex-col divide-y">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <strong>{invitation.vaultName}</strong> as {VAULT_ROLE_LABELS[invitation.role]}
                  {invitation.invitedBy ? ` · from ${invitation.invitedBy}` : ""}
                </span>
                <Form method="post" className="flex gap-2">
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button type="submit" name="intent" value="accept" size="sm">
                    Accept
                  </Button>
                  <Button type="submit" name="intent" value="reject" size="sm" variant="outline">
                    Reject
                  </Button>
                  <Button type="submit" name="intent" value="delete" size="sm" variant="ghost">
                    Delete
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {organization ? (
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter vaults">
          <input type="hidden" name="org" value={organization.slug} />
          <Label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
            Search
            <Input type="search" name="search" defaultValue={query.search ?? ""} maxLength={100} />
          </Label>
          <Label className="flex flex-col gap-1 text-sm">
            Status
            <NativeSelect name="status" defaultValue={query.status ?? ""}>
              <option value="">All statuses</option>
              {VAULT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {VAULT_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </Label>
          <Label className="flex flex-col gap-1 text-sm">
            Sort
            <NativeSelect name="sort" defaultValue={`${query.sortField}:${query.sortDirection}`}>
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </NativeSelect>
          </Label>
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </Form>
      ) : null}
      {!organization || !list ? (
        <EmptyState
          icon={Vault}
          title="No organization yet"
          body="Create or join an organization first; its vaults appear here."
          action={<Link to="/dashboard/organizations/create">Create Organization</Link>}
        />
      ) : list.vaults.length === 0 ? (
        <EmptyState
          icon={Vault}
          title={filtered ? "No vaults match" : "No vaults yet"}
          body={
            filtered
              ? "Try another search or status."
              : "A vault keeps a set of board documents together, with its own members."
          }
          action={
            filtered ? (
              <Link to={`?${orgParam}`}>Clear filters</Link>
            ) : list.canCreate ? (
              <Link to={`/dashboard/vaults/create?${orgParam}`}>Create Vault</Link>
            ) : null
          }
        />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Vaults">
            {list.vaults.map((vault) => (
              <li key={vault.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
                <div className="flex items-start justify-between gap-2">
                  <Link
                    to={`/dashboard/vaults/${vault.id}`}
                    className="min-w-0 break-words font-semibold hover:underline"
                  >
                    {vault.name}
                  </Link>
                  <VaultStatusBadge status={vault.status} />
                </div>
                {vault.description ? (
                  <p className="line-clamp-2 text-sm text-muted-foreground">{vault.description}</p>
                ) : null}
                <p className="mt-auto text-xs tabular-nums text-muted-foreground">
                  {vault.assetCount} {vault.assetCount === 1 ? "document" : "documents"} · {vault.memberCount}{" "}
                  {vault.memberCount === 1 ? "member" : "members"} · You: {VAULT_ROLE_LABELS[vault.role]}
                </p>
              </li>
            ))}
          </ul>
          {list.totalPages > 1 ? (
            <nav aria-label="Pages" className="flex items-center justify-between text-sm">
              {list.page > 1 ? (
                <Link to={pageHref(list.page - 1)} className="inline-flex items-center gap-1 hover:underline">
                  <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
                </Link>
              ) : (
                <span />
              )}
              <span className="tabular-nums text-muted-foreground">
                Page {list.page} of {list.totalPages} · {list.total} vaults
              </span>
              {list.page < list.totalPages ? (
                <Link to={pageHref(list.page + 1)} className="inline-flex items-center gap-1 hover:underline">
                  Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
