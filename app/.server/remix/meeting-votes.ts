// The resolutions pages' changes (a meeting's tab and the written resolutions), one function per intent (decision
// 015): 'create' answers Conform's reply; every other intent answers a status line or a refusal.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/cloudflare";
import { VOTE_RESULT_LABELS } from "../../lib/meetings/vote-messages";
import { ResolutionSchema, type VotePageAction, VotePageActionSchema } from "../../lib/meetings/vote-schemas";
import { cancelVote, castBallot, closeVote, createResolution, openVote } from "../meetings/votes";
import type { ActorContext } from "../platform/context";
import { formError, invalidSubmission } from "./forms";
import { refusalOf } from "./service-errors";

type Handlers = {
  [Intent in VotePageAction["intent"]]: (
    ctx: ActorContext,
    input: Extract<VotePageAction, { intent: Intent }>,
  ) => Promise<string>;
};

const HANDLERS: Handlers = {
  open: (ctx, input) => openVote(ctx, input.voteId).then(() => "Voting is open"),
  close: (ctx, input) =>
    closeVote(ctx, input.voteId).then((vote) => `Voting closed: ${VOTE_RESULT_LABELS[vote.result]}`),
  cancel: (ctx, input) => cancelVote(ctx, input.voteId).then(() => "Resolution cancelled"),
  cast: (ctx, input) => castBallot(ctx, input.voteId, input).then(() => "Your ballot has been cast"),
};

export async function performVoteAction(
  ctx: ActorContext,
  where: { meetingId: string } | { organizationRef: string },
  formData: FormData,
) {
  if (formData.get("intent") === "create") {
    const submission = parseWithZod(formData, { schema: ResolutionSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      const { id } = await createResolution(ctx, where, submission.value);
      return { ok: "Resolution created", createdId: id, result: submission.reply({ resetForm: true }) };
    } catch (error) {
      return formError(submission, error);
    }
  }
  const parsed = VotePageActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ refusal: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  const input = parsed.data;
  const handler = HANDLERS[input.intent] as (ctx: ActorContext, value: typeof input) => Promise<string>;
  try {
    return { ok: await handler(ctx, input) };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ refusal: refusal.message }, { status: refusal.status });
  }
}
