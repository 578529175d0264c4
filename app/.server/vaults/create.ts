// Creating a vault from the wizard's draft (001 §2.2): its documents (the actor's own uploads), its BoardMates
// (active members of the organisation) and new people, who get real invitations.
import { and, eq } from "drizzle-orm";
import type { CreateVaultInput } from "../../lib/vaults/schemas";
import { VAULT_TEXTS } from "../../lib/vaults/texts";
import { allActiveMembers, requireMembership } from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { inList, insertsInChunks } from "../platform/db/bound-parameters";
import { schema } from "../platform/db/client";
import { badRequest, ServiceError } from "../platform/errors";
import { inviteToVault } from "./invitations";

const { vaults, vaultMembers, vaultAssets, assets } = schema;

/** Only documents the actor uploaded to this organisation, not deleted (001 §6 "Asset list"). */
export async function checkAssets(ctx: ActorContext, organizationId: string, assetIds: string[]) {
  const ids = [...new Set(assetIds)];
  if (ids.length === 0) return ids;
  const found = await ctx.db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.organizationId, organizationId),
        eq(assets.ownerId, ctx.actor.user.id),
        eq(assets.isDeleted, false),
        inList(assets.id, ids),
      ),
    )
    .all();
  if (found.length !== ids.length)
    throw badRequest(VAULT_TEXTS.assetsNotYours, { assetIds: [VAULT_TEXTS.assetsNotYours] });
  return ids;
}

/** BoardMates: active members of the organisation other than the actor (001 §6 "Wizard member list"). */
async function checkBoardMates(ctx: ActorContext, organizationId: string, input: CreateVaultInput["boardMates"]) {
  const seats = new Map(input.filter((mate) => mate.id !== ctx.actor.user.id).map((mate) => [mate.id, mate.role]));
  if (seats.size === 0) return [];
  if (!(await allActiveMembers(ctx, organizationId, [...seats.keys()])))
    throw badRequest(VAULT_TEXTS.notOrganizationMember, { boardMates: [VAULT_TEXTS.notOrganizationMember] });
  return [...seats].map(([userId, role]) => ({ userId, role }));
}

export async function createVault(ctx: ActorContext, input: CreateVaultInput) {
  const { organization } = await requireMembership(ctx, input.organizationId, "content.create");
  const assetIds = await checkAssets(ctx, organization.id, input.assetIds);
  const mates = await checkBoardMates(ctx, organization.id, input.boardMates);
  const id = crypto.randomUUID();
  const now = Date.now();
  const userId = ctx.actor.user.id;
  await ctx.db.batch([
    ctx.db.insert(vaults).values({
      id,
      organizationId: organization.id,
      name: input.name,
      description: input.description ?? null,
      accessLevel: input.accessLevel,
      vaultType: input.vaultType,
      // Access level organization: anyone in the organisation may view (001 §6 Public Access).
      isPublic: input.accessLevel === "organization",
      requiresInvitation: input.accessLevel !== "organization",
      ownerId: userId,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    }),
    ctx.db.insert(vaultMembers).values({ vaultId: id, userId, role: "owner", addedBy: userId, joinedAt: now }),
    ...insertsInChunks(
      ctx.db,
      vaultMembers,
      mates.map((mate) => ({ vaultId: id, userId: mate.userId, role: mate.role, addedBy: userId, joinedAt: now })),
    ),
    ...insertsInChunks(
      ctx.db,
      vaultAssets,
      assetIds.map((assetId, position) => ({ vaultId: id, assetId, position, addedBy: userId, addedAt: now })),
    ),
    auditInsert(ctx, {
      userId,
      organizationId: organization.id,
      action: "vault.created",
      entityType: "vault",
      entityId: id,
      changes: { name: input.name, documents: assetIds.length, members: mates.length },
    }),
  ]);
  // New people are invited once the vault exists; one that fails does not undo the vault (it is reported).
  const invited: { email: string }[] = [];
  const failed: { email: string; message: string }[] = [];
  for (const person of input.newBoardMates) {
    try {
      await inviteToVault(ctx, id, { email: person.email, role: person.role });
      invited.push({ email: person.email });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      failed.push({ email: person.email, message: error.message });
    }
  }
  return { id, name: input.name, organization, invited, failed };
}
