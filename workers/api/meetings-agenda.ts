import { Hono } from "hono";
import {
  addAgendaItem,
  attachPaper,
  completeAgendaItem,
  deleteAgendaItem,
  listAgenda,
  moveAgendaItem,
  startAgendaItem,
  updateAgendaItem,
} from "../../app/.server/meetings/agenda";
import {
  answerRsvp,
  inviteParticipants,
  listParticipants,
  removeParticipant,
  updateParticipant,
} from "../../app/.server/meetings/participants";
import {
  AgendaCompleteSchema,
  AgendaItemPatchSchema,
  AgendaItemSchema,
  AgendaMoveSchema,
  AgendaPaperSchema,
  AgendaStartSchema,
} from "../../app/lib/meetings/agenda-schemas";
import {
  InviteParticipantsSchema,
  ParticipantPatchSchema,
  ParticipantQuerySchema,
  RsvpSchema,
} from "../../app/lib/meetings/participant-schemas";
import type { ApiEnv } from "../types";
import { validate } from "./validate";

// Meetings' agenda and participants (issue 11). Every route goes through the meeting guard: another organisation's
// meeting, or one the actor may not see, answers 404 'Meeting not found'; a change by someone who does not run the
// meeting, 403.
export const meetingsAgendaRouter = new Hono<ApiEnv>();

const present = <T extends { rsvpTokenHash?: unknown }>({ rsvpTokenHash: _, ...row }: T) => row;

meetingsAgendaRouter.get("/:id/participants", validate("query", ParticipantQuerySchema), async (c) => {
  const list = await listParticipants(c.var.ctx, c.req.param("id"), c.req.valid("query"));
  return c.json({ data: { participants: list.participants, total: list.total, rates: list.rates } });
});

meetingsAgendaRouter.post("/:id/participants", validate("json", InviteParticipantsSchema), async (c) => {
  return c.json({ data: await inviteParticipants(c.var.ctx, c.req.param("id"), c.req.valid("json")) }, 201);
});

meetingsAgendaRouter.patch("/:id/participants/:pid", validate("json", ParticipantPatchSchema), async (c) => {
  const seat = await updateParticipant(c.var.ctx, c.req.param("id"), c.req.param("pid"), c.req.valid("json"));
  return c.json({ data: { participant: present(seat) } });
});

meetingsAgendaRouter.delete("/:id/participants/:pid", async (c) => {
  await removeParticipant(c.var.ctx, c.req.param("id"), c.req.param("pid"));
  return c.json({ ok: true });
});

meetingsAgendaRouter.post("/:id/rsvp", validate("json", RsvpSchema), async (c) => {
  const { changed } = await answerRsvp(c.var.ctx, c.req.param("id"), c.req.valid("json").answer);
  return c.json({ data: { answer: c.req.valid("json").answer, changed } });
});

meetingsAgendaRouter.get("/:id/agenda", async (c) => {
  const { items, currentItemId } = await listAgenda(c.var.ctx, c.req.param("id"));
  return c.json({ data: { items, currentItemId } });
});

meetingsAgendaRouter.post("/:id/agenda", validate("json", AgendaItemSchema), async (c) => {
  return c.json({ data: { item: await addAgendaItem(c.var.ctx, c.req.param("id"), c.req.valid("json")) } }, 201);
});

meetingsAgendaRouter.post("/:id/agenda/reorder", validate("json", AgendaMoveSchema), async (c) => {
  const items = await moveAgendaItem(c.var.ctx, c.req.param("id"), c.req.valid("json"));
  return c.json({ data: { order: items.map((item) => item.id) } });
});

meetingsAgendaRouter.patch("/:id/agenda/:itemId", validate("json", AgendaItemPatchSchema), async (c) => {
  const item = await updateAgendaItem(c.var.ctx, c.req.param("id"), c.req.param("itemId"), c.req.valid("json"));
  return c.json({ data: { item } });
});

meetingsAgendaRouter.delete("/:id/agenda/:itemId", async (c) => {
  await deleteAgendaItem(c.var.ctx, c.req.param("id"), c.req.param("itemId"));
  return c.json({ ok: true });
});

// start and complete take a JSON body, `{}` for the defaults (start and end at now).
meetingsAgendaRouter.post("/:id/agenda/:itemId/start", validate("json", AgendaStartSchema), async (c) => {
  const item = await startAgendaItem(c.var.ctx, c.req.param("id"), c.req.param("itemId"), c.req.valid("json"));
  return c.json({ data: { itemId: item.id, startTime: item.startTime } });
});

meetingsAgendaRouter.post("/:id/agenda/:itemId/complete", validate("json", AgendaCompleteSchema), async (c) => {
  const result = await completeAgendaItem(c.var.ctx, c.req.param("id"), c.req.param("itemId"), c.req.valid("json"));
  return c.json({ data: result });
});

meetingsAgendaRouter.post("/:id/agenda/:itemId/papers", validate("json", AgendaPaperSchema), async (c) => {
  await attachPaper(c.var.ctx, c.req.param("id"), c.req.param("itemId"), c.req.valid("json").assetId);
  return c.json({ ok: true }, 201);
});
