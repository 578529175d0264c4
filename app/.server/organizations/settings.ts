import { count, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { z } from "zod";
import { LOGO_FILE_TYPES, LOGO_MAX_BYTES, ORGANIZATION_MESSAGES } from "../../lib/organizations/constants";
import type {
  AssetSettingsSchema,
  ComplianceSettingsSchema,
  NotificationSettingsSchema,
  OrganizationGeneralSchema,
} from "../../lib/organizations/schemas";
import {
  type AssetSettings,
  type ComplianceSettings,
  complianceScore,
  DEFAULT_ASSET_SETTINGS,
  DEFAULT_COMPLIANCE_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from "../../lib/organizations/settings";
import { LOGO_MESSAGES } from "../../lib/organizations/texts";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { badRequest, ServiceError } from "../platform/errors";
import { can } from "../platform/policy";
import { type UploadRule, validateUpload } from "../platform/uploads/validation";
import { moveOrganizationVisits } from "../shell/recent";
import { type Membership, organizationIdOf, readWithMembership, requireMembership } from "./memberships";
import { assertSlugFree, slugTaken } from "./slugs";

const { organizations, organizationSettings, plans, organizationMembers } = schema;

/** Settings stored as JSON are read over the defaults, so a new default reaches old rows. */
function withDefaults<T extends object>(stored: unknown, defaults: T): T {
  return stored && typeof stored === "object" ? { ...defaults, ...(stored as Partial<T>) } : defaults;
}

/** The settings page in one D1 round trip: the guard's read, the settings with their plan and the member count. */
export async function loadOrganizationSettings(ctx: ActorContext, organizationRef: string) {
  const { membership, rows } = await readWithMembership(
    ctx,
    organizationRef,
    "organization.view",
    organizationSettingsQueries(ctx, organizationIdOf(organizationRef)),
  );
  return organizationSettingsFrom(ctx, membership, rows);
}

/**
 * The settings' reads, unexecuted, for a batch with the guard's: the settings row with its plan (the free plan when
 * an organisation has no settings row) and how many members it has.
 */
export function organizationSettingsQueries(ctx: Pick<ServiceContext, "db">, organizationId: string | SQLWrapper) {
  return [
    ctx.db
      .select({ settings: organizationSettings, plan: plans })
      .from(plans)
      .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizationId))
      .where(eq(plans.id, sql`coalesce(${organizationSettings.planId}, 'free')`))
      .limit(1),
    ctx.db
      .select({ value: count() })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, organizationId)),
  ] as const;
}

type SettingsRows = BatchResponse<ReturnType<typeof organizationSettingsQueries>>;

/** What the settings page shows, from its reads, for an actor the guard has let in. */
export function organizationSettingsFrom(
  ctx: ActorContext,
  membership: Membership,
  [[settingsRow], [memberCount]]: SettingsRows,
) {
  const { organization, role } = membership;
  const stored = settingsRow?.settings;
  const compliance = withDefaults<ComplianceSettings>(stored?.complianceSettings, DEFAULT_COMPLIANCE_SETTINGS);
  return {
    organization,
    role,
    /** The checked membership, for a page's further reads of the same organisation (not sent to the browser). */
    membership,
    permissions: {
      // An archived organisation shows its settings read-only; the tabs themselves stay visible.
      canEdit: can(ctx.actor, "organization.update", membership),
      // The members and invitations tabs: for those who may see invitations (a read, so archived or not).
      canManageMembers: can(ctx.actor, "invitations.view", membership),
      isOwner: can(ctx.actor, "organization.delete", membership),
      canManageBilling: can(ctx.actor, "organization.manage_billing", membership),
      // Invitations send email, which a demo director may not do (decision 010).
      canInvite: can(ctx.actor, "invitations.send", membership),
    },
    assetSettings: withDefaults<AssetSettings>(stored?.assetSettings, DEFAULT_ASSET_SETTINGS),
    complianceSettings: compliance,
    complianceScore: complianceScore(compliance),
    notificationSettings: withDefaults<NotificationSettings>(
      stored?.notificationSettings,
      DEFAULT_NOTIFICATION_SETTINGS,
    ),
    plan: settingsRow?.plan ?? null,
    subscriptionEndsAt: stored?.subscriptionEndsAt ?? null,
    usage: { members: memberCount?.value ?? 0 },
  };
}

