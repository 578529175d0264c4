// Everything the dashboard shell shows, in one service call and one D1 round trip per page load.
import type { PlatformRole } from "../../lib/auth/constants";
import type { Theme } from "../../lib/shell/constants";
import { unreadNotificationsQuery } from "../notifications/notifications";
import { type MyOrganization, myOrganizationsQuery, resolveCurrentOrganization } from "../organizations/organizations";
import type { ActorContext } from "../platform/context";
import { createDefaultPreferences, preferencesQuery } from "./preferences";
import { type RecentItem, type RecentSearch, recentItemsQuery, recentSearchesQuery } from "./recent";

export type ShellData = {
  user: { id: string; name: string; email: string; role: PlatformRole; isDemo: boolean };
  organizations: MyOrganization[];
  currentOrganization: MyOrganization | null;
  theme: Theme;
  /** The browser-reported zone (null until the first page with JavaScript reports it). */
  timezone: string | null;
  recentSearches: RecentSearch[];
  recentItems: RecentItem[];
  unreadNotifications: number;
};

export async function loadShell(ctx: ActorContext): Promise<ShellData> {
  const { user } = ctx.actor;
  // Every read in one D1 round trip: each page load pays the trip once, not once per query.
  const [organizations, preferenceRows, recentSearches, recentItems, unread] = await ctx.db.batch([
    myOrganizationsQuery(ctx, user.id),
    preferencesQuery(ctx, user.id),
    recentSearchesQuery(ctx, user.id),
    recentItemsQuery(ctx, user.id),
    unreadNotificationsQuery(ctx, user.id),
  ]);
  // The writes are rare, so they come after the read and only when needed: a user's first page
  // creates the preferences row, and a lost membership moves the current organisation.
  const preferences = preferenceRows[0] ?? (await createDefaultPreferences(ctx, user.id));
  const currentOrganization = await resolveCurrentOrganization(
    ctx,
    user.id,
    organizations,
    preferences.currentOrganizationId,
  );
  return {
    user: { id: user.id, name: user.fullName ?? user.email, email: user.email, role: user.role, isDemo: user.isDemo },
    organizations,
    currentOrganization,
    theme: preferences.theme,
    timezone: preferences.timezone,
    recentSearches,
    recentItems,
    unreadNotifications: unread[0]?.value ?? 0,
  };
}
