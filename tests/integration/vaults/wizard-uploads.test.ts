// Uploads from the Create Vault wizard's asset step (001 §2.2 step 2): the document is stored through the one
// upload path and selected in the server-side draft at once; refusals use the upload texts and store nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { selectUploadedAssets, uploadIntoDraft } from "../../../app/.server/vaults/draft-uploads";
import { getDraft, saveDraft, startDraft } from "../../../app/.server/vaults/drafts";
import { UPLOAD_TEXTS } from "../../../app/lib/assets/texts";
import { VAULT_TEXTS, WIZARD_MESSAGES } from "../../../app/lib/vaults/texts";
import { makePdf, multipartBody } from "../../helpers/asset-files";
import { uploadDocument } from "../../helpers/assets";
import { actorContext, createRoleBoard, serviceContext, TEST_ORIGIN } from "../../helpers/factories";
import { HTML_SIGN_IN_BYTES } from "../../helpers/files";
import { rejection } from "../../helpers/rejections";

/** The asset step's plain form as a browser posts it: the organisation first, then the file. */
function wizardUpload(organizationId: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
  return new Request(`${TEST_ORIGIN}/dashboard/vaults/create?step=1`, {
    method: "POST",
    body: multipartBody([
      ["organizationId", organizationId],
      ["file", { name, bytes }],
    ]),
  });
}

const documentsOf = (ownerId: string) =>
  serviceContext().db.select().from(schema.assets).where(eq(schema.assets.ownerId, ownerId)).all();

describe("the wizard's asset step uploads", () => {
  it("stores the file in R2 and selects it in the draft, first, keeping what was already chosen", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const earlier = await uploadDocument(users.owner.id, org.id);
    const draft = await saveDraft(ctx, (await startDraft(ctx)).id, 1, {
      organizationId: org.id,
      assetIds: [earlier.id],
    });

    const { draft: saved, asset } = await uploadIntoDraft(
      ctx,
      wizardUpload(org.id, "agenda.pdf", await makePdf(1, "Agenda")),
      draft.id,
    );

    expect(saved.id).toBe(draft.id);
    expect((await getDraft(ctx, draft.id)).data.assetIds).toEqual([asset.id, earlier.id]);
    expect([asset.originalFileName, asset.organizationId, asset.ownerId]).toEqual([
      "agenda.pdf",
      org.id,
      users.owner.id,
    ]);
    const stored = await serviceContext().env.FILES.get(asset.storageKey);
    expect(new TextDecoder().decode((await stored?.arrayBuffer())?.slice(0, 5))).toBe("%PDF-");
  });

  it("starts a draft in the upload's organisation when there is none yet", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const { draft, asset } = await uploadIntoDraft(ctx, wizardUpload(org.id, "minutes.pdf", await makePdf()), null);
    const kept = await getDraft(ctx, draft.id);
    expect([kept.step, kept.data.organizationId, kept.data.assetIds]).toEqual([1, org.id, [asset.id]]);
  });

  it("refuses a disguised file with the upload text, storing nothing and leaving the draft as it was", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const draft = await saveDraft(ctx, (await startDraft(ctx)).id, 1, { organizationId: org.id });
    const refused = await rejection(
      uploadIntoDraft(ctx, wizardUpload(org.id, "invoice.pdf", HTML_SIGN_IN_BYTES), draft.id),
    );
    expect([refused.status, refused.message, refused.fieldErrors?.file]).toEqual([
      400,
      UPLOAD_TEXTS.invalidType,
      [UPLOAD_TEXTS.invalidType],
    ]);
    expect(await documentsOf(users.owner.id)).toEqual([]);
    expect((await serviceContext().env.FILES.list({ prefix: `uploads/${users.owner.id}/` })).objects).toEqual([]);
    expect((await getDraft(ctx, draft.id)).data.assetIds).toEqual([]);
  });

  it("answers a broken multipart body with a 400, storing nothing", async () => {
    const { users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const broken = new Request(`${TEST_ORIGIN}/dashboard/vaults/create?step=1`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=nope" },
      body: "--x\r\nnot a part",
    });
    expect((await rejection(uploadIntoDraft(ctx, broken, null))).status).toBe(400);
    expect(await documentsOf(users.owner.id)).toEqual([]);
  });

  it("refuses another person's draft (404) before a byte is stored", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner", "member"] });
    const ownersDraft = await startDraft(ctx, { organizationId: org.id });
    const member = await actorContext(users.member);
    const refused = await rejection(
      uploadIntoDraft(member, wizardUpload(org.id, "a.pdf", await makePdf()), ownersDraft.id),
    );
    expect(refused.status).toBe(404);
    expect(await documentsOf(users.member.id)).toEqual([]);
  });
});

describe("selecting what the dropzone uploaded", () => {
  it("selects the actor's new uploads on top of the step's boxes as posted", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const [kept, dropped, fresh] = [
      await uploadDocument(users.owner.id, org.id),
      await uploadDocument(users.owner.id, org.id),
      await uploadDocument(users.owner.id, org.id),
    ];
    const draft = await saveDraft(ctx, (await startDraft(ctx)).id, 1, {
      organizationId: org.id,
      assetIds: [kept.id, dropped.id],
    });
    // The reader unticked one box before the upload finished: the post carries the boxes as they are.
    await selectUploadedAssets(ctx, draft, [fresh.id], { patch: { assetIds: [kept.id] } });
    expect((await getDraft(ctx, draft.id)).data.assetIds).toEqual([fresh.id, kept.id]);
  });

  it("refuses a document that is not the actor's own upload in the draft's organisation", async () => {
    const { org, users, ctx, outsiderOrg } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
    const colleagues = await uploadDocument(users.member.id, org.id);
    const foreign = await uploadDocument(users.outsider.id, outsiderOrg.id);
    const draft = await startDraft(ctx, { organizationId: org.id });
    for (const id of [colleagues.id, foreign.id]) {
      const refused = await rejection(selectUploadedAssets(ctx, draft, [id]));
      expect([refused.status, refused.message]).toEqual([400, VAULT_TEXTS.assetsNotYours]);
    }
    expect((await getDraft(ctx, draft.id)).data.assetIds).toEqual([]);
  });

  it("asks for an organisation when neither the draft nor the post names one", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const paper = await uploadDocument(users.owner.id, org.id);
    const refused = await rejection(selectUploadedAssets(ctx, await startDraft(ctx), [paper.id]));
    expect([refused.status, refused.message]).toEqual([400, WIZARD_MESSAGES.organizationRequired]);
    const rows = await serviceContext()
      .db.select()
      .from(schema.vaultDrafts)
      .where(eq(schema.vaultDrafts.userId, users.owner.id))
      .all();
    expect(rows.map((row) => row.data.assetIds)).toEqual([[]]);
  });
});
