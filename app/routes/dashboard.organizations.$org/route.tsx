import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { listInvitations } from "~/.server/organizations/invitations";
import { listMembers } from "~/.server/organizations/members";
import { loadOrganizationSettings } from "~/.server/organizations/settings";
import { ServiceError } from "~/.server/platform/errors";
import { requireActor } from "~/.server/remix/guards";
import { recordVisit } from "~/.server/shell/recent";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OrganizationInitials } from "~/components/organizations/role-badge";
import { InvitationsTab } from "~/components/organizations/settings/invitations-tab";
import { MemberConfirm, MembersTab } from "~/components/organizations/settings/members-tab";
import { type PageResult, useResultToast } from "~/components/organizations/settings/parts";
import {
  AssetsTab,
  ComplianceTab,
  DangerTab,
  FeaturesTab,
  GeneralTab,
  NotificationsTab,
} from "~/components/organizations/settings/tabs";
import { ORGANIZATION_MESSAGES } from "~/lib/organizations/constants";
import { ORGANIZATION_PAGE_TOASTS, SETTINGS_SAVED_MESSAGE } from "~/lib/organizations/texts";
import { cn } from "~/lib/platform/class-names";
import { performOrganizationPageAction } from "~/routes/dashboard.organizations.$org/actions.server";

