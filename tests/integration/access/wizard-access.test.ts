// The Create Vault wizard's upload paths by organisation role and across organisations, through the services the
// wizard's action calls: the plain upload (a multipart post to the wizard) and the dropzone's "select what I
// uploaded". The expected answers are written out here rather than derived from the policy module.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { selectUploadedAssets, uploadIntoDraft } from "../../../app/.server/vaults/draft-uploads";
import { getDraft, startDraft } from "../../../app/.server/vaults/drafts";
import { VAULT_TEXTS } from "../../../app/lib/vaults/texts";
import { makePdf, multipartBody } from "../../helpers/asset-files";
import { uploadDocument } from "../../helpers/assets";
import { actorContext, createRoleBoard, SEATS, type Seat, serviceContext, TEST_ORIGIN } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const EXPECTED_UPLOAD: Record<Seat, number> = { owner: 200, admin: 200, member: 200, viewer: 403, outsider: 404 };

describe("the wizard's plain upload, by role", () => {
  it("uploads and selects for owners, admins and members; refuses viewers (403) and outsiders (404)", async () => {
    const board = await createRoleBoard();
    for (const seat of SEATS) {
      const user = board.users[seat];
      const ctx = await actorContext(user);
      const request = new Request(`${TEST_ORIGIN}/dashboard/vaults/create?step=1`, {
        method: "POST",
        body: multipartBody([
          ["organizationId", board.org.id],
          ["file", { name: `${seat}.pdf`, bytes: await makePdf() }],
        ]),
      });
      const answer = await uploadIntoDraft(ctx, request, null).catch((error: { status: number }) => error);
      expect("status" in answer ? answer.status : 200, seat).toBe(EXPECTED_UPLOAD[seat]);
      const stored = await serviceContext()
        .db.select({ id: schema.assets.id })
        .from(schema.assets)
        .where(eq(schema.assets.ownerId, user.id))
        .all();
      expect(stored.length, seat).toBe(EXPECTED_UPLOAD[seat] === 200 ? 1 : 0);
      const drafts = await serviceContext()
        .db.select()
        .from(schema.vaultDrafts)
        .where(eq(schema.vaultDrafts.userId, user.id))
        .all();
      expect(drafts.length, seat).toBe(EXPECTED_UPLOAD[seat] === 200 ? 1 : 0);
      if ("draft" in answer) {
        const draft = await getDraft(ctx, answer.draft.id);
        expect([draft.step, draft.data.organizationId, draft.data.assetIds], seat).toEqual([
          1,
          board.org.id,
          stored.map((row) => row.id),
        ]);
      }
    }
  });
});

describe("selecting uploads across organisations", () => {
  it("refuses another organisation's document, and a colleague's, in the actor's draft", async () => {
    const { org, users, ctx, outsiderOrg } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
    const foreign = await uploadDocument(users.outsider.id, outsiderOrg.id);
    const colleagues = await uploadDocument(users.member.id, org.id);
    const draft = await startDraft(ctx, { organizationId: org.id });
    for (const id of [foreign.id, colleagues.id]) {
      const refused = await rejection(selectUploadedAssets(ctx, draft, [id]));
      expect([refused.status, refused.message]).toEqual([400, VAULT_TEXTS.assetsNotYours]);
    }
    expect((await getDraft(ctx, draft.id)).data.assetIds).toEqual([]);
  });

  it("refuses an outsider's upload into someone else's draft with a 404, storing nothing", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner", "outsider"] });
    const draft = await startDraft(ctx, { organizationId: org.id });
    const outsider = await actorContext(users.outsider);
    const request = new Request(`${TEST_ORIGIN}/dashboard/vaults/create?step=1`, {
      method: "POST",
      body: multipartBody([
        ["organizationId", org.id],
        ["file", { name: "sneaky.pdf", bytes: await makePdf() }],
      ]),
    });
    expect((await rejection(uploadIntoDraft(outsider, request, draft.id))).status).toBe(404);
    expect((await getDraft(ctx, draft.id)).data.assetIds).toEqual([]);
    const stored = await serviceContext()
      .db.select()
      .from(schema.assets)
      .where(eq(schema.assets.ownerId, users.outsider.id))
      .all();
    expect(stored).toEqual([]);
  });
});