export async function updateOrganizationGeneral(
  ctx: ActorContext,
  organizationRef: string,
  input: z.infer<typeof OrganizationGeneralSchema>,
) {
  const { organization } = await requireMembership(ctx, organizationRef, "organization.update");
  // A demo board keeps its own slug, so no visitor holds a real organisation's address for a day; its other fields
  // stay editable (reset restores them).
  if (organization.isDemo && input.slug !== organization.slug) {
    throw badRequest(ORGANIZATION_MESSAGES.demoSlugLocked, { slug: [ORGANIZATION_MESSAGES.demoSlugLocked] });
  }
  await assertSlugFree(ctx, input.slug, organization.id);
  const changes = {
    name: input.name,
    slug: input.slug,
    description: input.description ?? null,
    website: input.website ?? null,
    industry: input.industry ?? null,
    organizationSize: input.organizationSize ?? null,
  };
  try {
    await ctx.db.batch([
      ctx.db
        .update(organizations)
        .set({ ...changes, updatedAt: Date.now() })
        .where(eq(organizations.id, organization.id)),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: organization.id,
        action: "organization.updated",
        entityType: "organization",
        entityId: organization.id,
        changes,
      }),
      // Everyone's recent visits follow the organisation to its new address.
      ...(changes.slug !== organization.slug ? moveOrganizationVisits(ctx, organization.slug, changes.slug) : []),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return { ...organization, ...changes };
}

type SettingsPart =
  | { part: "assetSettings"; value: z.infer<typeof AssetSettingsSchema> }
  | { part: "complianceSettings"; value: z.infer<typeof ComplianceSettingsSchema> }
  | { part: "notificationSettings"; value: z.infer<typeof NotificationSettingsSchema> };

/** Saves one settings tab (PATCH /api/organizations/{id}/settings sends one part at a time). */
export async function updateOrganizationSettings(ctx: ActorContext, organizationRef: string, update: SettingsPart) {
  const { organization } = await requireMembership(ctx, organizationRef, "organization.update");
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .insert(organizationSettings)
      .values({ organizationId: organization.id, [update.part]: update.value, updatedAt: now })
      .onConflictDoUpdate({
        target: organizationSettings.organizationId,
        set: { [update.part]: update.value, updatedAt: now },
      }),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: `organization.${update.part}_updated`,
      entityType: "organization",
      entityId: organization.id,
      changes: update.value as Record<string, unknown>,
    }),
  ]);
}

/** What a logo may be: the spec's 5 MB, a raster image recognised by its bytes, never SVG. */
export const LOGO_UPLOAD_RULE: UploadRule = {
  field: "logo",
  allowed: LOGO_FILE_TYPES,
  maxBytes: LOGO_MAX_BYTES,
  messages: {
    invalid: LOGO_MESSAGES.invalid.description,
    tooLarge: LOGO_MESSAGES.tooLarge.description,
    svg: LOGO_MESSAGES.svg.description,
  },
};

/** Stores a new logo in R2 (members-only resource route serves it) and removes the previous one. */
export async function uploadOrganizationLogo(ctx: ActorContext, organizationRef: string, file: File | null) {
  const { organization } = await requireMembership(ctx, organizationRef, "organization.update");
  const upload = await validateUpload(file, LOGO_UPLOAD_RULE);
  const key = `organizations/${organization.id}/logo/${Date.now()}.${upload.type.extension}`;
  try {
    await ctx.env.FILES.put(key, upload.bytes, { httpMetadata: { contentType: upload.type.contentType } });
  } catch (error) {
    // Storage is unavailable: say so (001 §8 'Upload failed') instead of a 500; nothing was written.
    console.error("logo upload to R2 failed", error);
    throw new ServiceError(503, ORGANIZATION_MESSAGES.logoUploadFailed);
  }
  const logoUrl = `/resources/organization-logo/${organization.id}?key=${encodeURIComponent(key)}`;
  try {
    await ctx.db.batch([
      ctx.db.update(organizations).set({ logoUrl, updatedAt: Date.now() }).where(eq(organizations.id, organization.id)),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: organization.id,
        action: "organization.logo_uploaded",
        entityType: "organization",
        entityId: organization.id,
        changes: { key, size: upload.size, type: upload.type.contentType },
      }),
    ]);
  } catch (error) {
    await ctx.env.FILES.delete(key);
    throw error;
  }
  const previousKey = organization.logoUrl ? new URL(organization.logoUrl, "https://x").searchParams.get("key") : null;
  if (previousKey?.startsWith(`organizations/${organization.id}/`)) await ctx.env.FILES.delete(previousKey);
  return { logoUrl };
}

/** How the logo route answers: only as the image type it was recognised as; a private cache may keep it. */
export const LOGO_FILE_SERVING = {
  allowed: LOGO_FILE_TYPES,
  downloadName: "logo",
  cacheControl: "private, max-age=3600",
};

/** The logo bytes for a member; anyone else gets 404. */
export async function readOrganizationLogo(ctx: ActorContext, organizationId: string) {
  const { organization } = await requireMembership(ctx, organizationId, "organization.view");
  const key = organization.logoUrl ? new URL(organization.logoUrl, "https://x").searchParams.get("key") : null;
  if (!key) throw new ServiceError(404, "No logo");
  const object = await ctx.env.FILES.get(key);
  if (!object) throw new ServiceError(404, "No logo");
  return object;
}