const TABS = [
  { id: "general", label: "General" },
  { id: "assets", label: "Assets" },
  { id: "compliance", label: "Compliance" },
  { id: "notifications", label: "Notifications" },
  { id: "members", label: "Members" },
  { id: "invitations", label: "Invitations" },
  { id: "features", label: "Features" },
  { id: "danger", label: "Danger zone" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.organization.name} · Organization Settings · BoardRoom` : "Organization · BoardRoom" },
];

async function notFoundOnServiceError<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw new Response("Not found", { status: 404 });
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const settings = await notFoundOnServiceError(loadOrganizationSettings(ctx, params.org ?? ""));
  const requested = (TABS.find((tab) => tab.id === url.searchParams.get("tab"))?.id ?? "general") as TabId;
  // Members and invitations need owner/admin; the danger tab itself explains 'Access Restricted' to others.
  const allowed = (tab: TabId) =>
    tab === "members" || tab === "invitations" ? settings.permissions.canManageMembers : true;
  const tab = allowed(requested) ? requested : "general";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const members = tab === "members" ? await listMembers(ctx, settings.organization.id, { page }) : null;
  const invitations = tab === "invitations" ? await listInvitations(ctx, settings.organization.id) : null;
  const confirmKind = url.searchParams.get("confirm");
  const confirmMember =
    tab === "members" && (confirmKind === "remove" || confirmKind === "transfer")
      ? members?.members.find((member) => member.userId === url.searchParams.get("member"))
      : undefined;
  await recordVisit(ctx, {
    href: `/dashboard/organizations/${settings.organization.slug}`,
    title: settings.organization.name,
    type: "organization",
  });
  return {
    ...settings,
    organization: {
      id: settings.organization.id,
      name: settings.organization.name,
      slug: settings.organization.slug,
      description: settings.organization.description,
      website: settings.organization.website,
      industry: settings.organization.industry,
      organizationSize: settings.organization.organizationSize,
      logoUrl: settings.organization.logoUrl,
      deletionScheduledFor: settings.organization.deletionScheduledFor,
      status: settings.organization.status,
      isDemo: settings.organization.isDemo,
    },
    tab,
    host: url.host,
    members: members ? { members: members.members, pagination: members.pagination } : null,
    invitations: invitations ? { pending: invitations.pending, history: invitations.history } : null,
    inviteRows: Number(url.searchParams.get("rows")) || 1,
    confirm: confirmMember
      ? {
          kind: confirmKind as "remove" | "transfer",
          member: { userId: confirmMember.userId, displayName: confirmMember.displayName },
        }
      : null,
    created: url.searchParams.get("created") === "1",
    // Set by the general form's redirect (its slug may have changed the address).
    saved: tab === "general" && url.searchParams.get("saved") === "1",
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const result = await performOrganizationPageAction(ctx, params.org ?? "", await request.formData());
  // Another organisation's page is a 404 page; a member or invitation gone meanwhile is a message.
  if (!result.ok && result.status === 404 && result.message === ORGANIZATION_MESSAGES.notFound)
    throw new Response("Not found", { status: 404 });
  if (result.ok && result.redirectTo) throw redirect(result.redirectTo);
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function OrganizationSettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>() as PageResult;
  const { organization, permissions, tab } = loaded;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address (slug) is a new notice
  const savedNotice = useMemo<PageResult>(
    () =>
      loaded.saved
        ? {
            ok: true,
            intent: "general",
            title: ORGANIZATION_PAGE_TOASTS.general.success,
            message: SETTINGS_SAVED_MESSAGE,
          }
        : undefined,
    [loaded.saved, organization.slug],
  );
  const result = actionResult ?? savedNotice;
  useResultToast(result);
  // The new name shows in the header while it is being saved; a refusal puts the old one back.
  const navigation = useNavigation();
  const pendingName =
    navigation.formData?.get("intent") === "general" ? String(navigation.formData.get("name") ?? "").trim() : "";
  const enabled = (id: TabId) =>
    id === "members" || id === "invitations"
      ? permissions.canManageMembers
      : id === "danger"
        ? permissions.isOwner
        : true;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex items-center gap-4 border-b pb-4">
        <OrganizationInitials name={organization.name} logoUrl={organization.logoUrl} className="h-14 w-14 text-lg" />
        <div className="flex flex-col">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            {pendingName.length >= 2 ? pendingName : organization.name}
          </h1>
          <p className="text-muted-foreground">Organization Settings</p>
        </div>
      </header>
      {organization.status === "archived" ? (
        <p role="status" className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
          {ORGANIZATION_MESSAGES.archived}
        </p>
      ) : null}
      {loaded.created ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
          Organization created
        </p>
      ) : null}
      <nav aria-label="Settings sections" className="flex flex-wrap gap-1 border-b">
        {TABS.map((item) =>
          enabled(item.id) ? (
            <Link
              key={item.id}
              to={`?tab=${item.id}`}
              aria-current={tab === item.id ? "page" : undefined}
              className={cn(
                "rounded-t-md px-3 py-2 text-sm",
                tab === item.id
                  ? "border-b-2 border-primary font-semibold"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {item.label}
            </Link>
          ) : (
            <span
              key={item.id}
              aria-disabled="true"
              className="cursor-not-allowed px-3 py-2 text-sm text-muted-foreground/60"
              title="Owners and admins only"
            >
              {item.label}
            </span>
          ),
        )}
      </nav>
      {tab === "general" ? (
        <GeneralTab
          key={JSON.stringify(organization)}
          organization={organization}
          canEdit={permissions.canEdit}
          result={result}
          host={loaded.host}
        />
      ) : null}
      {tab === "assets" ? (
        <AssetsTab
          key={JSON.stringify(loaded.assetSettings)}
          settings={loaded.assetSettings}
          canEdit={permissions.canEdit}
          result={result}
        />
      ) : null}
      {tab === "compliance" ? (
        <ComplianceTab
          key={JSON.stringify(loaded.complianceSettings)}
          settings={loaded.complianceSettings}
          score={loaded.complianceScore}
          canEdit={permissions.canEdit}
          result={result}
        />
      ) : null}
      {tab === "notifications" ? (
        <NotificationsTab
          key={JSON.stringify(loaded.notificationSettings)}
          settings={loaded.notificationSettings}
          canEdit={permissions.canEdit}
          result={result}
        />
      ) : null}
      {tab === "members" && loaded.members ? (
        <>
          {loaded.confirm ? <MemberConfirm kind={loaded.confirm.kind} member={loaded.confirm.member} /> : null}
          <MembersTab
            members={loaded.members.members}
            pagination={loaded.members.pagination}
            result={result}
            slug={organization.slug}
          />
        </>
      ) : null}
      {tab === "invitations" && loaded.invitations ? (
        <InvitationsTab
          pending={loaded.invitations.pending}
          history={loaded.invitations.history}
          rows={loaded.inviteRows}
          result={result}
          canInvite={permissions.canInvite}
        />
      ) : null}
      {tab === "features" ? (
        <FeaturesTab plan={loaded.plan} usage={loaded.usage} isOwner={permissions.canManageBilling} />
      ) : null}
      {tab === "danger" ? (
        <DangerTab organization={organization} isOwner={permissions.isOwner} result={result} />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
