// The analytics page's changes (decision 015): 'create' answers Conform's reply and the spec's toast text; a status
// move answers a status line or the refusal (an illegal move says which moves are allowed).
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/cloudflare";
import { ANALYTICS_TEXTS } from "../../lib/analytics/constants";
import { DecisionSchema, DecisionStatusSchema } from "../../lib/analytics/schemas";
import { changeDecisionStatus, createDecision } from "../analytics/decisions";
import type { ActorContext } from "../platform/context";
import { formError, invalidSubmission } from "./forms";
import { refusalOf } from "./service-errors";

export async function performAnalyticsAction(ctx: ActorContext, organizationId: string, formData: FormData) {
  if (formData.get("intent") === "create") {
    const submission = parseWithZod(formData, { schema: DecisionSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      await createDecision(ctx, organizationId, submission.value);
      return { ok: ANALYTICS_TEXTS.decisionCreated, result: submission.reply({ resetForm: true }) };
    } catch (error) {
      return formError(submission, error);
    }
  }
  const parsed = DecisionStatusSchema.safeParse(Object.fromEntries(formData));
  if (formData.get("intent") !== "status" || !parsed.success)
    return data({ refusal: parsed.error?.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  try {
    await changeDecisionStatus(ctx, organizationId, parsed.data);
    return { ok: ANALYTICS_TEXTS.statusChanged };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ refusal: refusal.message }, { status: refusal.status });
  }
}
