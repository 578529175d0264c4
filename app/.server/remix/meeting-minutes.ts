// The minutes tab's changes, one function per intent (decision 015): 'save' and 'comment' answer Conform's reply;
// the buttons answer a status line or a refusal.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/cloudflare";
import {
  MinutesCommentSchema,
  MinutesContentSchema,
  type MinutesPageAction,
  MinutesPageActionSchema,
} from "../../lib/meetings/minutes-schemas";
import {
  approveMinutes,
  circulateMinutes,
  commentOnMinutes,
  saveMinutes,
  signMinutes,
  startMinutesFromAgenda,
} from "../meetings/minutes";
import type { ActorContext } from "../platform/context";
import { formError, invalidSubmission } from "./forms";
import { refusalOf } from "./service-errors";

const HANDLERS: Record<MinutesPageAction["intent"], (ctx: ActorContext, meetingId: string) => Promise<string>> = {
  start: (ctx, id) => startMinutesFromAgenda(ctx, id).then(() => "Minutes started from the agenda"),
  circulate: (ctx, id) => circulateMinutes(ctx, id).then(() => "Minutes circulated for comment"),
  approve: (ctx, id) => approveMinutes(ctx, id).then(() => "Minutes approved and signed"),
  sign: (ctx, id) => signMinutes(ctx, id).then(() => "Minutes signed"),
};

export async function performMinutesAction(ctx: ActorContext, meetingId: string, formData: FormData) {
  const intent = formData.get("intent");
  if (intent === "save" || intent === "comment") {
    const submission = parseWithZod(formData, {
      schema: intent === "save" ? MinutesContentSchema : MinutesCommentSchema,
    });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      const value = submission.value as { content?: string; body?: string };
      if (intent === "save") await saveMinutes(ctx, meetingId, { content: value.content ?? "" });
      else await commentOnMinutes(ctx, meetingId, { body: value.body ?? "" });
      return {
        ok: intent === "save" ? "Minutes saved" : "Comment added",
        form: intent,
        result: submission.reply({ resetForm: intent === "comment" }),
      };
    } catch (error) {
      return formError(submission, error);
    }
  }
  const parsed = MinutesPageActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ refusal: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  try {
    return { ok: await HANDLERS[parsed.data.intent](ctx, meetingId) };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ refusal: refusal.message }, { status: refusal.status });
  }
}
