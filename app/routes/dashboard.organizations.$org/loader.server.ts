// What the organisation settings page shows: the settings, and the open tab's own list, read with the membership
// guard in one D1 round trip (decisions 039, 061).
// What the organisation settings page shows: the settings, and the open tab's own list, read with the membership
// guard in one D1 round trip (decisions 039, 061), on a repeat view in the session lookup's (decision 066).
import type { BatchResponse } from "drizzle-orm/batch";
import { withoutTwoFactorFrom, type withoutTwoFactorQuery } from "~/.server/auth/two-factor-roster";
import { invitationListFrom, type invitationListQueries } from "~/.server/organizations/invitations";
import { memberPageFrom, type memberPageQueries } from "~/.server/organizations/members";
import {
  checkOrganizationRef,
  type Membership,
  membershipFrom,
  organizationIdOf,
  readWithMembership,
} from "~/.server/organizations/memberships";
import { overviewFrom, type overviewQueries } from "~/.server/organizations/overview";
import {
  memberWindowOf,
  type OrganizationPageRows,
  organizationPageReadsFor,
  organizationTabQueries,
} from "~/.server/organizations/page-reads";
import { organizationSettingsFrom, organizationSettingsQueries } from "~/.server/organizations/settings";
import type { ActorContext } from "~/.server/platform/context";
import { can } from "~/.server/platform/policy";
import type { RequestServices } from "~/.server/platform/request-context";
import { recordVisit } from "~/.server/shell/recent";
import { openedTab, type SettingsTabId } from "~/lib/organizations/settings-tabs";

/** The rows the session lookup read for this page (decision 066), with the tab they are of for a seat's role. */
export type PrefetchedOrganizationPage = { rows: OrganizationPageRows; tabRead(role: string): SettingsTabId };

/** The page's rows read with the session, when this request's were (a GET of this page by this reference). */
export function prefetchedOrganizationPage(
  services: RequestServices,
  organizationRef: string,
  url: URL,
): PrefetchedOrganizationPage | undefined {
  const { page, tabRead } = organizationPageReadsFor(url.searchParams.get("tab"));
  const { limit, offset } = memberWindowOf(url);
  const rows = services.prefetchedPage(page, { organizationRef, memberLimit: limit, memberOffset: offset });
  return rows && { rows, tabRead };
}

export async function loadOrganizationPage(
  ctx: ActorContext,
  organizationRef: string,
  url: URL,
  prefetched?: PrefetchedOrganizationPage,
) {
  const requested = url.searchParams.get("tab");
  const window = memberWindowOf(url);
  const { membership, settingsRows, tabRead, tabRows } = prefetched
    ? readWithTheSession(ctx, organizationRef, prefetched)
    : await readForetoldTab(ctx, organizationRef, requested, window);
  const { membership: _, ...settings } = organizationSettingsFrom(ctx, membership, settingsRows);
  const { organization } = settings;
  const tab = openedTab(requested, settings.permissions);
  const lists = {
    ...NO_LISTS,
    ...(tab === tabRead
      ? tabLists(ctx, tab, membership, window, tabRows)
      : await readTab(ctx, tab, membership, window)),
  };
  recordVisit(ctx, {
    href: `/dashboard/organizations/${organization.slug}`,
    title: organization.name,
    type: "organization",
  });
  return {
    ...settings,
    organization: {
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      description: organization.description,
      website: organization.website,
      industry: organization.industry,
      organizationSize: organization.organizationSize,
      logoUrl: organization.logoUrl,
      deletionScheduledFor: organization.deletionScheduledFor,
      status: organization.status,
      isDemo: organization.isDemo,
    },
    tab,
    withoutTwoFactor: lists.withoutTwoFactor,
    host: url.host,
    overview: lists.overview,
    members: lists.members ? { members: lists.members.members, pagination: lists.members.pagination } : null,
    invitations: lists.invitations ? { pending: lists.invitations.pending, history: lists.invitations.history } : null,
    confirm: memberConfirmation(url, lists.members?.members),
    created: url.searchParams.get("created") === "1",
    // Set by the general form's redirect (its slug may have changed the address).
    saved: tab === "general" && url.searchParams.get("saved") === "1",
  };
}

/** The guard's rows and the page's, read with the session; the same guard decides. */
function readWithTheSession(ctx: ActorContext, organizationRef: string, { rows, tabRead }: PrefetchedOrganizationPage) {
  const [membershipRows, settingsRows, memberCount, ...tabRows] = rows;
  checkOrganizationRef(organizationRef);
  const membership = membershipFrom(ctx, membershipRows[0], "organization.view");
  return { membership, settingsRows: [settingsRows, memberCount] as const, tabRead: tabRead(membership.role), tabRows };
}

