// The meeting's agenda tab: the ordered items with their papers, and for managers the builder (add, edit, reorder
// by drag, keyboard or up/down buttons, start and complete items, attach papers). One action; each form names its
// intent (decision 015). Without JavaScript every button is a form post.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  addAgendaItem,
  agendaPage,
  attachPaper,
  completeAgendaItem,
  deleteAgendaItem,
  detachPaper,
  moveAgendaItem,
  startAgendaItem,
  updateAgendaItem,
} from "~/.server/meetings/agenda";
import { MEETING_AGENDA_READS } from "~/.server/meetings/page-reads";
import type { ActorContext } from "~/.server/platform/context";
import { formError } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage, refusalOf } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as agendaBuilder from "~/components/meetings/agenda-builder";
import * as agendaItemForm from "~/components/meetings/agenda-item-form";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { type AgendaAction, AgendaActionSchema } from "~/lib/meetings/agenda-schemas";

// The builder (dnd-kit) and the item form (the form kit) bring their code after the page's (decision 037); the
// server renders them in full, and without JavaScript they are plain forms.
const AgendaBuilder = lazyOnClient(import.meta.env.SSR && agendaBuilder.AgendaBuilder, () =>
  import("~/components/meetings/agenda-builder").then((m) => m.AgendaBuilder),
);
const AgendaItemForm = lazyOnClient(import.meta.env.SSR && agendaItemForm.AgendaItemForm, () =>
  import("~/components/meetings/agenda-item-form").then((m) => m.AgendaItemForm),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Agenda · ${data.meeting.title} · BoardRoom` : "Agenda · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_AGENDA_READS, { meetingId });
  return orErrorPage(async () => {
    const { access, items, currentItemId, presenters, papers } = await agendaPage(ctx, meetingId, prefetched);
    const { meeting } = access;
    return {
      meeting: { id: meeting.id, title: meeting.title, status: meeting.status },
      canManage: access.canManage,
      items,
      currentItemId,
      presenters,
      papers,
    };
  });
}

/** Each intent: what it does, and what the page then says. */
async function run(ctx: ActorContext, meetingId: string, input: AgendaAction): Promise<string> {
  switch (input.intent) {
    case "add": {
      const { intent: _, ...item } = input;
      await addAgendaItem(ctx, meetingId, item);
      return "Agenda item added";
    }
    case "edit": {
      const { intent: _, itemId, ...patch } = input;
      await updateAgendaItem(ctx, meetingId, itemId, patch);
      return "Agenda item saved";
    }
    case "delete":
      await deleteAgendaItem(ctx, meetingId, input.itemId);
      return "Agenda item deleted";
    case "up":
    case "down":
      await moveAgendaItem(ctx, meetingId, { itemId: input.itemId, direction: input.intent });
      return "Agenda reordered";
    case "reorder":
      await moveAgendaItem(ctx, meetingId, { itemId: input.itemId, position: input.position });
      return "Agenda reordered";
    case "start":
      await startAgendaItem(ctx, meetingId, input.itemId);
      return "Item started";
    case "complete":
      await completeAgendaItem(ctx, meetingId, input.itemId, { outcome: input.outcome });
      return "Item completed";
    case "outcome":
      await updateAgendaItem(ctx, meetingId, input.itemId, { outcome: input.outcome });
      return "Outcome recorded";
    case "attach":
      await attachPaper(ctx, meetingId, input.itemId, input.assetId);
      return "Paper attached";
    case "detach":
      await detachPaper(ctx, meetingId, input.itemId, input.assetId);
      return "Paper removed";
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: AgendaActionSchema });
  // Which form a refusal answers: the add form, or one item's panel, which then stays open.
  const { intent, itemId } = submission.payload;
  const from = { intent: String(intent ?? ""), itemId: typeof itemId === "string" ? itemId : undefined };
  if (submission.status !== "success") {
    return data({ result: submission.reply(), refusal: "Check the highlighted fields", ...from }, { status: 400 });
  }
  try {
    const ok = await run(ctx, params.id ?? "", submission.value);
    return { ok, intent: submission.value.intent, result: submission.reply({ resetForm: true }) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal.fieldErrors) {
      const answer = formError(submission, error);
      return data({ ...answer.data, ...from }, answer.init ?? undefined);
    }
    return data({ refusal: refusal.message, result: submission.reply(), ...from }, { status: refusal.status });
  }
}

/** The intents of an item's editing panel (agenda-item-editor.tsx). */
const PANEL_INTENTS = new Set(["edit", "outcome", "attach", "delete"]);

export default function AgendaTab() {
  const { meeting, canManage, items, currentItemId, presenters, papers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refusedFrom = answer && !("ok" in answer) ? answer : null;
  const refused =
    refusedFrom?.itemId && PANEL_INTENTS.has(refusedFrom.intent)
      ? { itemId: refusedFrom.itemId, result: refusedFrom.result }
      : null;
  return (
    <section aria-labelledby="agenda-title" className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1 border-b pb-4">
        <p className="text-sm text-muted-foreground">{meeting.title}</p>
        <h1 id="agenda-title" className="text-2xl font-semibold tracking-tight">
          Agenda
        </h1>
      </header>
      <StatusMessage message={answer && "ok" in answer ? answer.ok : null} />
      <RefusalMessage message={answer && "refusal" in answer ? String(answer.refusal) : null} />
      <LazySection>
        <AgendaBuilder
          items={items}
          currentItemId={currentItemId}
          canManage={canManage}
          presenters={presenters}
          papers={papers}
          refused={refused}
        />
      </LazySection>
      {canManage ? (
        <section aria-labelledby="add-item-title" className="flex flex-col gap-3 rounded-lg border p-4">
          <h2 id="add-item-title" className="text-lg font-semibold">
            Add an item
          </h2>
          <LazySection>
            <AgendaItemForm
              id="add-agenda-item"
              intent="add"
              presenters={presenters}
              lastResult={answer?.intent === "add" ? answer.result : undefined}
              submitLabel="Add item"
            />
          </LazySection>
        </section>
      ) : null}
    </section>
  );
}
