// The actions tab's changes (decision 015): 'create' answers Conform's reply; move and delete a status line.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/cloudflare";
import { ActionItemSchema, ActionPageActionSchema } from "../../lib/meetings/action-item-schemas";
import { ACTION_STATUS_LABELS } from "../../lib/meetings/action-items";
import { createAction, deleteAction, moveAction } from "../meetings/actions";
import type { ActorContext } from "../platform/context";
import { formError, invalidSubmission } from "./forms";
import { refusalOf } from "./service-errors";

export async function performActionItemAction(ctx: ActorContext, meetingId: string, formData: FormData) {
  if (formData.get("intent") === "create") {
    const submission = parseWithZod(formData, { schema: ActionItemSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      await createAction(ctx, meetingId, submission.value);
      return { ok: "Action item added", result: submission.reply({ resetForm: true }) };
    } catch (error) {
      return formError(submission, error);
    }
  }
  const parsed = ActionPageActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ refusal: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  const input = parsed.data;
  try {
    if (input.intent === "delete") {
      await deleteAction(ctx, input.actionId);
      return { ok: "Action item removed" };
    }
    await moveAction(ctx, input.actionId, input.status);
    return { ok: `Action marked ${ACTION_STATUS_LABELS[input.status].toLowerCase()}` };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ refusal: refusal.message }, { status: refusal.status });
  }
}
