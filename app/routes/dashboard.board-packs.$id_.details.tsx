import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getBoardPackDetails } from "~/.server/board-packs/detail";
import { BOARD_PACK_DETAILS_READS } from "~/.server/board-packs/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import * as packForm from "~/components/board-packs/pack-form";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { StatusMessage } from "~/components/ui/status-message";
import { performBoardPackAction } from "./dashboard.board-packs.$id/actions.server";

// A pack's title, description, meeting date and audience, on a page of their own: the pack page, which every
// reader opens, then loads no form kit (Conform) at all.
// The form and the form kit bring their code after the page's (decisions 037, 051); the server renders the form
// in full, and it posts natively until its code is in.
const BoardPackForm = lazyOnClient(import.meta.env.SSR && packForm.BoardPackForm, () =>
  import("~/components/board-packs/pack-form").then((m) => m.BoardPackForm),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Details of ${data.pack.title} · Board packs · BoardRoom` : "Board pack · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const packId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(BOARD_PACK_DETAILS_READS, { packId });
  const { pack, recipients, options } = await orErrorPage(getBoardPackDetails(ctx, packId, prefetched));
  // Readers, and everyone while the pack is archived, have nothing to edit here: the pack page says why.
  if (!options) throw redirect(`/dashboard/board-packs/${pack.id}`);
  return { pack, recipients, options };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const form = await request.formData();
  form.set("intent", "save");
  return performBoardPackAction(ctx, params.id ?? "", form);
}

export default function BoardPackDetailsPage() {
  const { pack, recipients, options } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Details and audience
        </h1>
        <p className="text-muted-foreground">
          Of <Link to={`/dashboard/board-packs/${pack.id}`}>{pack.title}</Link>. A published pack's book is compiled
          again with the new cover.
        </p>
      </header>
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      <LazySection>
        <BoardPackForm
          committees={options.committees}
          meetings={options.meetings}
          people={options.people}
          values={{
            title: pack.title,
            description: pack.description,
            meetingDate: pack.meetingDate ? new Date(pack.meetingDate).toISOString().slice(0, 10) : null,
            meetingId: pack.meetingId,
            audience: pack.audience,
            committeeId: pack.committeeId,
            recipientIds: recipients.map((person) => person.userId),
          }}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          submitLabel="Save details"
        />
      </LazySection>
      <p>
        <Link to={`/dashboard/board-packs/${pack.id}`} className="text-sm underline-offset-4 hover:underline">
          Back to the board pack
        </Link>
      </p>
    </section>
  );
}
