// The document page's action (decision 015): one intent per button, matched by a discriminated union; the new
// version form is the one multipart post and streams like any upload.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { AssetMetadataSchema, ShareAssetSchema } from "../../lib/assets/schemas";
import { ASSET_PAGE_TEXTS } from "../../lib/assets/texts";
import type { ActorContext } from "../platform/context";
import { formError, invalidSubmission } from "../remix/forms";
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

const refused = (error: unknown) => {
  const refusal = refusalOf(error);
  return data({ refusal: refusal.message }, { status: refusal.status });
};

export async function assetPageAction(ctx: ActorContext, assetId: string, request: Request) {
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    try {
      await uploadVersion(ctx, assetId, request);
      return { ok: ASSET_PAGE_TEXTS.versionUploaded };
    } catch (error) {
      return refused(error);
    }
  }
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "update") {
    const submission = parseWithZod(formData, { schema: AssetMetadataSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      await updateAssetMetadata(ctx, assetId, submission.value);
      return { ok: ASSET_PAGE_TEXTS.updated, result: submission.reply() };
    } catch (error) {
      return formError(submission, error);
    }
  }
  if (intent === "share") {
    const submission = parseWithZod(formData, { schema: ShareAssetSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      await shareAsset(ctx, assetId, submission.value);
      return { ok: ASSET_PAGE_TEXTS.shareCreated, result: submission.reply({ resetForm: true }) };
    } catch (error) {
      return formError(submission, error);
    }
  }
  const parsed = SimpleIntentSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ refusal: "Unknown action" }, { status: 400 });
  const command = parsed.data;
  try {
    switch (command.intent) {
      case "delete": {
        const deleted = await deleteAsset(ctx, assetId);
        return redirect(`/dashboard/simple?org=${deleted.organizationId}&deleted=1`);
      }
      case "duplicate": {
        const copy = await duplicateAsset(ctx, assetId);
        return redirect(`/dashboard/assets/${copy.id}?duplicated=1`);
      }
      case "signedLink": {
        const link = await createSignedLink(ctx, assetId);
        return { ok: null, signedLink: link };
      }
      case "revokeShare":
        await revokeShare(ctx, command.shareId);
        return { ok: ASSET_PAGE_TEXTS.shareRevoked };
      case "restoreVersion":
        await restoreVersion(ctx, command.versionId);
        return { ok: ASSET_PAGE_TEXTS.versionRestored };
      case "deleteVersion":
        await deleteVersion(ctx, command.versionId);
        return { ok: ASSET_PAGE_TEXTS.versionDeleted };
    }
  } catch (error) {
    return refused(error);
  }
}
