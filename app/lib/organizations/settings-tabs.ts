// The organisation page's tabs (`?tab=`), and who may open which.

export const SETTINGS_TABS = [
  { id: "overview", label: "Overview" },
  { id: "general", label: "General" },
  { id: "assets", label: "Assets" },
  { id: "compliance", label: "Compliance" },
  { id: "notifications", label: "Notifications" },
  { id: "members", label: "Members" },
  { id: "invitations", label: "Invitations" },
  { id: "features", label: "Features" },
  { id: "danger", label: "Danger zone" },
] as const;
export type SettingsTabId = (typeof SETTINGS_TABS)[number]["id"];

type TabPermissions = { canManageMembers: boolean; isOwner: boolean };

const needsMemberManagement = (tab: SettingsTabId) => tab === "members" || tab === "invitations";

/**
 * The tab a `?tab=` opens. Without one, owners and admins get the general settings they manage, members and
 * viewers the overview (its people and committees), never a form they can't use. Members and invitations need
 * owner/admin (others get the overview); the danger tab opens for everyone and itself explains 'Access
 * Restricted' to all but the owner.
 */
export function openedTab(
  requested: string | null,
  permissions: Pick<TabPermissions, "canManageMembers">,
): SettingsTabId {
  const landing = permissions.canManageMembers ? "general" : "overview";
  const tab = SETTINGS_TABS.find((candidate) => candidate.id === requested)?.id ?? landing;
  return needsMemberManagement(tab) && !permissions.canManageMembers ? landing : tab;
}

/** Whether the tab bar offers a tab as a link (else it shows it disabled). */
export function isTabOffered(tab: SettingsTabId, permissions: TabPermissions): boolean {
  if (needsMemberManagement(tab)) return permissions.canManageMembers;
  return tab === "danger" ? permissions.isOwner : true;
}
