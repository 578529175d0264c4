// The meeting's action items tab: the list with status moves (for the assignee and those who run the meeting) and
// the form for a new action. Works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { meetingActions } from "~/.server/meetings/actions";
import { MEETING_ACTIONS_READS } from "~/.server/meetings/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { performActionItemAction } from "~/.server/remix/meeting-actions";
import { orErrorPage } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as actionItems from "~/components/meetings/action-items";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";

// The action items' list and form (the form kit) bring their code after the page's (decision 037); the server
// renders them in full.
const ActionList = lazyOnClient(import.meta.env.SSR && actionItems.ActionList, () =>
  import("~/components/meetings/action-items").then((m) => m.ActionList),
);
const ActionItemForm = lazyOnClient(import.meta.env.SSR && actionItems.ActionItemForm, () =>
  import("~/components/meetings/action-items").then((m) => m.ActionItemForm),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Action items · ${data.meeting.title} · BoardRoom` : "Action items · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_ACTIONS_READS, { meetingId });
  const detail = await orErrorPage(meetingActions(ctx, meetingId, prefetched));
  return {
    meeting: { id: detail.meeting.id, title: detail.meeting.title },
    canManage: detail.canManage,
    people: detail.people,
    agenda: detail.agenda,
    resolutions: detail.resolutions,
    actions: detail.actions,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return performActionItemAction(ctx, params.id ?? "", await request.formData());
}

export default function MeetingActionsTab() {
  const { meeting, canManage, people, agenda, resolutions, actions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="actions-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <p className="text-sm text-muted-foreground">{meeting.title}</p>
        <h1 id="actions-title" className="text-2xl font-semibold tracking-tight">
          Action items
        </h1>
      </header>
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      <RefusalMessage message={actionData && "refusal" in actionData ? actionData.refusal : null} />
      <LazySection>
        <ActionList actions={actions} canManage={canManage} />
      </LazySection>
      {canManage ? (
        <section aria-labelledby="new-action-title" className="flex flex-col gap-3 border-t pt-4">
          <h2 id="new-action-title" className="text-lg font-semibold">
            New action item
          </h2>
          <LazySection>
            <ActionItemForm
              people={people}
              agenda={agenda}
              resolutions={resolutions}
              lastResult={actionData && "result" in actionData ? actionData.result : undefined}
            />
          </LazySection>
        </section>
      ) : null}
    </section>
  );
}
