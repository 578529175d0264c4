import { eq } from "drizzle-orm";
import type { Theme } from "../../lib/shell/constants";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import type { UserKey } from "../platform/db/user-key";

const { userPreferences } = schema;

export type Preferences = typeof userPreferences.$inferSelect;

/** The user's preferences row (at most one), unexecuted so the shell can read it in its batch. */
export function preferencesQuery(ctx: Pick<ServiceContext, "db">, userId: UserKey) {
  return ctx.db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
}

/** The user's preferences row, created with the spec defaults (002 §3.7) when missing. */
export async function getPreferences(ctx: ServiceContext, userId: string): Promise<Preferences> {
  return (await preferencesQuery(ctx, userId).get()) ?? createDefaultPreferences(ctx, userId);
}

/** Creates the missing preferences row; a concurrent request may have created it first, then that one is returned. */
export async function createDefaultPreferences(ctx: ServiceContext, userId: string): Promise<Preferences> {
  const [created] = await ctx.db.insert(userPreferences).values({ userId }).onConflictDoNothing().returning();
  return created ?? (await preferencesQuery(ctx, userId).get())!;
}

/** Saves the theme preference with its audit entry, atomically. */
export async function setThemePreference(ctx: ActorContext, theme: Theme): Promise<void> {
  const userId = ctx.actor.user.id;
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .insert(userPreferences)
      .values({ userId, theme, updatedAt: now })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { theme, updatedAt: now } }),
    auditInsert(ctx, {
      userId,
      action: "preferences.theme_changed",
      entityType: "user_preferences",
      entityId: userId,
      changes: { theme },
    }),
  ]);
}

/** Saves the time zone the browser reported, with its audit entry, when it differs from the saved one. */
export async function setTimezonePreference(ctx: ActorContext, timezone: string): Promise<void> {
  const userId = ctx.actor.user.id;
  const current = await getPreferences(ctx, userId);
  // A zone chosen on the profile page stands (slice G); the browser's report fills in only the default.
  if (current.timezone === timezone || current.timezoneChosen) return;
  await ctx.db.batch([
    ctx.db.update(userPreferences).set({ timezone, updatedAt: Date.now() }).where(eq(userPreferences.userId, userId)),
    auditInsert(ctx, {
      userId,
      action: "preferences.timezone_changed",
      entityType: "user_preferences",
      entityId: userId,
      changes: { from: current.timezone, to: timezone },
    }),
  ]);
}
