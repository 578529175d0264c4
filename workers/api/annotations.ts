// Annotations of a document (002 §7.3), mounted at /api/assets beside the other document endpoints.
import { Hono } from "hono";
import {
  createAnnotation,
  createReply,
  deleteAnnotation,
  listAnnotations,
  listReplies,
  updateAnnotation,
} from "../../app/.server/annotations/annotations";
import { CreateAnnotationSchema, CreateReplySchema, UpdateAnnotationSchema } from "../../app/lib/annotations/schemas";
import type { ApiEnv } from "../types";
import { validate } from "./validate";

export const annotationsRouter = new Hono<ApiEnv>();

annotationsRouter.get("/:id/annotations", async (c) =>
  c.json({ annotations: await listAnnotations(c.var.ctx, c.req.param("id")) }),
);

annotationsRouter.post("/:id/annotations", validate("json", CreateAnnotationSchema), async (c) =>
  c.json({ annotation: await createAnnotation(c.var.ctx, c.req.param("id"), c.req.valid("json")) }, 201),
);

// Both spellings of the spec: under the document (PATCH) and on their own (PUT).
annotationsRouter.patch("/:assetId/annotations/:annotationId", validate("json", UpdateAnnotationSchema), async (c) =>
  c.json({
    annotation: await updateAnnotation(
      c.var.ctx,
      c.req.param("annotationId"),
      c.req.valid("json"),
      c.req.param("assetId"),
    ),
  }),
);
annotationsRouter.put("/annotations/:id", validate("json", UpdateAnnotationSchema), async (c) =>
  c.json({ annotation: await updateAnnotation(c.var.ctx, c.req.param("id"), c.req.valid("json")) }),
);

annotationsRouter.delete("/:assetId/annotations/:annotationId", async (c) => {
  await deleteAnnotation(c.var.ctx, c.req.param("annotationId"), c.req.param("assetId"));
  return c.json({ success: true });
});
annotationsRouter.delete("/annotations/:id", async (c) => {
  await deleteAnnotation(c.var.ctx, c.req.param("id"));
  return c.json({ success: true });
});

annotationsRouter.get("/annotations/:id/replies", async (c) =>
  c.json({ replies: await listReplies(c.var.ctx, c.req.param("id")) }),
);
annotationsRouter.post("/annotations/:id/replies", validate("json", CreateReplySchema), async (c) =>
  c.json({ reply: await createReply(c.var.ctx, c.req.param("id"), c.req.valid("json")) }, 201),
);
