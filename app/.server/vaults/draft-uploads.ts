// Uploads from the Create Vault wizard's asset step (001 §2.2 step 2, §2.6): a document uploaded there joins the
// draft's selection at once. The file itself goes through the documents' one upload path (streamed into R2).
import type { WizardDraft } from "../../lib/vaults/schemas";
import { WIZARD_ASSET_LIMIT, WIZARD_MESSAGES } from "../../lib/vaults/texts";
import { uploadAsset } from "../assets/upload";
import type { ActorContext } from "../platform/context";
import { badRequest } from "../platform/errors";
import { checkAssets } from "./create";
import { type Draft, getDraft, saveDraft, startDraft } from "./drafts";

const ASSET_STEP = 1;

/**
 * Selects the actor's just-uploaded documents in the draft, first, on top of the step's own choices (`patch`, what
 * its checkboxes said when the upload finished). Only the actor's own documents in the draft's organisation count
 * (the rule a vault is created by); `organizationId` is the upload's, used when the draft has none yet.
 */
export async function selectUploadedAssets(
  ctx: ActorContext,
  draft: Draft,
  uploadedIds: string[],
  options: { patch?: Partial<WizardDraft>; organizationId?: string | null } = {},
): Promise<Draft> {
  const patch = options.patch ?? {};
  const organizationId = draft.data.organizationId ?? options.organizationId ?? null;
  if (!organizationId) {
    throw badRequest(WIZARD_MESSAGES.organizationRequired, { organizationId: [WIZARD_MESSAGES.organizationRequired] });
  }
  const uploaded = await checkAssets(ctx, organizationId, uploadedIds.slice(0, WIZARD_ASSET_LIMIT));
  const chosen = patch.assetIds ?? draft.data.assetIds;
  const assetIds = [...new Set([...uploaded, ...chosen])].slice(0, WIZARD_ASSET_LIMIT);
  return saveDraft(ctx, draft.id, ASSET_STEP, { ...patch, organizationId, assetIds });
}

/**
 * The asset step's plain upload (no JavaScript): one file in a multipart body, streamed into R2 by the upload
 * service (never read whole), then selected in the draft. A draft that is not the actor's is refused before any
 * byte is stored; without a draft yet, one is started in the upload's organisation.
 */
export async function uploadIntoDraft(ctx: ActorContext, request: Request, draftId: string | null) {
  const existing = draftId ? await getDraft(ctx, draftId) : null;
  const asset = await uploadAsset(ctx, request);
  const draft = existing ?? (await startDraft(ctx, { organizationId: asset.organizationId }));
  const saved = await selectUploadedAssets(ctx, draft, [asset.id], { organizationId: asset.organizationId });
  return { draft: saved, asset };
}
