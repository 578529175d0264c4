// Everything the dashboard shell shows, in one service call. Its reads ride in the session lookup's own D1
// batch (`shellReads`, wired in request-context.ts), so a shell page costs one round trip (decision 026).
import { eq, sql } from "drizzle-orm";
import type { PlatformRole } from "../../lib/auth/constants";
import type { Theme } from "../../lib/shell/constants";
import { type ZoneOffset, zoneOffsets } from "../../lib/shell/zone-check";
import { heldBackIds } from "../auth/organization-holds";
import { unreadNotificationsQuery } from "../notifications/counts";
import { type MyOrganization, myOrganizationsQuery, resolveCurrentOrganization } from "../organizations/organizations";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import type { UserKey } from "../platform/db/user-key";
import { createDefaultPreferences, type Preferences } from "./preferences";
import { type RecentItem, type RecentSearch, recentItemsQuery, recentSearchesQuery } from "./recent";

export type ShellData = {
  /** avatarUrl: the profile photo's authorised route, or null for the initials (slice G). */
  user: { id: string; name: string; email: string; role: PlatformRole; isDemo: boolean; avatarUrl: string | null };
  organizations: MyOrganization[];
  currentOrganization: MyOrganization | null;
  theme: Theme;
  /** The browser-reported zone (null until the first page with JavaScript reports it). */
  timezone: string | null;
  /** That zone's UTC offsets now and half a year on, for the browser to compare with its own (decision 071). */
  timezoneOffsets: ZoneOffset[];
  recentSearches: RecentSearch[];
  recentItems: RecentItem[];
  unreadNotifications: number;
};

const { users, recentSearches, recentItems, userPreferences } = schema;

/**
 * Everything the shell reads in one statement, on the user's row: the preferences row (left joined: a new user has
 * none yet), the organisations and the header's short lists as JSON arrays from their own queries (each query's rows
 * under a name of its own, so its columns name them) and the unread count. Each statement of a D1 batch costs the
 * Worker about 0.06 ms of CPU of its own and the local simulator more; these were five, then three.
 */
function shellQuery(ctx: Pick<ServiceContext, "db">, user: UserKey) {
  return ctx.db
    .select({
      preferences: userPreferences,
      organizations: sql<string>`(select json_group_array(json_object('id', "id", 'name', "name", 'slug', "slug",
        'role', "role")) from (${myOrganizationsQuery(ctx, user)}) as "my_organizations")`,
      recentSearches: sql<string>`(select json_group_array(json_object('query', ${recentSearches.query},
        'searchedAt', ${recentSearches.searchedAt})) from (${recentSearchesQuery(ctx, user)}) as ${recentSearches})`,
      recentItems: sql<string>`(select json_group_array(json_object('href', ${recentItems.href},
        'title', ${recentItems.title}, 'type', ${recentItems.type}, 'visitedAt', ${recentItems.visitedAt}))
        from (${recentItemsQuery(ctx, user)}) as ${recentItems})`,
      unreadNotifications: sql<number>`(${unreadNotificationsQuery(ctx, user)})`,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, user));
}

type ShellRow = Awaited<ReturnType<typeof shellQuery>>[number];
type HeaderListsRow = Pick<ShellRow, "recentSearches" | "recentItems" | "unreadNotifications">;
export type HeaderLists = { recentSearches: RecentSearch[]; recentItems: RecentItem[]; unreadNotifications: number };

/**
 * The shell's rows as the pages take them: the organisations by name, the preferences row (none for a new user) and
 * the header's lists, or all empty when the user's row is gone.
 */
export type ShellRows = readonly [
  organizations: MyOrganization[],
  preferences: Preferences[],
  header: HeaderListsRow[],
];

/** A JSON array of rows, sorted (an aggregate keeps no order of its own). */
function sortedRows<Row>(json: string | undefined, order: (a: Row, b: Row) => number): Row[] {
  return (JSON.parse(json ?? "[]") as Row[]).sort(order);
}
const newestFirst =
  <Row>(at: (row: Row) => number) =>
  (a: Row, b: Row) =>
    at(b) - at(a);
// As SQLite's BINARY collation orders the names (myOrganizationsQuery).
const byName = (a: MyOrganization, b: MyOrganization) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

// The request's actor snapshot, its shell and its pages all read them: made once per statement's answer.
const shellRowsOfAnswer = new WeakMap<ShellRow[], ShellRows>();

/** The shell's rows from the answer to `shellReads`' one statement (alone, or in the session lookup's batch). */
export function shellRowsOf(answer: readonly unknown[]): ShellRows {
  const rows = answer[0] as ShellRow[];
  let shell = shellRowsOfAnswer.get(rows);
  if (!shell) {
    const row = rows[0];
    shell = row
      ? [sortedRows<MyOrganization>(row.organizations, byName), row.preferences ? [row.preferences] : [], [row]]
      : [[], [], []];
    shellRowsOfAnswer.set(rows, shell);
  }
  return shell;
}

// The request's actor snapshot and its shell both read them: parsed once per row.
const parsed = new WeakMap<HeaderListsRow, HeaderLists>();

/** The header's lists from the shell's rows (none when the user's row is gone). */
export function headerLists(rows: ShellRows): HeaderLists {
  const row = rows[2][0];
  if (!row) return { recentSearches: [], recentItems: [], unreadNotifications: 0 };
  let lists = parsed.get(row);
  if (!lists) {
    lists = {
      recentSearches: sortedRows<RecentSearch>(
        row.recentSearches,
        newestFirst((search) => search.searchedAt),
      ),
      recentItems: sortedRows<RecentItem>(
        row.recentItems,
        newestFirst((item) => item.visitedAt),
      ),
      unreadNotifications: row.unreadNotifications,
    };
    parsed.set(row, lists);
  }
  return lists;
}

/** Every read the shell needs, unexecuted, for one batch: alone, or alongside the session lookup. */
export function shellReads(ctx: Pick<ServiceContext, "db">, user: UserKey) {
  return [shellQuery(ctx, user)] as const;
}

async function readShell(ctx: ActorContext): Promise<ShellRows> {
  return shellRowsOf(await ctx.db.batch(shellReads(ctx, ctx.actor.user.id)));
}

/** None for no zone, or one this runtime does not know (the browser then reports its own). */
function heldZoneOffsets(timezone: string | null): ZoneOffset[] {
  if (!timezone) return [];
  try {
    return zoneOffsets(timezone, Date.now());
  } catch {
    return [];
  }
}

/**
 * The shell for this actor. `prefetched` are the rows `shellReads` gave alongside the session lookup
 * of this same request; without them (a bearer token, a test) the reads make their own round trip.
 */
export async function loadShell(ctx: ActorContext, prefetched?: ShellRows): Promise<ShellData> {
  const { user } = ctx.actor;
  const rows = prefetched ?? (await readShell(ctx));
  const [organizations, preferenceRows] = rows;
  const { recentSearches, recentItems, unreadNotifications } = headerLists(rows);
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
    timezoneOffsets: heldZoneOffsets(preferences.timezone),
    recentSearches,
    recentItems,
    unreadNotifications,
  };
}
