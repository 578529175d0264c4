// The settings page's tabs (`?tab=`), and who may open which.

export const SETTINGS_TABS = [
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
 * The tab a `?tab=` opens: members and invitations need owner/admin (others get the general tab); the
 * danger tab opens for everyone and itself explains 'Access Restricted' to all but the owner.
 */
export function openedTab(requested: string | null, permissions: TabPermissions): SettingsTabId {
  const tab = SETTINGS_TABS.find((candidate) => candidate.id === requested)?.id ?? "general";
  return needsMemberManagement(tab) && !permissions.canManageMembers ? "general" : tab;
}

/** Whether the tab bar offers a tab as a link (else it shows it disabled). */
export function isTabOffered(tab: SettingsTabId, permissions: TabPermissions): boolean {
  if (needsMemberManagement(tab)) return permissions.canManageMembers;
  return tab === "danger" ? permissions.isOwner : true;
}
