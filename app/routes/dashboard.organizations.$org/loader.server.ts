// What the organisation settings page shows: the settings, and the open tab's own list, read with the membership
// guard in one D1 round trip (decisions 039, 061).
import type { SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { withoutTwoFactorFrom, withoutTwoFactorQuery } from "~/.server/auth/two-factor-roster";
import { invitationListFrom, invitationListQueries } from "~/.server/organizations/invitations";
import { memberPageFrom, memberPageQueries, memberWindow } from "~/.server/organizations/members";
import { type Membership, organizationIdOf, readWithMembership } from "~/.server/organizations/memberships";
import { overviewFrom, overviewQueries } from "~/.server/organizations/overview";
import { organizationSettingsFrom, organizationSettingsQueries } from "~/.server/organizations/settings";
import type { ActorContext } from "~/.server/platform/context";
import { can } from "~/.server/platform/policy";
import { requestedPage } from "~/.server/remix/paging";
import { recordVisit } from "~/.server/shell/recent";
import { openedTab, type SettingsTabId } from "~/components/organizations/settings/sections";
import { MemberListQuerySchema } from "~/lib/organizations/schemas";

export async function loadOrganizationPage(ctx: ActorContext, organizationRef: string, url: URL) {
  const requested = url.searchParams.get("tab");
  const foretold = foretoldTab(ctx, organizationRef, requested);
  const inOrganization = organizationIdOf(organizationRef);
  const foretoldReads = tabReads(ctx, foretold, inOrganization, url);
  const {
    membership,
    rows: [settingsRows, memberCount, ...tabRows],
  } = await readWithMembership(ctx, organizationRef, "organization.view", [
    ...organizationSettingsQueries(ctx, inOrganization),
    ...foretoldReads.queries,
  ]);
  const { membership: _, ...settings } = organizationSettingsFrom(ctx, membership, [settingsRows, memberCount]);
  const { organization } = settings;
  const tab = openedTab(requested, settings.permissions);
  const lists = {
    ...NO_LISTS,
    ...(tab === foretold ? foretoldReads.lists(membership, tabRows) : await readTab(ctx, tab, membership, url)),
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

/** The lists a tab shows (one at most; the others stay null). */
type TabLists = {
  overview: ReturnType<typeof overviewFrom> | null;
  members: ReturnType<typeof memberPageFrom> | null;
  invitations: ReturnType<typeof invitationListFrom> | null;
  // Issue 13 (slice F): who has not set up two-factor sign-in yet, on the compliance tab.
  withoutTwoFactor: ReturnType<typeof withoutTwoFactorFrom>;
};
const NO_LISTS: TabLists = { overview: null, members: null, invitations: null, withoutTwoFactor: null };

/** A tab's reads, unexecuted, and its lists from their rows once the guard has let the actor in. */
type TabReads = {
  queries: readonly BatchItem<"sqlite">[];
  lists(membership: Membership, rows: unknown[]): Partial<TabLists>;
};

function reads<const Queries extends readonly BatchItem<"sqlite">[]>(
  queries: Queries,
  lists: (membership: Membership, rows: BatchResponse<Queries>) => Partial<TabLists>,
): TabReads {
  return { queries, lists: (membership, rows) => lists(membership, rows as BatchResponse<Queries>) };
}

const NO_READS: TabReads = { queries: [], lists: () => ({}) };

function tabReads(ctx: ActorContext, tab: SettingsTabId, organizationId: string | SQL, url: URL): TabReads {
  switch (tab) {
    case "overview":
      return reads(overviewQueries(ctx, organizationId), (membership, rows) => ({
        overview: overviewFrom(ctx, membership, rows),
      }));
    case "members": {
      const window = memberWindow({ page: requestedPage(url, MemberListQuerySchema.shape.page) });
      return reads(memberPageQueries(ctx, organizationId, window), (membership, rows) => ({
        members: memberPageFrom(ctx, membership, window, rows),
      }));
    }
    case "invitations":
      return reads(invitationListQueries(ctx, organizationId), (membership, rows) => ({
        invitations: invitationListFrom(ctx, membership, rows),
      }));
    case "compliance":
      return reads([withoutTwoFactorQuery(ctx, organizationId)], (membership, [rows]) => ({
        withoutTwoFactor: withoutTwoFactorFrom(ctx, membership, rows),
      }));
    default:
      return NO_READS;
  }
}

/**
 * The opened tab's reads after the guard's answer, when it was not the foretold one (rare: a member asking for the
 * members tab lands on the overview; an archived organisation's member on the overview too).
 */
async function readTab(ctx: ActorContext, tab: SettingsTabId, membership: Membership, url: URL) {
  const { queries, lists } = tabReads(ctx, tab, membership.organization.id, url);
  const [first, ...rest] = queries;
  return lists(membership, first ? await ctx.db.batch([first, ...rest]) : []);
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
