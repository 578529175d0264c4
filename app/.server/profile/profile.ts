// The user's own profile (issue 13): name, title, time zone, language, and a photo kept in R2 and served
// through an authorised route (/resources/avatar/:id); without a photo the initials are shown.
import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { z } from "zod";
import { IMAGE_FILE_TYPES } from "../../lib/platform/file-types";
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES } from "../../lib/profile/constants";
import type { ProfileSchema } from "../../lib/profile/schemas";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { notFound, ServiceError } from "../platform/errors";
import { authorize } from "../platform/policy";
import { type UploadRule, validateUpload } from "../platform/uploads/validation";

const { users, userPreferences, organizationMembers } = schema;

export const AVATAR_UPLOAD_RULE: UploadRule = {
  field: "avatar",
  allowed: IMAGE_FILE_TYPES,
  maxBytes: AVATAR_MAX_BYTES,
  messages: {
    invalid: PROFILE_MESSAGES.avatarInvalid,
    tooLarge: PROFILE_MESSAGES.avatarTooLarge,
    svg: PROFILE_MESSAGES.avatarSvg,
  },
};

/** The profile page's reads, keyed on the user: alone, or alongside the session lookup (page-reads.ts). */
export function profileQueries(db: Db, userId: string | SQLWrapper) {
  return [
    db
      .select({
        email: users.email,
        fullName: users.fullName,
        title: users.title,
        avatarUrl: users.avatarUrl,
        isDemo: users.isDemo,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ timezone: userPreferences.timezone, language: userPreferences.language })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId)),
  ] as const;
}

// The same batch on every view but for the user: built once per isolate (decision 052).
const profileReads = batchTemplate((db) => profileQueries(db, sql.placeholder("userId")));

/**
 * The profile form's values. `prefetched` are the rows `profileQueries` gave alongside the session lookup (decision
 * 066); without them they make their own round trip.
 */
export async function loadProfile(ctx: ActorContext, prefetched?: BatchResponse<ReturnType<typeof profileQueries>>) {
  const [[user], [preferences]] =
    prefetched ?? (await ctx.db.batch(profileReads(ctx.db, { userId: ctx.actor.user.id })));
  if (!user) throw notFound();
  return { ...user, timezone: preferences?.timezone ?? null, language: preferences?.language ?? "en" };
}

export async function updateProfile(ctx: ActorContext, input: z.output<typeof ProfileSchema>): Promise<void> {
  authorize(ctx.actor, "account.update_profile");
  const userId = ctx.actor.user.id;
  const now = Date.now();
  const title = input.title || null;
  await ctx.db.batch([
    ctx.db.update(users).set({ fullName: input.fullName, title, updatedAt: now }).where(eq(users.id, userId)),
    ctx.db
      .insert(userPreferences)
      .values({ userId, timezone: input.timezone, timezoneChosen: true, language: input.language, updatedAt: now })
      .onConflictDoUpdate({
        target: userPreferences.userId,
        set: { timezone: input.timezone, timezoneChosen: true, language: input.language, updatedAt: now },
      }),
    auditInsert(ctx, {
      userId,
      action: "user.profile_updated",
      entityType: "user",
      entityId: userId,
      changes: { fullName: input.fullName, title, timezone: input.timezone, language: input.language },
    }),
  ]);
}

/** Stores a new photo (checked by its bytes first) and removes the previous one. */
export async function uploadAvatar(ctx: ActorContext, file: File | null | undefined): Promise<void> {
  authorize(ctx.actor, "account.update_profile");
  const userId = ctx.actor.user.id;
  const upload = await validateUpload(file, AVATAR_UPLOAD_RULE);
  const now = Date.now();
  const key = `avatars/${userId}/${now}.${upload.type.extension}`;
  try {
    await ctx.env.FILES.put(key, upload.bytes, { httpMetadata: { contentType: upload.type.contentType } });
  } catch (error) {
    console.error("avatar upload to R2 failed", error);
    throw new ServiceError(503, PROFILE_MESSAGES.avatarStorageFailed);
  }
  const previous = await ctx.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId)).get();
  // The version in the URL makes every page show the new photo at once despite the private cache.
  const avatarUrl = `/resources/avatar/${userId}?v=${now}`;
  try {
    await ctx.db.batch([
      ctx.db
        .update(users)
        .set({ avatarUrl, avatarKey: key, avatarSize: upload.size, updatedAt: now })
        .where(eq(users.id, userId)),
      auditInsert(ctx, {
        userId,
        action: "user.avatar_uploaded",
        entityType: "user",
        entityId: userId,
        changes: { size: upload.size, type: upload.type.contentType },
      }),
    ]);
  } catch (error) {
    await ctx.env.FILES.delete(key);
    throw error;
  }
  if (previous?.key?.startsWith(`avatars/${userId}/`)) await ctx.env.FILES.delete(previous.key);
}

export async function removeAvatar(ctx: ActorContext): Promise<void> {
  authorize(ctx.actor, "account.update_profile");
  const userId = ctx.actor.user.id;
  const previous = await ctx.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId)).get();
  await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ avatarUrl: null, avatarKey: null, avatarSize: null, updatedAt: Date.now() })
      .where(eq(users.id, userId)),
    auditInsert(ctx, { userId, action: "user.avatar_removed", entityType: "user", entityId: userId }),
  ]);
  if (previous?.key?.startsWith(`avatars/${userId}/`)) await ctx.env.FILES.delete(previous.key);
}

/**
 * A user's photo, for themselves, a platform administrator, or someone who shares an active organisation with
 * them (where their name appears); anyone else gets 404 as if there were no photo.
 */
export async function readAvatar(ctx: ActorContext, userId: string) {
  const viewer = ctx.actor.user;
  const sharesAnOrganization = sql`exists (select 1 from ${organizationMembers} mine
    where mine.user_id = ${viewer.id} and mine.status = 'active' and mine.organization_id in (
      select theirs.organization_id from ${organizationMembers} theirs
      where theirs.user_id = ${userId} and theirs.status = 'active'))`;
  const visible = viewer.id === userId || viewer.role === "admin" ? undefined : sharesAnOrganization;
  const row = await ctx.db
    .select({ key: users.avatarKey })
    .from(users)
    .where(and(eq(users.id, userId), visible))
    .get();
  if (!row?.key) throw notFound("No photo");
  const object = await ctx.env.FILES.get(row.key);
  if (!object) throw notFound("No photo");
  return object;
}

export const AVATAR_FILE_SERVING = {
  allowed: IMAGE_FILE_TYPES,
  downloadName: "photo",
  cacheControl: "private, max-age=86400",
};
