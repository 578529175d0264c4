// TEMPORARY, for the reader slice's own tests: GET /api/assets/{id}/download for a document's current bytes,
// behind the document guard. The assets slice owns this endpoint; drop this file at merge in favour of theirs.
import { Hono } from "hono";
import { requireAsset } from "../../app/.server/assets/access";
import type { ApiEnv } from "../types";

export const readerDownloadRouter = new Hono<ApiEnv>();

readerDownloadRouter.get("/:id/download", async (c) => {
  const { asset } = await requireAsset(c.var.ctx, c.req.param("id"), "asset.view");
  const object = await c.env.FILES.get(asset.storageKey);
  if (!object) return c.json({ error: "File not found" }, 404);
  const inline = asset.mimeType === "application/pdf";
  return new Response(object.body, {
    headers: {
      "Content-Type": inline ? "application/pdf" : "application/octet-stream",
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${asset.fileName.replace(/"/g, "")}"`,
      "Content-Length": String(object.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
