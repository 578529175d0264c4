// Everything the dashboard shell shows, in one service call per page load.
import type { Theme } from "../lib/constants";
import type { ActorContext } from "./context";
import { unreadNotificationCount } from "./notifications";
import { listMyOrganizations, resolveCurrentOrganization, type MyOrganization } from "./organizations";
import { getPreferences } from "./preferences";
import { listRecentItems, listRecentSearches, type RecentItem, type RecentSearch } from "./recent";

export type ShellData = {
  user: { id: string; name: string; email: string; role: "user" | "admin"; isDemo: boolean };
  organizations: MyOrganization[];
  currentOrganization: MyOrganization | null;
  theme: Theme;
  recentSearches: RecentSearch[];
  recentItems: RecentItem[];
  unreadNotifications: number;
};

export async function loadShell(ctx: ActorContext): Promise<ShellData> {
  const { user } = ctx.actor;
  const [organizations, preferences, recentSearches, recentItems, unreadNotifications] = await Promise.all([
    listMyOrganizations(ctx, user.id),
    getPreferences(ctx, user.id),
    listRecentSearches(ctx, user.id),
    listRecentItems(ctx, user.id),
    unreadNotificationCount(ctx, user.id),
  ]);
  const currentOrganization = await resolveCurrentOrganization(ctx, user.id, organizations, preferences.currentOrganizationId);
  return {
    user: { id: user.id, name: user.fullName ?? user.email, email: user.email, role: user.role, isDemo: user.isDemo },
    organizations,
    currentOrganization,
    theme: preferences.theme,
    recentSearches,
    recentItems,
    unreadNotifications,
  };
}
