// Everything the dashboard shell shows, in one service call. Its reads ride in the session lookup's own D1
// batch (`shellReads`, wired in request-context.ts), so a shell page costs one round trip (decision 026).
import type { PlatformRole } from "../../lib/auth/constants";
import type { Theme } from "../../lib/shell/constants";
import { heldBackIds } from "../auth/organization-holds";
import { unreadNotificationsQuery } from "../notifications/counts";
import { type MyOrganization, myOrganizationsQuery, resolveCurrentOrganization } from "../organizations/organizations";
import type { ActorContext, ServiceContext } from "../platform/context";
import type { UserKey } from "../platform/db/user-key";
import { createDefaultPreferences, preferencesQuery } from "./preferences";
import { type RecentItem, type RecentSearch, recentItemsQuery, recentSearchesQuery } from "./recent";

export type ShellData = {
  /** avatarUrl: the profile photo's authorised route, or null for the initials (slice G). */
  user: { id: string; name: string; email: string; role: PlatformRole; isDemo: boolean; avatarUrl: string | null };
  organizations: MyOrganization[];
  currentOrganization: MyOrganization | null;
  theme: Theme;
  /** The browser-reported zone (null until the first page with JavaScript reports it). */
  timezone: string | null;
  recentSearches: RecentSearch[];
  recentItems: RecentItem[];
  unreadNotifications: number;
};

/** Every read the shell needs, unexecuted, for one batch: alone, or alongside the session lookup. */
export function shellReads(ctx: Pick<ServiceContext, "db">, user: UserKey) {
  return [
    myOrganizationsQuery(ctx, user),
    preferencesQuery(ctx, user),
    recentSearchesQuery(ctx, user),
    recentItemsQuery(ctx, user),
    unreadNotificationsQuery(ctx, user),
  ] as const;
}

export type ShellRows = Awaited<ReturnType<typeof readShell>>;

function readShell(ctx: ActorContext) {
  return ctx.db.batch(shellReads(ctx, ctx.actor.user.id));
}

/**
 * The shell for this actor. `prefetched` are the rows `shellReads` gave alongside the session lookup
 * of this same request; without them (a bearer token, a test) the reads make their own round trip.
 */
export async function loadShell(ctx: ActorContext, prefetched?: ShellRows): Promise<ShellData> {
  const { user } = ctx.actor;
  const [organizations, preferenceRows, recentSearches, recentItems, unread] = prefetched ?? (await readShell(ctx));
  // The writes are rare, so they come after the read and only when needed: a user's first page
  // creates the preferences row, and a lost membership moves the current organisation.
  const preferences = preferenceRows[0] ?? (await createDefaultPreferences(ctx, user.id));
  const currentOrganization = await resolveCurrentOrganization(
    ctx,
    user.id,
    organizations,
    preferences.currentOrganizationId,
  );
  const held = heldBackIds(ctx);
  return {
    user: {
      id: user.id,
      name: user.fullName ?? user.email,
      email: user.email,
      role: user.role,
      isDemo: user.isDemo,
      avatarUrl: user.avatarUrl,
    },
    // An organisation whose security policy holds the actor back stays listed, marked (decision 048).
    organizations: held.size ? organizations.map((org) => ({ ...org, heldBack: held.has(org.id) })) : organizations,
    currentOrganization,
    theme: preferences.theme,
    timezone: preferences.timezone,
    recentSearches,
    recentItems,
    unreadNotifications: unread[0]?.value ?? 0,
  };
}
