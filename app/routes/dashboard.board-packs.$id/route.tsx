import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { getBoardPack } from "~/.server/board-packs/detail";
import { BOARD_PACK_PAGE_READS } from "~/.server/board-packs/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { recordVisit } from "~/.server/shell/recent";
import { PackStatusBadge } from "~/components/board-packs/pack-badges";
import { PackContents } from "~/components/board-packs/pack-contents";
import { AddPaperForm, AddSectionForm, CompiledBookPanel } from "~/components/board-packs/pack-panels";
import { Button } from "~/components/ui/button";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { useTimeZone } from "~/components/use-time-zone";
import { BOARD_PACK_AUDIENCE_LABELS, BOARD_PACK_MESSAGES } from "~/lib/board-packs/constants";
import { PaperPickerQuerySchema } from "~/lib/board-packs/schemas";
import { formatDate, formatDateTime } from "~/lib/platform/dates";
import { breadcrumbNamedBy } from "~/lib/shell/navigation";
import { performBoardPackAction } from "./actions.server";

export const handle = breadcrumbNamedBy<SerializeFrom<typeof loader>>((data) => data.pack.title);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.pack.title} · Board packs · BoardRoom` : "Board pack · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const picker = PaperPickerQuerySchema.parse({
    search: url.searchParams.get("documents") ?? undefined,
    page: url.searchParams.get("documentsPage") ?? undefined,
  });
  const packId = params.id ?? "";
  const prefetched = context.services.prefetchedPage(BOARD_PACK_PAGE_READS, { packId });
  const view = await orErrorPage(getBoardPack(ctx, packId, picker, prefetched));
  recordVisit(ctx, { href: `/dashboard/board-packs/${view.pack.id}`, title: view.pack.title, type: "board_pack" });
  return view;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return performBoardPackAction(ctx, params.id ?? "", await request.formData());
}

export default function BoardPackPage() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const timeZone = useTimeZone();
  const { pack, committee, recipients, canManage, editable } = view;
  const audience =
    pack.audience === "committee" && committee
      ? `Committee: ${committee.name}`
      : pack.audience === "members"
        ? `Named members: ${recipients.map((person) => person.displayName).join(", ") || "none"}`
        : BOARD_PACK_AUDIENCE_LABELS.organization;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="page-title" className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
            <span className="min-w-0 break-words">{pack.title}</span> <PackStatusBadge status={pack.status} />
          </h1>
          {pack.description ? <p className="text-muted-foreground">{pack.description}</p> : null}
          <p className="text-sm text-muted-foreground">
            {[
              view.organization.name,
              pack.meetingDate ? `Meeting ${formatDate(pack.meetingDate, "UTC")}` : null,
              audience,
              pack.publishedAt ? `Published ${formatDateTime(pack.publishedAt, timeZone)}` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        {editable ? (
          <div className="flex flex-wrap gap-2">
            {pack.status === "draft" ? (
              <Form method="post">
                <Button type="submit" name="intent" value="publish">
                  Publish
                </Button>
              </Form>
            ) : null}
            <Form method="post">
              <Button type="submit" name="intent" value="archive" variant="outline">
                Archive
              </Button>
            </Form>
          </div>
        ) : canManage && pack.status === "archived" ? (
          <Form method="post">
            <Button type="submit" name="intent" value="restore">
              Restore
            </Button>
          </Form>
        ) : null}
      </header>
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      <RefusalMessage message={actionData && "refusal" in actionData ? actionData.refusal : null} />
      {pack.status === "archived" ? (
        <p className="rounded-md border border-dashed bg-muted px-3 py-2 text-sm">
          {BOARD_PACK_MESSAGES.archivedNotice} {canManage ? BOARD_PACK_MESSAGES.archivedNoticeManager : null}
        </p>
      ) : null}
      {pack.status === "draft" && canManage ? (
        <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          A draft: only you and the organization's owners and admins see it. Publishing opens its papers to its audience
          and compiles the book.
        </p>
      ) : null}
      {pack.status !== "draft" ? <CompiledBookPanel view={view} /> : null}
      <section aria-labelledby="contents-title" className="flex flex-col gap-3">
        <h2 id="contents-title" className="text-lg font-semibold">
          Contents
        </h2>
        <PackContents view={view} />
      </section>
      {editable ? (
        <>
          <section aria-labelledby="add-paper-title" className="flex flex-col gap-3 rounded-lg border p-4">
            <h2 id="add-paper-title" className="text-lg font-semibold">
              Add a paper
            </h2>
            <AddPaperForm view={view} />
          </section>
          <section aria-labelledby="add-section-title-heading" className="flex flex-col gap-3 rounded-lg border p-4">
            <h2 id="add-section-title-heading" className="text-lg font-semibold">
              Add a section
            </h2>
            <AddSectionForm />
          </section>
          <section aria-labelledby="details-title" className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="details-title" className="text-lg font-semibold">
              Details and audience
            </h2>
            <Button asChild variant="outline">
              <Link to={`/dashboard/board-packs/${pack.id}/details`}>Edit details and audience</Link>
            </Button>
          </section>
        </>
      ) : null}
    </section>
  );
}
