import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { ORGANIZATION_DELETION_DAYS } from "../../lib/organizations/constants";
import { DELETE_CONFIRMATION_MESSAGES } from "../../lib/organizations/texts";
import { notifyOrganizationDeletionScheduled } from "../notifications/producers";
import { auditInsert, auditRiskLevel } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import type { Db } from "../platform/db/client";
import { schema } from "../platform/db/client";
import { badRequest, ServiceError } from "../platform/errors";
import { forgetOrganizationVisits } from "../shell/recent";
import { requireMembership } from "./memberships";

const { organizations } = schema;
const DAY = 86_400_000;

export async function scheduleOrganizationDeletion(ctx: ActorContext, organizationRef: string) {
  const { organization } = await requireMembership(ctx, organizationRef, "organization.delete");
  const deletionDate = Date.now() + ORGANIZATION_DELETION_DAYS * DAY;
  await ctx.db.batch([
    ctx.db
      .update(organizations)
      .set({ deletionScheduledFor: deletionDate, updatedAt: Date.now() })
      .where(eq(organizations.id, organization.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "organization.deletion_scheduled",
      entityType: "organization",
      entityId: organization.id,
      changes: { deletionDate },
    }),
  ]);
  await notifyOrganizationDeletionScheduled(ctx, organization, deletionDate);
  return { scheduledDeletion: true, deletionDate };
}

export async function cancelOrganizationDeletion(ctx: ActorContext, organizationRef: string) {
  const { organization } = await requireMembership(ctx, organizationRef, "organization.delete");
  if (!organization.deletionScheduledFor) throw new ServiceError(409, "No deletion is scheduled.");
  await ctx.db.batch([
    ctx.db
      .update(organizations)
      .set({ deletionScheduledFor: null, updatedAt: Date.now() })
      .where(eq(organizations.id, organization.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "organization.deletion_cancelled",
      entityType: "organization",
      entityId: organization.id,
    }),
  ]);
}

/** Immediate deletion: the exact name typed and the 'I understand' box ticked (001 §5). */
export async function deleteOrganizationNow(
  ctx: ActorContext,
  organizationRef: string,
  confirmation: { confirmName?: string; understood: boolean },
) {
  const { organization } = await requireMembership(ctx, organizationRef, "organization.delete");
  if (confirmation.confirmName !== organization.name) {
    throw badRequest(DELETE_CONFIRMATION_MESSAGES.description, {
      confirmName: [DELETE_CONFIRMATION_MESSAGES.description],
    });
  }
  if (!confirmation.understood)
    throw badRequest(DELETE_CONFIRMATION_MESSAGES.understood, {
      understood: [DELETE_CONFIRMATION_MESSAGES.understood],
    });
  await auditInsert(ctx, {
    userId: ctx.actor.user.id,
    organizationId: organization.id,
    action: "organization.deleted",
    entityType: "organization",
    entityId: organization.id,
    changes: { name: organization.name, slug: organization.slug, immediate: true },
  });
  await purgeOrganization(ctx.db, ctx.env.FILES, organization.id);
  return { scheduledDeletion: false, deletionDate: Date.now() };
}

/**
 * Removes an organisation for good: its files in R2, then its row (members, settings, invitations,
 * committees and notifications go with it by cascade). Audit entries stay: they are the record.
 */
export async function purgeOrganization(
  db: Db,
  bucket: R2Bucket,
  organizationId: string,
): Promise<{ objectsDeleted: number }> {
  let objectsDeleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: `organizations/${organizationId}/`, cursor, limit: 1000 });
    if (page.objects.length > 0) {
      await bucket.delete(page.objects.map((object) => object.key));
      objectsDeleted += page.objects.length;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  objectsDeleted += await deleteDocumentObjects(db, bucket, organizationId);
  await db.batch([
    forgetOrganizationVisits({ db }, organizationId),
    db.delete(organizations).where(eq(organizations.id, organizationId)),
  ]);
  return { objectsDeleted };
}

/**
 * The bytes of the organisation's documents live under their uploader's prefix (uploads/{userId}/..., 001 §7),
 * not the organisation's: every version, thumbnail and compiled board pack it refers to is deleted by key before
 * the rows go, so no confidential paper outlives its organisation in R2. R2 deletes at most 1,000 keys a call.
 */
async function deleteDocumentObjects(db: Db, bucket: R2Bucket, organizationId: string): Promise<number> {
  const rows = await db.all<{ key: string }>(sql`
    select v.storage_key as key from asset_versions v join assets a on a.id = v.asset_id
      where a.organization_id = ${organizationId}
    union select storage_key from assets where organization_id = ${organizationId}
    union select thumbnail_key from assets where organization_id = ${organizationId} and thumbnail_key is not null
    union select compiled_key from board_packs where organization_id = ${organizationId} and compiled_key is not null`);
  const keys = rows.map((row) => row.key);
  for (let start = 0; start < keys.length; start += 1000) await bucket.delete(keys.slice(start, start + 1000));
  return keys.length;
}

/** Cron Trigger: deletes every organisation whose scheduled date has come. */
export async function purgeDueOrganizations(db: Db, bucket: R2Bucket, now = Date.now()) {
  const due = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(isNotNull(organizations.deletionScheduledFor), lte(organizations.deletionScheduledFor, now)))
    .limit(50)
    .all();
  for (const organization of due) {
    const { objectsDeleted } = await purgeOrganization(db, bucket, organization.id);
    // The Cron Trigger has no request (no actor, no IP), so it writes the row itself, by the same risk rule.
    const entry = {
      action: "organization.deleted",
      entityType: "organization",
      changes: { name: organization.name, scheduled: true, objectsDeleted },
    };
    await db.insert(schema.auditLogs).values({
      id: crypto.randomUUID(),
      organizationId: organization.id,
      userId: null,
      entityId: organization.id,
      ...entry,
      riskLevel: auditRiskLevel(entry),
      createdAt: Date.now(),
    });
  }
  return due.length;
}
