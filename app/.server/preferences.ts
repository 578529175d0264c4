import { eq } from "drizzle-orm";
import type { Theme } from "../lib/constants";
import { auditInsert } from "./audit";
import type { ActorContext, ServiceContext } from "./context";
import { schema } from "./db/client";

const { userPreferences } = schema;

export type Preferences = typeof userPreferences.$inferSelect;

/** The user's preferences row, created with the spec defaults (002 §3.7) when missing. */
export async function getPreferences(ctx: ServiceContext, userId: string): Promise<Preferences> {
  const existing = await ctx.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).get();
  if (existing) return existing;
  const [created] = await ctx.db.insert(userPreferences).values({ userId }).onConflictDoNothing().returning();
  return created ?? (await ctx.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).get())!;
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
    auditInsert(ctx, { userId, action: "preferences.theme_changed", entityType: "user_preferences", entityId: userId, changes: { theme } }),
  ]);
}
