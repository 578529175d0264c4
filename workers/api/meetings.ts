import { Hono } from "hono";
import { z } from "zod";
import { requireMeeting } from "../../app/.server/meetings/access";
import { meetingDetail } from "../../app/.server/meetings/detail";
import {
  cancelMeeting,
  endMeeting,
  postponeMeeting,
  scheduleMeeting,
  startMeeting,
} from "../../app/.server/meetings/lifecycle";
import { createMeeting, listMeetings, updateMeeting } from "../../app/.server/meetings/meetings";
import { meetingFormValues } from "../../app/lib/meetings/form-values";
import { ApiMeetingListQuerySchema, MeetingSchema, PostponeSchema } from "../../app/lib/meetings/schemas";
import type { ApiEnv } from "../types";
import { presentMeetingDetail, presentMeetingListItem } from "./presenters/meetings";
import { requiredText, validate } from "./validate";

// Meetings API (000 §7; issue 11). The meeting form's schema is the body of POST and PATCH: times are wall-clock
// 'YYYY-MM-DDTHH:mm' in `timezone`, the quorum threshold a percent (`quorumThresholdPercent`). Meetings the caller
// may not see, and other organisations', answer 404; a role that may not run the meeting, 403.
export const meetingsRouter = new Hono<ApiEnv>();

meetingsRouter.get("/", validate("query", ApiMeetingListQuerySchema), async (c) => {
  const { organizationId, limit, offset, ...filters } = c.req.valid("query");
  const listed = await listMeetings(c.var.ctx, organizationId, { ...filters, limit, offset });
  return c.json({ data: listed.meetings.map(presentMeetingListItem), total: listed.total });
});

meetingsRouter.post(
  "/",
  validate("json", MeetingSchema.and(z.object({ organizationId: requiredText("organizationId") }))),
  async (c) => {
    const { organizationId, ...input } = c.req.valid("json");
    const created = await createMeeting(c.var.ctx, organizationId, input);
    return c.json({ data: presentMeetingDetail(await meetingDetail(c.var.ctx, created.id)) }, 201);
  },
);

meetingsRouter.get("/:id", async (c) =>
  c.json({ data: presentMeetingDetail(await meetingDetail(c.var.ctx, c.req.param("id"))) }),
);

// PATCH sends only the fields that change: they are laid over the meeting's current values and the whole is held
// to the form's rules, so an edit through the API can't make a meeting the form would refuse.
meetingsRouter.patch("/:id", validate("json", z.record(z.string(), z.unknown())), async (c) => {
  const { meeting } = await requireMeeting(c.var.ctx, c.req.param("id"), "manage");
  const merged = { ...withoutEmpty(meetingFormValues(meeting)), ...c.req.valid("json") };
  const parsed = MeetingSchema.safeParse(merged);
  if (!parsed.success) return c.json({ error: "Invalid input", fieldErrors: fieldErrorsOf(parsed.error) }, 400);
  await updateMeeting(c.var.ctx, meeting.id, parsed.data);
  return c.json({ data: presentMeetingDetail(await meetingDetail(c.var.ctx, meeting.id)) });
});

const transitions = {
  schedule: scheduleMeeting,
  start: startMeeting,
  end: endMeeting,
  cancel: cancelMeeting,
} as const;

for (const [name, run] of Object.entries(transitions))
  meetingsRouter.post(`/:id/${name}`, async (c) => {
    await run(c.var.ctx, c.req.param("id"));
    return c.json({ data: presentMeetingDetail(await meetingDetail(c.var.ctx, c.req.param("id"))) });
  });

meetingsRouter.post("/:id/postpone", validate("json", PostponeSchema), async (c) => {
  await postponeMeeting(c.var.ctx, c.req.param("id"), c.req.valid("json").reason);
  return c.json({ data: presentMeetingDetail(await meetingDetail(c.var.ctx, c.req.param("id"))) });
});

const withoutEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

function fieldErrorsOf(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return fieldErrors;
}
