import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { meetingDocuments } from "~/.server/meetings/detail";
import { MEETING_DOCUMENTS_READS } from "~/.server/meetings/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { Badge } from "~/components/meetings/meeting-badges";
import { EmptyState } from "~/components/ui/empty-state";
import { FileText } from "~/components/ui/icons";
import { formatFileSize } from "~/lib/assets/format";
import { MEETING_MESSAGES } from "~/lib/meetings/messages";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const meetingId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(MEETING_DOCUMENTS_READS, { meetingId });
  return orErrorPage(meetingDocuments(ctx, meetingId, prefetched));
}

export default function MeetingDocumentsTab() {
  const { boardPacks, papers } = useLoaderData<typeof loader>();
  if (boardPacks.length === 0 && papers.length === 0)
    return (
      <EmptyState
        icon={FileText}
        title={MEETING_MESSAGES.noDocuments}
        body="Board packs made for this meeting and papers attached to its agenda appear here."
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="packs-title" className="flex flex-col gap-3">
        <h2 id="packs-title" className="text-lg font-semibold">
          Board packs
        </h2>
        {boardPacks.length === 0 ? (
          <p className="text-sm text-muted-foreground">No board pack for this meeting yet.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {boardPacks.map((pack) => (
              <li key={pack.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <Link to={`/dashboard/board-packs/${pack.id}`} className="font-medium hover:underline">
                  {pack.title}
                </Link>
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Badge>{pack.status}</Badge> {pack.paperCount} papers
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="papers-title" className="flex flex-col gap-3">
        <h2 id="papers-title" className="text-lg font-semibold">
          Agenda papers
        </h2>
        {papers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No papers attached to the agenda yet.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {papers.map((paper) => (
              <li key={`${paper.agendaItemId}-${paper.assetId}`} className="flex flex-col gap-1 p-3">
                <Link to={`/dashboard/assets/${paper.assetId}`} className="font-medium hover:underline">
                  {paper.title}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {paper.orderIndex + 1}. {paper.agendaItemTitle} · {paper.category} · {formatFileSize(paper.fileSize)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
