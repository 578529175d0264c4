// The meeting's participants tab (000 §2.6): search and filters as query parameters, the rates, the viewer's own
// RSVP and conflicts, and for managers the invite form and each seat's role, eligibility, presence and proxy.
// One action; each form names its intent (decision 015). Everything works without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MEETING_PARTICIPANTS_READS } from "~/.server/meetings/page-reads";
import {
  answerRsvp,
  declareConflict,
  inviteParticipants,
  participantsPage,
  removeParticipant,
  updateParticipant,
  withdrawConflict,
} from "~/.server/meetings/participants";
import type { ActorContext } from "~/.server/platform/context";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage, refusalOf } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as inviteForm from "~/components/meetings/invite-form";
import * as mySeat from "~/components/meetings/my-seat";
import * as participantsList from "~/components/meetings/participants-list";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { PARTICIPANT_MESSAGES, RSVP_ANSWERED } from "~/lib/meetings/agenda-messages";
import {
  InviteParticipantsSchema,
  ParticipantActionSchema,
  ParticipantQuerySchema,
} from "~/lib/meetings/participant-schemas";
import type { z } from "~/lib/platform/zod";

// The seat, the list and the invite form (the form kit) bring their code after the page's (decisions 037, 051);
// the server renders them in full, and their forms post natively until it is in.
const MySeat = lazyOnClient(import.meta.env.SSR && mySeat.MySeat, () =>
  import("~/components/meetings/my-seat").then((m) => m.MySeat),
);
const ParticipantsList = lazyOnClient(import.meta.env.SSR && participantsList.ParticipantsList, () =>
  import("~/components/meetings/participants-list").then((m) => m.ParticipantsList),
);
const InviteForm = lazyOnClient(import.meta.env.SSR && inviteForm.InviteForm, () =>
  import("~/components/meetings/invite-form").then((m) => m.InviteForm),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Participants · ${data.meeting.title} · BoardRoom` : "Participants · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const query = ParticipantQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_PARTICIPANTS_READS, { meetingId });
  return orErrorPage(async () => {
    const list = await participantsPage(ctx, meetingId, query, prefetched);
    const { access } = list;
    return {
      meeting: { id: access.meeting.id, title: access.meeting.title, status: access.meeting.status },
      canManage: access.canManage,
      query,
      participants: list.participants,
      total: list.total,
      rates: list.rates,
      quorum: list.quorum,
      mine: list.mine,
      // Who can hold a proxy: voting-eligible members' seats.
      proxies: list.all
        .filter((seat) => seat.userId && seat.isVotingEligible)
        .map((seat) => ({ value: seat.userId ?? "", label: seat.name })),
      // Whose proxy a manager can record: the same seats, by seat.
      proxyGivers: access.canManage
        ? list.all
            .filter((seat) => seat.userId && seat.isVotingEligible)
            .map((seat) => ({ value: seat.id, label: seat.name }))
        : [],
      agendaItems: list.agendaItems.map((item) => ({ value: item.id, label: item.title })),
      candidates: list.candidates.map((person) => ({ value: person.id, label: person.name || person.email })),
    };
  });
}

type Intent = z.infer<typeof ParticipantActionSchema>;

async function run(ctx: ActorContext, meetingId: string, input: Intent): Promise<string> {
  switch (input.intent) {
    case "rsvp":
      await answerRsvp(ctx, meetingId, input.answer);
      return PARTICIPANT_MESSAGES.rsvpAnswered(RSVP_ANSWERED[input.answer]);
    case "declare":
      await declareConflict(ctx, meetingId, input);
      return "Conflict of interest declared";
    case "withdraw":
      await withdrawConflict(ctx, meetingId, input.agendaItemId);
      return "Conflict of interest withdrawn";
    case "remove":
      await removeParticipant(ctx, meetingId, input.participantId);
      return "Participant removed";
    case "seat":
      await updateParticipant(ctx, meetingId, input.participantId, {
        role: input.role,
        isVotingEligible: input.isVotingEligible,
      });
      return "Seat saved";
    case "presence":
      await updateParticipant(ctx, meetingId, input.participantId, { presence: input.presence });
      return "Attendance updated";
    case "delegate":
      await updateParticipant(ctx, meetingId, input.participantId, { delegateUserId: input.delegateUserId });
      return input.delegateUserId ? "Proxy recorded" : "Proxy withdrawn";
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const formData = await request.formData();
  if (formData.get("intent") === "invite") {
    const submission = parseWithZod(formData, { schema: InviteParticipantsSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      const { invited, skipped } = await inviteParticipants(ctx, meetingId, submission.value);
      const ok = `${invited} invited${skipped ? `, ${skipped} already invited` : ""}`;
      return { ok, result: submission.reply({ resetForm: true }) };
    } catch (error) {
      return formError(submission, error);
    }
  }
  const submission = parseWithZod(formData, { schema: ParticipantActionSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flat();
    return data({ refusal: errors[0] ?? "Check the form", result: submission.reply() }, { status: 400 });
  }
  try {
    return { ok: await run(ctx, meetingId, submission.value), result: submission.reply({ resetForm: true }) };
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ refusal: refusal.message, result: submission.reply() }, { status: refusal.status });
  }
}

/** The intents of a seat's panel (participants-list.tsx); a refused one reopens its seat's panel. */
const SEAT_PANEL_INTENTS = new Set(["seat", "presence", "remove"]);

function refusedSeatOf(answer: ReturnType<typeof useActionData<typeof action>>): string | null {
  if (!answer || !("refusal" in answer)) return null;
  const sent = answer.result.initialValue;
  return SEAT_PANEL_INTENTS.has(String(sent?.intent)) ? String(sent?.participantId ?? "") || null : null;
}

export default function ParticipantsTab() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="participants-title" className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1 border-b pb-4">
        <p className="text-sm text-muted-foreground">{loaded.meeting.title}</p>
        <h1 id="participants-title" className="text-2xl font-semibold tracking-tight">
          Participants
        </h1>
      </header>
      <StatusMessage message={answer && "ok" in answer ? answer.ok : null} />
      <RefusalMessage message={answer && "refusal" in answer ? String(answer.refusal) : null} />
      <LazySection>
        {loaded.mine ? <MySeat seat={loaded.mine} agendaItems={loaded.agendaItems} proxies={loaded.proxies} /> : null}
        <ParticipantsList {...loaded} refusedSeatId={refusedSeatOf(answer)} />
        {loaded.canManage ? (
          <InviteForm
            candidates={loaded.candidates}
            lastResult={answer?.result?.initialValue?.intent === "invite" ? answer.result : undefined}
          />
        ) : null}
      </LazySection>
    </section>
  );
}