/** The guard, the settings and the foretold tab's list in one round trip, where the session's batch did not. */
async function readForetoldTab(
  ctx: ActorContext,
  organizationRef: string,
  requested: string | null,
  window: MemberWindow,
) {
  const foretold = foretoldTab(ctx, organizationRef, requested);
  const inOrganization = organizationIdOf(organizationRef);
  const {
    membership,
    rows: [settingsRows, memberCount, ...tabRows],
  } = await readWithMembership(ctx, organizationRef, "organization.view", [
    ...organizationSettingsQueries(ctx, inOrganization),
    ...organizationTabQueries(ctx, foretold, inOrganization, window),
  ]);
  return { membership, settingsRows: [settingsRows, memberCount] as const, tabRead: foretold, tabRows };
}

/**
 * The tab the page will open, foretold from the actor's role read with the session (`ctx.snapshot`), so that its
 * reads join the guard's batch: members and invitations open for managers only, and the landing tab is the settings
 * for them, the overview for others. An organisation the snapshot does not list (it lists the active ones) is
 * foretold as a manager would see it; the guard's answer decides which tab opens.
 */
function foretoldTab(ctx: ActorContext, organizationRef: string, requested: string | null): SettingsTabId {
  const seat = ctx.snapshot?.organizations.find((org) => org.id === organizationRef || org.slug === organizationRef);
  const canManageMembers =
    !seat || can(ctx.actor, "invitations.view", { role: seat.role, organization: { status: "active", isDemo: false } });
  return openedTab(requested, { canManageMembers });
}

type MemberWindow = ReturnType<typeof memberWindowOf>;

/** The lists a tab shows (one at most; the others stay null). */
type TabLists = {
  overview: ReturnType<typeof overviewFrom> | null;
  members: ReturnType<typeof memberPageFrom> | null;
  invitations: ReturnType<typeof invitationListFrom> | null;
  // Issue 13 (slice F): who has not set up two-factor sign-in yet, on the compliance tab.
  withoutTwoFactor: ReturnType<typeof withoutTwoFactorFrom>;
};
const NO_LISTS: TabLists = { overview: null, members: null, invitations: null, withoutTwoFactor: null };

/** A tab's lists from its reads' rows (`organizationTabQueries`), once the guard has let the actor in. */
function tabLists(
  ctx: ActorContext,
  tab: SettingsTabId,
  membership: Membership,
  window: MemberWindow,
  rows: readonly unknown[],
): Partial<TabLists> {
  switch (tab) {
    case "overview":
      return { overview: overviewFrom(ctx, membership, rows as RowsOf<typeof overviewQueries>) };
    case "members":
      return { members: memberPageFrom(ctx, membership, window, rows as RowsOf<typeof memberPageQueries>) };
    case "invitations":
      return { invitations: invitationListFrom(ctx, membership, rows as RowsOf<typeof invitationListQueries>) };
    case "compliance": {
      const [roster] = rows as [Awaited<ReturnType<typeof withoutTwoFactorQuery>>];
      return { withoutTwoFactor: withoutTwoFactorFrom(ctx, membership, roster) };
    }
    default:
      return {};
  }
}

type RowsOf<Queries extends (...args: never[]) => readonly unknown[]> = BatchResponse<
  // biome-ignore lint/suspicious/noExplicitAny: the queries' own row types
  ReturnType<Queries> extends readonly [any, ...any[]] ? ReturnType<Queries> : never
>;

/**
 * The opened tab's reads after the guard's answer, when it was not the one read with it (rare: a member asking for
 * the members tab lands on the overview; an archived organisation's member on the overview too).
 */
async function readTab(ctx: ActorContext, tab: SettingsTabId, membership: Membership, window: MemberWindow) {
  const [first, ...rest] = organizationTabQueries(ctx, tab, membership.organization.id, window);
  return tabLists(ctx, tab, membership, window, first ? await ctx.db.batch([first, ...rest]) : []);
}

/** Without JavaScript, removing a member or handing over ownership is confirmed on a step of its own. */
function memberConfirmation(
  url: URL,
  members: { userId: string; displayName: string }[] | undefined,
): { kind: "remove" | "transfer"; member: { userId: string; displayName: string } } | null {
  const kind = url.searchParams.get("confirm");
  if (kind !== "remove" && kind !== "transfer") return null;
  const member = members?.find((candidate) => candidate.userId === url.searchParams.get("member"));
  return member ? { kind, member: { userId: member.userId, displayName: member.displayName } } : null;
}
