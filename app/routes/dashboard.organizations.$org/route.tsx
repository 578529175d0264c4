import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { notFound } from "~/.server/platform/errors";
import { requireActor } from "~/.server/remix/guards";
import { keepRetryAfter, orErrorPage, refusalResponse, retryAfterHeaders } from "~/.server/remix/service-errors";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { OrganizationInitials } from "~/components/organizations/role-badge";
import { type PageResult, useResultToast } from "~/components/organizations/settings/result-toast";
import * as tabs from "~/components/organizations/settings/tabs";
import { ORGANIZATION_MESSAGES } from "~/lib/organizations/constants";
import { isTabOffered, SETTINGS_TABS } from "~/lib/organizations/settings-tabs";
import { ORGANIZATION_PAGE_TOASTS, SETTINGS_SAVED_MESSAGE } from "~/lib/organizations/texts";
import { cn } from "~/lib/platform/class-names";
import { breadcrumbNamedBy } from "~/lib/shell/navigation";
import { invitationDraft, performOrganizationPageAction } from "./actions.server";
import { loadOrganizationPage, prefetchedOrganizationPage } from "./loader.server";

// A page view needs one tab: the browser fetches only that tab's code (and the form kit, which most tabs use)
// instead of all nine, and another's when it is opened. The server renders the open tab in full.
const OverviewTab = lazyOnClient(import.meta.env.SSR && tabs.OverviewTab, () =>
  import("~/components/organizations/settings/overview-tab").then((m) => m.OverviewTab),
);
const GeneralTab = lazyOnClient(import.meta.env.SSR && tabs.GeneralTab, () =>
  import("~/components/organizations/settings/general-tab").then((m) => m.GeneralTab),
);
const AssetsTab = lazyOnClient(import.meta.env.SSR && tabs.AssetsTab, () =>
  import("~/components/organizations/settings/assets-tab").then((m) => m.AssetsTab),
);
const ComplianceTab = lazyOnClient(import.meta.env.SSR && tabs.ComplianceTab, () =>
  import("~/components/organizations/settings/compliance-tab").then((m) => m.ComplianceTab),
);
const NotificationsTab = lazyOnClient(import.meta.env.SSR && tabs.NotificationsTab, () =>
  import("~/components/organizations/settings/notifications-tab").then((m) => m.NotificationsTab),
);
const MembersTab = lazyOnClient(import.meta.env.SSR && tabs.MembersTab, () =>
  import("~/components/organizations/settings/members-tab").then((m) => m.MembersTab),
);
const MemberConfirm = lazyOnClient(import.meta.env.SSR && tabs.MemberConfirm, () =>
  import("~/components/organizations/settings/members-tab").then((m) => m.MemberConfirm),
);
const InvitationsTab = lazyOnClient(import.meta.env.SSR && tabs.InvitationsTab, () =>
  import("~/components/organizations/settings/invitations-tab").then((m) => m.InvitationsTab),
);
const FeaturesTab = lazyOnClient(import.meta.env.SSR && tabs.FeaturesTab, () =>
  import("~/components/organizations/settings/features-tab").then((m) => m.FeaturesTab),
);
const DangerTab = lazyOnClient(import.meta.env.SSR && tabs.DangerTab, () =>
  import("~/components/organizations/settings/danger-tab").then((m) => m.DangerTab),
);

export const handle = breadcrumbNamedBy<SerializeFrom<typeof loader>>((data) => data.organization.name);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.organization.name} · Organization Settings · BoardRoom` : "Organization · BoardRoom" },
];

// A rate-limited post answers Retry-After, with or without JavaScript (decision 018).
export const headers = keepRetryAfter;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const [ref, url] = [params.org ?? "", new URL(request.url)];
  return orErrorPage(loadOrganizationPage(ctx, ref, url, prefetchedOrganizationPage(context.services, ref, url)));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const formData = await request.formData();
  // Without JavaScript, adding or removing an invitation row posts what was typed: the page shows it back.
  const draft = invitationDraft(formData);
  if (draft) return data({ draft });
  const result = await performOrganizationPageAction(ctx, params.org ?? "", formData);
  // Another organisation's page is a 404 page; a member or invitation gone meanwhile is a message.
  if (!result.ok && result.status === 404 && result.message === ORGANIZATION_MESSAGES.notFound)
    throw refusalResponse(notFound());
  if (result.ok && result.redirectTo) throw redirect(result.redirectTo);
  if (result.ok) return data(result);
  return data(result, { status: result.status, headers: retryAfterHeaders(result) });
}

export default function OrganizationSettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const draft = answer && "draft" in answer ? answer.draft : undefined;
  const actionResult = (draft ? undefined : answer) as PageResult;
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
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex items-center gap-4 border-b pb-4">
        <OrganizationInitials name={organization.name} logoUrl={organization.logoUrl} size="lg" />
        <div className="flex min-w-0 flex-col">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            {pendingName.length >= 2 ? pendingName : organization.name}
          </h1>
          <p className="text-muted-foreground">{tab === "overview" ? "Overview" : "Organization Settings"}</p>
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
        {SETTINGS_TABS.map((item) =>
          isTabOffered(item.id, permissions) ? (
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
      <LazySection>
        {tab === "overview" && loaded.overview ? (
          <OverviewTab
            overview={loaded.overview}
            slug={organization.slug}
            canManageMembers={permissions.canManageMembers}
          />
        ) : null}
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
            withoutTwoFactor={loaded.withoutTwoFactor}
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
            draft={draft}
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
      </LazySection>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
