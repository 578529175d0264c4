// Preferences of 002 §3.7 and §3.9 (theme, auto-save, default view; document, meeting and compliance
// preferences) kept on the server. Notification channels, frequency and quiet hours belong to the
// notification settings (slice C); time zone and language are on the profile.
import type { z } from "zod";
import { type DefaultView, readDefaultView } from "../../lib/profile/list-views";
import { type FeaturePreferences, type PreferencesSchema, readFeaturePreferences } from "../../lib/profile/schemas";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import type { ShellRows } from "../shell/load-shell";
import { getPreferences, preferencesQuery } from "../shell/preferences";

const { userPreferences } = schema;

export type UserPreferenceView = {
  theme: "light" | "dark" | "system";
  autoSave: boolean;
  defaultView: string;
  features: FeaturePreferences;
};

/**
 * The user's preferences with every default filled in (a missing row is created with the spec's defaults). `shell`
 * are the shell's rows read with this user's session, whose preferences row is this one (decision 026): a page then
 * makes no round trip of its own.
 */
export async function loadPreferences(
  ctx: ServiceContext,
  userId: string,
  shell?: ShellRows,
): Promise<UserPreferenceView> {
  const row = shell?.[1][0] ?? (await getPreferences(ctx, userId));
  return {
    theme: row.theme,
    autoSave: row.autoSave,
    defaultView: row.defaultView,
    features: readFeaturePreferences(row.featurePreferences),
  };
}

export async function savePreferences(ctx: ActorContext, input: z.output<typeof PreferencesSchema>): Promise<void> {
  const userId = ctx.actor.user.id;
  const features: FeaturePreferences = {
    document: {
      autoSaveAnnotations: input.autoSaveAnnotations,
      cacheStrategy: input.cacheStrategy,
      maxCacheSize: input.maxCacheSize,
    },
    meeting: {
      defaultDuration: input.defaultDuration,
      autoRecord: input.autoRecord,
      muteOnJoin: input.muteOnJoin,
      cameraOnJoin: input.cameraOnJoin,
    },
    compliance: {
      defaultReminderDays: input.defaultReminderDays,
      showLowRiskItems: input.showLowRiskItems,
      autoEscalateOverdue: input.autoEscalateOverdue,
      notificationFrequency: input.complianceFrequency,
      dashboardWidgets: input.dashboardWidgets,
    },
  };
  const values = {
    theme: input.theme,
    autoSave: input.autoSave,
    defaultView: input.defaultView,
    featurePreferences: features,
    updatedAt: Date.now(),
  };
  await ctx.db.batch([
    ctx.db
      .insert(userPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userPreferences.userId, set: values }),
    auditInsert(ctx, {
      userId,
      action: "preferences.updated",
      entityType: "user_preferences",
      entityId: userId,
      changes: { theme: input.theme, autoSave: input.autoSave, defaultView: input.defaultView },
    }),
  ]);
}

/**
 * The account's default view of lists: from the shell's rows when the page read them with the session (no round
 * trip), else from D1.
 */
export async function preferredListView(ctx: ActorContext, prefetched?: ShellRows): Promise<DefaultView> {
  const row = prefetched ? prefetched[1][0] : await preferencesQuery(ctx, ctx.actor.user.id).get();
  return readDefaultView(row?.defaultView);
}
