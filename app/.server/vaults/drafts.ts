// The Create Vault wizard's draft (001 §3 "Wizard draft"), kept on the server so that each step can be a plain
// form post without JavaScript, and what each step offers: the actor's organisations, their own uploads, the
// organisation's other active members.
import { and, desc, eq, lt, ne, type SQLWrapper } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import {
  type CreateVaultInput,
  CreateVaultSchema,
  type WizardDraft,
  WizardDraftSchema,
} from "../../lib/vaults/schemas";
import { WIZARD_ASSET_LIMIT, WIZARD_LAST_STEP } from "../../lib/vaults/texts";
import { type Membership, membershipFrom, readUndecided, rowsOfOrganization } from "../organizations/memberships";
import { listMyOrganizations } from "../organizations/organizations";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { notFound, ServiceError } from "../platform/errors";
import { createVault } from "./create";

const { vaultDrafts, assets, organizationMembers, users } = schema;
const DRAFT_NOT_FOUND = "This draft is no longer available. Start the wizard again.";
/** Drafts untouched this long are cleared when the same person starts another. */
const DRAFT_KEPT_MS = 7 * 24 * 3_600_000;

export type Draft = { id: string; step: number; data: WizardDraft };

export async function startDraft(ctx: ActorContext, data: Partial<WizardDraft> = {}): Promise<Draft> {
  const id = crypto.randomUUID();
  const now = Date.now();
  const parsed = WizardDraftSchema.parse(data);
  await ctx.db.batch([
    ctx.db
      .delete(vaultDrafts)
      .where(and(eq(vaultDrafts.userId, ctx.actor.user.id), lt(vaultDrafts.updatedAt, now - DRAFT_KEPT_MS))),
    ctx.db
      .insert(vaultDrafts)
      .values({ id, userId: ctx.actor.user.id, step: 0, data: parsed, createdAt: now, updatedAt: now }),
  ]);
  return { id, step: 0, data: parsed };
}

/** The draft of this id if it is the user's, unexecuted; ids given now or as SQL (decision 066). */
export function draftRead(db: Db, draftId: string | SQLWrapper, userId: string | SQLWrapper) {
  return db
    .select()
    .from(vaultDrafts)
    .where(and(eq(vaultDrafts.id, draftId), eq(vaultDrafts.userId, userId)));
}

/**
 * The actor's own draft, else 404 (nobody reads another person's draft). `prefetched` are the rows `draftRead` gave
 * alongside the session for this draft (the wizard's page, decision 066); without them it reads its own.
 */
export async function getDraft(
  ctx: ActorContext,
  draftId: string,
  prefetched?: readonly (typeof vaultDrafts.$inferSelect)[],
): Promise<Draft> {
  if (!draftId || draftId.length > 100) throw notFound(DRAFT_NOT_FOUND);
  const row = prefetched ? prefetched[0] : await draftRead(ctx.db, draftId, ctx.actor.user.id).get();
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  const parsed = WizardDraftSchema.safeParse(row.data);
  return { id: row.id, step: row.step, data: parsed.success ? parsed.data : WizardDraftSchema.parse({}) };
}

export async function saveDraft(ctx: ActorContext, draftId: string, step: number, patch: Partial<WizardDraft>) {
  const draft = await getDraft(ctx, draftId);
  const data = WizardDraftSchema.parse({ ...draft.data, ...patch });
  const clamped = Math.min(Math.max(Math.trunc(step), 0), WIZARD_LAST_STEP);
  await ctx.db
    .update(vaultDrafts)
    .set({ step: clamped, data, updatedAt: Date.now() })
    .where(and(eq(vaultDrafts.id, draft.id), eq(vaultDrafts.userId, ctx.actor.user.id)));
  return { id: draft.id, step: clamped, data };
}

export async function discardDraft(ctx: ActorContext, draftId: string) {
  await ctx.db.delete(vaultDrafts).where(and(eq(vaultDrafts.id, draftId), eq(vaultDrafts.userId, ctx.actor.user.id)));
}

/** The draft as the create call needs it; a 400 with the review's messages when the name or organisation is missing. */
export function draftToInput(data: WizardDraft): CreateVaultInput {
  const parsed = CreateVaultSchema.safeParse({
    organizationId: data.organizationId ?? "",
    name: data.vaultName,
    description: data.vaultDescription,
    accessLevel: data.accessLevel,
    vaultType: data.vaultType,
    assetIds: data.assetIds,
    boardMates: data.boardMates,
    newBoardMates: data.newBoardMates,
  });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "_");
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  throw new ServiceError(400, parsed.error.issues[0]?.message ?? "Invalid draft", fieldErrors);
}

export async function createVaultFromDraft(ctx: ActorContext, draftId: string) {
  const draft = await getDraft(ctx, draftId);
  const created = await createVault(ctx, draftToInput(draft.data));
  await discardDraft(ctx, draft.id);
  return created;
}

/**
 * What the wizard's steps offer from the organisation, unexecuted, after the guard's: the user's own uploads there,
 * newest first, at most 50 (001 §2.2), PDFs only (step 2 when asked) and all (step 2, and the review's file names);
 * the organisation's other active members (step 3). The user is a value alone, SQL alongside the session.
 */
export function wizardStepQueries(db: Db, organizationId: string | SQLWrapper, userId: string | SQLWrapper) {
  const uploads = (pdfOnly: boolean) =>
    db
      .select({
        id: assets.id,
        title: assets.title,
        fileName: assets.originalFileName,
        fileType: assets.fileType,
        fileSize: assets.fileSize,
        tags: assets.tags,
        createdAt: assets.createdAt,
      })
      .from(assets)
      .where(
        and(
          eq(assets.ownerId, userId),
          eq(assets.organizationId, organizationId),
          eq(assets.isDeleted, false),
          pdfOnly ? eq(assets.fileType, "pdf") : undefined,
        ),
      )
      .orderBy(desc(assets.createdAt))
      .limit(WIZARD_ASSET_LIMIT);
  return [
    uploads(true),
    uploads(false),
    db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        organizationRole: organizationMembers.role,
      })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(
        and(
          eq(organizationMembers.organizationId, organizationId),
          eq(organizationMembers.status, "active"),
          ne(organizationMembers.userId, userId),
        ),
      )
      .orderBy(users.fullName)
      .limit(200),
  ] as const;
}

/** The guard's rows and the steps', as the wizard's page reads them with the session (page-reads.ts). */
export type WizardStepRows = readonly [Membership[], ...BatchResponse<ReturnType<typeof wizardStepQueries>>];

/**
 * What the wizard's steps offer from an organisation the actor is a member of (else 404): one D1 round trip with the
 * guard's read, or none when `prefetched` (read with the session for the draft's page, decision 066) are of it.
 */
export async function wizardStepChoices(ctx: ActorContext, organizationId: string, prefetched?: WizardStepRows) {
  const [membershipRows, pdfAssets, allAssets, boardMates] =
    rowsOfOrganization(prefetched, organizationId) ??
    (await readUndecided(ctx, organizationId, wizardStepQueries(ctx.db, organizationId, ctx.actor.user.id)));
  membershipFrom(ctx, membershipRows[0]);
  return { pdfAssets, allAssets, boardMates };
}

export { listMyOrganizations };
