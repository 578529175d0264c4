// The document page's action (decision 015): one intent per button, matched by a discriminated union; the new
// version form is the one multipart post and streams like any upload. It answers plain values (status, body or
// a redirect) that the route turns into Remix answers, so tests call it without the Remix runtime.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { AssetMetadataSchema, ShareAssetSchema } from "../../lib/assets/schemas";
import { ASSET_PAGE_TEXTS } from "../../lib/assets/texts";
import type { ActorContext } from "../platform/context";
import { refusalOf } from "../remix/service-errors";
import { deleteAsset, duplicateAsset, updateAssetMetadata } from "./assets";
import { createSignedLink } from "./files";
import { revokeShare, shareAsset } from "./shares";
import { deleteVersion, restoreVersion, uploadVersion } from "./versions";

const SimpleIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("duplicate") }),
  z.object({ intent: z.literal("signedLink") }),
  z.object({ intent: z.literal("revokeShare"), shareId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("restoreVersion"), versionId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("deleteVersion"), versionId: z.string().min(1).max(100) }),
]);

type FormResult = ReturnType<Submission<unknown>["reply"]>;
export type AssetPageBody = {
  ok?: string;
  refusal?: string;
  result?: FormResult;
  signedLink?: { url: string; expiresAt: number };
};
export type AssetPageAnswer = { redirect: string } | { status: number; body: AssetPageBody };

const answer = (body: AssetPageBody, status = 200): AssetPageAnswer => ({ status, body });

const refused = (error: unknown) => {
  const refusal = refusalOf(error);
  return answer({ refusal: refusal.message }, refusal.status);
};

/** A form's refusal shown next to its fields (as formError does for Remix answers). */
function formRefused<Schema>(submission: Submission<Schema>, error: unknown) {
  const refusal = refusalOf(error);
  const result = submission.reply({
    formErrors: refusal.fieldErrors ? [] : [refusal.message],
    fieldErrors: refusal.fieldErrors,
  });
  return answer({ result }, refusal.status);
}

export async function assetPageAction(ctx: ActorContext, assetId: string, request: Request): Promise<AssetPageAnswer> {
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    try {
      await uploadVersion(ctx, assetId, request);
      return answer({ ok: ASSET_PAGE_TEXTS.versionUploaded });
    } catch (error) {
      return refused(error);
    }
  }
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "update") {
    const submission = parseWithZod(formData, { schema: AssetMetadataSchema });
    if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
    try {
      await updateAssetMetadata(ctx, assetId, submission.value);
      return answer({ ok: ASSET_PAGE_TEXTS.updated, result: submission.reply() });
    } catch (error) {
      return formRefused(submission, error);
    }
  }
  if (intent === "share") {
    const submission = parseWithZod(formData, { schema: ShareAssetSchema });
    if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
    try {
      await shareAsset(ctx, assetId, submission.value);
      return answer({ ok: ASSET_PAGE_TEXTS.shareCreated, result: submission.reply({ resetForm: true }) });
    } catch (error) {
      return formRefused(submission, error);
    }
  }
  const parsed = SimpleIntentSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return answer({ refusal: "Unknown action" }, 400);
  const command = parsed.data;
  try {
    switch (command.intent) {
      case "delete": {
        const deleted = await deleteAsset(ctx, assetId);
        return { redirect: `/dashboard/simple?org=${deleted.organizationId}&deleted=1` };
      }
      case "duplicate": {
        const copy = await duplicateAsset(ctx, assetId);
        return { redirect: `/dashboard/assets/${copy.id}?duplicated=1` };
      }
      case "signedLink": {
        const link = await createSignedLink(ctx, assetId);
        return answer({ signedLink: { url: link.url, expiresAt: link.expiresAt } });
      }
      case "revokeShare":
        await revokeShare(ctx, command.shareId);
        return answer({ ok: ASSET_PAGE_TEXTS.shareRevoked });
      case "restoreVersion":
        await restoreVersion(ctx, command.versionId);
        return answer({ ok: ASSET_PAGE_TEXTS.versionRestored });
      case "deleteVersion":
        await deleteVersion(ctx, command.versionId);
        return answer({ ok: ASSET_PAGE_TEXTS.versionDeleted });
    }
  } catch (error) {
    return refused(error);
  }
}
