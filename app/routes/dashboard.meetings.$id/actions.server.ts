// The meeting page's lifecycle buttons, one small function per intent (decision 015). Copy as template opens the
// new draft's edit page; every other intent answers a status line or a refusal beside the hero.
import { data, redirect } from "@remix-run/cloudflare";
import {
  cancelMeeting,
  endMeeting,
  postponeMeeting,
  scheduleMeeting,
  startMeeting,
} from "~/.server/meetings/lifecycle";
import { copyMeetingAsTemplate } from "~/.server/meetings/meetings";
import type { ActorContext } from "~/.server/platform/context";
import { refusalOf } from "~/.server/remix/service-errors";
import { MEETING_LIFECYCLE_MESSAGES as L } from "~/lib/meetings/form-messages";
import { type MeetingLifecycleAction, MeetingLifecycleSchema } from "~/lib/meetings/schemas";

type Handlers = {
  [Intent in MeetingLifecycleAction["intent"]]: (
    ctx: ActorContext,
    meetingId: string,
    input: Extract<MeetingLifecycleAction, { intent: Intent }>,
  ) => Promise<string | Response>;
};

const HANDLERS: Handlers = {
  schedule: (ctx, id) => scheduleMeeting(ctx, id).then(() => L.scheduled),
  start: (ctx, id) => startMeeting(ctx, id).then(() => L.started),
  end: (ctx, id) => endMeeting(ctx, id).then(() => L.ended),
  cancel: (ctx, id) => cancelMeeting(ctx, id).then(() => L.cancelled),
  postpone: (ctx, id, input) => postponeMeeting(ctx, id, input.reason).then(() => L.postponed),
  copy: (ctx, id) => copyMeetingAsTemplate(ctx, id).then((copy) => redirect(`/dashboard/meetings/${copy.id}/edit`)),
};

export async function performLifecycleAction(ctx: ActorContext, meetingId: string, formData: FormData) {
  const parsed = MeetingLifecycleSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ refusal: "Unknown action" }, { status: 400 });
  const handler = HANDLERS[parsed.data.intent] as (
    ctx: ActorContext,
    meetingId: string,
    input: MeetingLifecycleAction,
  ) => Promise<string | Response>;
  try {
    const outcome = await handler(ctx, meetingId, parsed.data);
    if (outcome instanceof Response) return outcome;
    return { ok: outcome };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ refusal: refusal.message }, { status: refusal.status });
  }
}
