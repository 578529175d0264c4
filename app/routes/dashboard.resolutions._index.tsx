// Written resolutions between meetings: the current organisation's, with their deadlines and state, and (for owners
// and admins) the form to put a new one to the members. Works without JavaScript.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { WRITTEN_RESOLUTIONS_READS } from "~/.server/meetings/page-reads";
import { writtenResolutions } from "~/.server/meetings/vote-views";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requestedOrganization } from "~/.server/organizations/page-reads";
import { notFound } from "~/.server/platform/errors";
import { requireActor } from "~/.server/remix/guards";
import { performVoteAction } from "~/.server/remix/meeting-votes";
import { orErrorPage } from "~/.server/remix/service-errors";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as resolutionForm from "~/components/meetings/votes/resolution-form";
import { RefusalMessage } from "~/components/ui/status-message";
import { useTimeZone } from "~/components/use-time-zone";
import { VOTE_MESSAGES, VOTE_RESULT_LABELS, VOTE_STATUS_LABELS } from "~/lib/meetings/vote-messages";
import { formatDateTime } from "~/lib/platform/dates";

// The new resolution's form (the form kit) brings its code after the page's (decision 037); the server renders it.
const ResolutionForm = lazyOnClient(import.meta.env.SSR && resolutionForm.ResolutionForm, () =>
  import("~/components/meetings/votes/resolution-form").then((m) => m.ResolutionForm),
);

export const meta: MetaFunction = () => [{ title: "Written resolutions · BoardRoom" }];

async function organizationOf(request: Request, context: LoaderFunctionArgs["context"]) {
  const ctx = await requireActor(request, context);
  const organization = await orErrorPage(async () => {
    const picked = await pickOrganization(ctx, new URL(request.url).searchParams.get("org"));
    if (!picked.organization) throw notFound("Organization not found");
    return picked.organization;
  });
  return { ctx, organization };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, organization } = await organizationOf(request, context);
  // Read with the session: the rows of the organisation of `?org=`, else of the preferred one (decision 066).
  const organizationRef = requestedOrganization(new URL(request.url).searchParams);
  const prefetched = context.services.prefetchedPage(WRITTEN_RESOLUTIONS_READS, { organizationRef });
  const list = await orErrorPage(writtenResolutions(ctx, organization.id, prefetched));
  return { organization: { name: list.organization.name }, canManage: list.canManage, resolutions: list.resolutions };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, organization } = await organizationOf(request, context);
  const answer = await performVoteAction(ctx, { organizationRef: organization.id }, await request.formData());
  if ("createdId" in answer && answer.createdId) return redirect(`/dashboard/resolutions/${answer.createdId}`);
  return answer;
}

export default function WrittenResolutionsPage() {
  const { organization, canManage, resolutions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const timeZone = useTimeZone();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <p className="text-sm text-muted-foreground">{organization.name}</p>
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Written resolutions
        </h1>
        <p className="text-sm text-muted-foreground">
          Votes between meetings, open to the members until their deadline.
        </p>
      </header>
      <RefusalMessage message={actionData && "refusal" in actionData ? actionData.refusal : null} />
      {resolutions.length === 0 ? <p className="text-muted-foreground">{VOTE_MESSAGES.writtenEmpty}</p> : null}
      <ul className="flex flex-col divide-y rounded-md border">
        {resolutions.map((vote) => (
          <li key={vote.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <Link to={`/dashboard/resolutions/${vote.id}`} className="font-medium underline-offset-4 hover:underline">
              {vote.title}
            </Link>
            <span className="text-muted-foreground">
              {VOTE_STATUS_LABELS[vote.status]}
              {vote.status === "closed" ? ` · ${VOTE_RESULT_LABELS[vote.result]}` : ""}
              {vote.status === "open" ? ` · ${vote.turnout.cast} of ${vote.turnout.eligible} voted` : ""}
              {vote.deadline ? ` · deadline ${formatDateTime(vote.deadline, timeZone)}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {canManage ? (
        <section aria-labelledby="new-title" className="flex flex-col gap-3 border-t pt-4">
          <h2 id="new-title" className="text-lg font-semibold">
            New written resolution
          </h2>
          <LazySection>
            <ResolutionForm
              agenda={[]}
              lastResult={actionData && "result" in actionData ? actionData.result : undefined}
              timeZone={timeZone}
              written
              allowsAnonymous
            />
          </LazySection>
        </section>
      ) : null}
    </section>
  );
}
