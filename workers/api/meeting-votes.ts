// The votes, minutes and action items API (issue 11). Every route goes through the meetings guard (requireMeeting,
// via the services): another organisation's meeting or vote answers 404, a role that may not act 403, a state that
// refuses the change 409. Bodies are checked by the same schemas as the pages' forms.
import { Hono } from "hono";
import { z } from "zod";
import {
  createAction,
  deleteAction,
  meetingActions,
  moveAction,
  updateAction,
} from "../../app/.server/meetings/actions";
import {
  approveMinutes,
  circulateMinutes,
  commentOnMinutes,
  getMinutes,
  saveMinutes,
  signMinutes,
} from "../../app/.server/meetings/minutes";
import { meetingResolutions, resolution } from "../../app/.server/meetings/vote-views";
import { castBallot, closeVote, createResolution, openVote, updateResolution } from "../../app/.server/meetings/votes";
import { ActionItemSchema, ActionStatusSchema } from "../../app/lib/meetings/action-item-schemas";
import { MinutesCommentSchema, MinutesContentSchema } from "../../app/lib/meetings/minutes-schemas";
import { BallotSchema, ResolutionSchema } from "../../app/lib/meetings/vote-schemas";
import type { ApiEnv } from "../types";
import { presentVote } from "./presenters/meeting-votes";
import { validate } from "./validate";

export const meetingVotesRouter = new Hono<ApiEnv>();
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

// ---- Votes ----

meetingVotesRouter.get("/meetings/:id/votes", async (c) => {
  const detail = await meetingResolutions(c.var.ctx, c.req.param("id"));
  return c.json({ data: { votes: detail.resolutions.map(presentVote) } });
});

meetingVotesRouter.post("/meetings/:id/votes", validate("json", ResolutionSchema), async (c) => {
  const { id } = await createResolution(c.var.ctx, { meetingId: c.req.param("id") }, c.req.valid("json"));
  return c.json({ data: presentVote(await resolution(c.var.ctx, id)) }, 201);
});

meetingVotesRouter.get("/votes/:id", async (c) =>
  c.json({ data: presentVote(await resolution(c.var.ctx, c.req.param("id"))) }),
);

meetingVotesRouter.put("/votes/:id", validate("json", ResolutionSchema), async (c) => {
  await updateResolution(c.var.ctx, c.req.param("id"), c.req.valid("json"));
  return c.json({ data: presentVote(await resolution(c.var.ctx, c.req.param("id"))) });
});

meetingVotesRouter.post("/votes/:id/open", async (c) => {
  await openVote(c.var.ctx, c.req.param("id"));
  return c.json({ data: presentVote(await resolution(c.var.ctx, c.req.param("id"))) });
});

meetingVotesRouter.post("/votes/:id/close", async (c) => {
  await closeVote(c.var.ctx, c.req.param("id"));
  return c.json({ data: presentVote(await resolution(c.var.ctx, c.req.param("id"))) });
});

meetingVotesRouter.post("/votes/:id/cast", validate("json", BallotSchema), async (c) => {
  const turnout = await castBallot(c.var.ctx, c.req.param("id"), c.req.valid("json"));
  return c.json({ data: { turnout } }, 201);
});

// ---- Minutes ----

async function minutesOf(c: { var: ApiEnv["Variables"] }, meetingId: string) {
  const detail = await getMinutes(c.var.ctx, meetingId);
  const minutes = detail.minutes;
  return {
    meeting_id: detail.meeting.id,
    status: minutes?.status ?? null,
    content: minutes?.content ?? null,
    approved_hash: minutes?.approvedHash ?? null,
    approved_at: iso(minutes?.approvedAt ?? null),
    circulated_at: iso(minutes?.circulatedAt ?? null),
    changed_after_approval: detail.tampered,
    signatures: detail.signatures.map((row) => ({
      user_id: row.userId,
      signer_name: row.signerName,
      content_hash: row.contentHash,
      signed_at: iso(row.signedAt),
    })),
    comments: detail.comments.map((row) => ({
      id: row.id,
      name: row.name,
      body: row.body,
      created_at: iso(row.createdAt),
    })),
  };
}

meetingVotesRouter.get("/meetings/:id/minutes", async (c) => c.json({ data: await minutesOf(c, c.req.param("id")) }));

meetingVotesRouter.put("/meetings/:id/minutes", validate("json", MinutesContentSchema), async (c) => {
  await saveMinutes(c.var.ctx, c.req.param("id"), c.req.valid("json"));
  return c.json({ data: await minutesOf(c, c.req.param("id")) });
});

meetingVotesRouter.post("/meetings/:id/minutes/circulate", async (c) => {
  await circulateMinutes(c.var.ctx, c.req.param("id"));
  return c.json({ data: await minutesOf(c, c.req.param("id")) });
});

meetingVotesRouter.post("/meetings/:id/minutes/comments", validate("json", MinutesCommentSchema), async (c) => {
  const { id } = await commentOnMinutes(c.var.ctx, c.req.param("id"), c.req.valid("json"));
  return c.json({ data: { id } }, 201);
});

meetingVotesRouter.post("/meetings/:id/minutes/approve", async (c) => {
  await approveMinutes(c.var.ctx, c.req.param("id"));
  return c.json({ data: await minutesOf(c, c.req.param("id")) });
});

meetingVotesRouter.post("/meetings/:id/minutes/sign", async (c) => {
  await signMinutes(c.var.ctx, c.req.param("id"));
  return c.json({ data: await minutesOf(c, c.req.param("id")) });
});

// ---- Action items ----

meetingVotesRouter.get("/meetings/:id/actions", async (c) => {
  const detail = await meetingActions(c.var.ctx, c.req.param("id"));
  return c.json({
    data: {
      action_items: detail.actions.map((row) => ({
        id: row.id,
        description: row.description,
        status: row.status,
        assigned_to: row.assignedTo,
        assignee_name: row.assigneeName,
        due_date: iso(row.dueDate),
        completed_at: iso(row.completedAt),
        overdue: row.overdue,
        agenda_item_id: row.agendaItemId,
        vote_id: row.voteId,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      })),
    },
  });
});

meetingVotesRouter.post("/meetings/:id/actions", validate("json", ActionItemSchema), async (c) => {
  const { id } = await createAction(c.var.ctx, c.req.param("id"), c.req.valid("json"));
  return c.json({ data: { id } }, 201);
});

meetingVotesRouter.put("/action-items/:id", validate("json", ActionItemSchema), async (c) => {
  await updateAction(c.var.ctx, c.req.param("id"), c.req.valid("json"));
  return c.json({ data: { id: c.req.param("id") } });
});

meetingVotesRouter.post(
  "/action-items/:id/status",
  validate("json", z.object({ status: ActionStatusSchema.shape.status })),
  async (c) => {
    await moveAction(c.var.ctx, c.req.param("id"), c.req.valid("json").status);
    return c.json({ data: { id: c.req.param("id"), status: c.req.valid("json").status } });
  },
);

meetingVotesRouter.delete("/action-items/:id", async (c) => {
  await deleteAction(c.var.ctx, c.req.param("id"));
  return c.body(null, 204);
});
