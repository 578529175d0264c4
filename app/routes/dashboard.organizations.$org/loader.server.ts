// What the organisation settings page shows: the settings, and the open tab's own list.
import { membersWithoutTwoFactor } from "~/.server/auth/two-factor-roster";
import { listInvitations } from "~/.server/organizations/invitations";
import { listMembers } from "~/.server/organizations/members";
import { overviewFor } from "~/.server/organizations/overview";
import { loadOrganizationSettings } from "~/.server/organizations/settings";
import type { ActorContext } from "~/.server/platform/context";
import { requestedPage } from "~/.server/remix/paging";
import { recordVisit } from "~/.server/shell/recent";
import { openedTab } from "~/components/organizations/settings/sections";
import { MemberListQuerySchema } from "~/lib/organizations/schemas";

export async function loadOrganizationPage(ctx: ActorContext, organizationRef: string, url: URL) {
  const { membership, ...settings } = await loadOrganizationSettings(ctx, organizationRef);
  const { organization } = settings;
  const tab = openedTab(url.searchParams.get("tab"), settings.permissions);
  const [overview, members, invitations, withoutTwoFactor] = await Promise.all([
    tab === "overview" ? overviewFor(ctx, membership) : null,
    tab === "members"
      ? listMembers(ctx, organization.id, { page: requestedPage(url, MemberListQuerySchema.shape.page) })
      : null,
    tab === "invitations" ? listInvitations(ctx, organization.id) : null,
    // Issue 13 (slice F): who has not set up two-factor sign-in yet, on the compliance tab.
    tab === "compliance" ? membersWithoutTwoFactor(ctx, membership) : null,
  ]);
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
    withoutTwoFactor,
    host: url.host,
    overview,
    members: members ? { members: members.members, pagination: members.pagination } : null,
    invitations: invitations ? { pending: invitations.pending, history: invitations.history } : null,
    confirm: memberConfirmation(url, members?.members),
    created: url.searchParams.get("created") === "1",
    // Set by the general form's redirect (its slug may have changed the address).
    saved: tab === "general" && url.searchParams.get("saved") === "1",
  };
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
