import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { recordVisit } from "~/.server/shell/recent";
import { getVaultDetail, recordVaultAccess } from "~/.server/vaults/detail";
import { VAULT_PAGE_READS } from "~/.server/vaults/page-reads";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { StatusMessage } from "~/components/ui/status-message";
import * as sections from "~/components/vaults/page-sections";
import { VaultStatusBadge } from "~/components/vaults/vault-status-badge";
import { breadcrumbNamedBy } from "~/lib/shell/navigation";
import { VAULT_MESSAGES } from "~/lib/vaults/constants";
import { VAULT_ROLE_LABELS } from "~/lib/vaults/roles";
import { VAULT_SETTINGS_TABS, type VaultSettingsTab } from "~/lib/vaults/texts";
import { performVaultPageAction } from "./actions.server";

// The members and settings sections (and the form kit they use) bring their code after the page's: the documents
// list and activity are what the page is opened for (decision 037). The server renders them in full.
const VaultMembersPanel = lazyOnClient(import.meta.env.SSR && sections.VaultMembersPanel, () =>
  import("~/components/vaults/members-panel").then((m) => m.VaultMembersPanel),
);
const VaultSettingsTabs = lazyOnClient(import.meta.env.SSR && sections.VaultSettingsTabs, () =>
  import("~/components/vaults/settings-tabs").then((m) => m.VaultSettingsTabs),
);

export const handle = breadcrumbNamedBy<SerializeFrom<typeof loader>>((data) => data.vault.name);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.vault.name} · Vaults · BoardRoom` : "Vault · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: VaultSettingsTab = VAULT_SETTINGS_TABS.some((t) => t.id === requested)
    ? (requested as VaultSettingsTab)
    : "general";
  const vaultId = params.id ?? "";
  const detail = await orErrorPage(
    getVaultDetail(ctx, vaultId, context.services.prefetchedPage(VAULT_PAGE_READS, { vaultId })),
  );
  recordVaultAccess(ctx, detail.vault.id, detail.openedWithinTheMinute);
  recordVisit(ctx, { href: `/dashboard/vaults/${detail.vault.id}`, title: detail.vault.name, type: "vault" });
  const candidates = detail.seatCandidates;
  const { vault } = detail;
  return {
    tab,
    vault: {
      id: vault.id,
      name: vault.name,
      description: vault.description,
      location: vault.location,
      priority: vault.priority,
      category: vault.category,
      tags: vault.tags,
      meetingDate: vault.meetingDate,
      isPublic: vault.isPublic,
      requiresInvitation: vault.requiresInvitation,
      accessCode: detail.permissions.canEdit ? vault.accessCode : null,
      expiresAt: vault.expiresAt,
      storedStatus: vault.status,
      ownerId: vault.ownerId,
    },
    status: detail.status,
    organization: { id: detail.organization.id, name: detail.organization.name, slug: detail.organization.slug },
    role: detail.role,
    permissions: detail.permissions,
    documents: detail.documents,
    members: detail.members,
    invitations: detail.invitations,
    activity: detail.activity,
    statistics: detail.statistics,
    notifications: detail.notifications,
    candidates,
    me: ctx.actor.user.id,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const answer = await performVaultPageAction(ctx, params.id ?? "", await request.formData());
  if (answer.redirectTo) throw redirect(answer.redirectTo);
  return data(answer, { status: answer.status });
}

export type VaultPageData = SerializeFrom<typeof loader>;

export default function VaultPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { vault, status } = page;
  const readOnly = status === "archived" || status === "expired";
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="page-title" className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
            <span className="break-words">{vault.name}</span> <VaultStatusBadge status={status} />
          </h1>
          <p className="text-muted-foreground">
            {vault.description || `A vault of ${page.organization.name}.`} · You: {VAULT_ROLE_LABELS[page.role]}
          </p>
        </div>
        <Link to={`/dashboard/vaults?org=${page.organization.slug}`} className="text-sm hover:underline">
          All vaults
        </Link>
      </header>
      {readOnly ? (
        <p role="note" className="rounded-md border border-amber-600/40 bg-amber-500/10 px-3 py-2 text-sm">
          {status === "archived" ? VAULT_MESSAGES.readOnlyArchived : VAULT_MESSAGES.readOnlyExpired}
        </p>
      ) : null}
      <StatusMessage message={answer?.ok ?? null} />
      {answer?.error ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
          {answer.error}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="documents-title" className="flex flex-col gap-2">
          <h2 id="documents-title" className="text-lg font-semibold">
            Documents
          </h2>
          {page.documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">No documents in this vault yet.</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-md border">
              {page.documents.map((document) => (
                <li key={document.id} className="flex items-center justify-between gap-2 p-3 text-sm">
                  <Link to={`/dashboard/assets/${document.id}`} className="min-w-0 break-words hover:underline">
                    {document.title}
                  </Link>
                  <span className="shrink-0 text-xs uppercase text-muted-foreground">{document.fileType}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <LazySection>
          <VaultMembersPanel page={page} answer={answer} />
        </LazySection>
      </div>
      <section aria-labelledby="activity-title" className="flex flex-col gap-2">
        <h2 id="activity-title" className="text-lg font-semibold">
          Recent activity
        </h2>
        {page.activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {page.activity.map((entry) => (
              <li key={`${entry.at}-${entry.what}-${entry.who}`}>
                <time dateTime={new Date(entry.at).toISOString()} className="tabular-nums text-muted-foreground">
                  {new Date(entry.at).toISOString().slice(0, 16).replace("T", " ")}
                </time>{" "}
                {entry.who ? `${entry.who}: ` : ""}
                {entry.what}
              </li>
            ))}
          </ul>
        )}
      </section>
      <LazySection>
        <VaultSettingsTabs page={page} answer={answer} />
      </LazySection>
    </section>
  );
}
