// The reader page's one action (decision 015: intents matched by a discriminated union): a page comment or an
// annotation from the reader's selection, a reply, resolve or reopen, delete. Each answers a message or a refusal.
import { createAnnotation, createReply, deleteAnnotation, updateAnnotation } from "~/.server/annotations/annotations";
import type { ActorContext } from "~/.server/platform/context";
import { refusalOf } from "~/.server/remix/service-errors";
import { CreateAnnotationSchema, commentFormPayload, ReaderFormSchema } from "~/lib/annotations/schemas";

export type ReaderAnswer = { ok: string } | { refusal: string; status: number };

export async function submitReaderForm(ctx: ActorContext, assetId: string, formData: FormData): Promise<ReaderAnswer> {
  const parsed = ReaderFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { refusal: firstIssue(parsed.error.issues), status: 400 };
  const form = parsed.data;
  try {
    switch (form.intent) {
      case "comment": {
        const payload = CreateAnnotationSchema.safeParse(commentFormPayload(form));
        if (!payload.success) return { refusal: firstIssue(payload.error.issues), status: 400 };
        await createAnnotation(ctx, assetId, payload.data);
        return { ok: "Annotation added" };
      }
      case "reply":
        await createReply(ctx, form.annotationId, { content: form.content }, assetId);
        return { ok: "Reply added" };
      case "resolve":
        await updateAnnotation(
          ctx,
          form.annotationId,
          { isResolved: form.resolved === "true", commentText: undefined },
          assetId,
        );
        return { ok: form.resolved === "true" ? "Annotation resolved" : "Annotation reopened" };
      case "delete":
        await deleteAnnotation(ctx, form.annotationId, assetId);
        return { ok: "Annotation deleted" };
    }
  } catch (error) {
    const refusal = refusalOf(error);
    return { refusal: refusal.message, status: refusal.status };
  }
}

function firstIssue(issues: { path: PropertyKey[]; message: string }[]): string {
  const [issue] = issues;
  return issue ? issue.message : "Invalid input";
}
