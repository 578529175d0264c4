import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { getCommittee, setCommitteeStatus, updateCommittee } from "~/.server/committees/committees";
import { COMMITTEE_PAGE_READS } from "~/.server/committees/page-reads";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requestedOrganization } from "~/.server/organizations/page-reads";
import { notFound } from "~/.server/platform/errors";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage, refusalOf } from "~/.server/remix/service-errors";
import { recordVisit } from "~/.server/shell/recent";
import * as committeeForm from "~/components/committees/committee-form";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { Avatar } from "~/components/profile/avatar";
import { Button } from "~/components/ui/button";
import { RefusalMessage, StatusMessage } from "~/components/ui/status-message";
import { CommitteeSchema } from "~/lib/committees/schemas";
import { breadcrumbNamedBy } from "~/lib/shell/navigation";

// The edit form and the form kit bring their code after the page's (decisions 037, 051); the server renders the
// form in full, and it posts natively until its code is in.
const CommitteeForm = lazyOnClient(import.meta.env.SSR && committeeForm.CommitteeForm, () =>
  import("~/components/committees/committee-form").then((m) => m.CommitteeForm),
);

export const handle = breadcrumbNamedBy<SerializeFrom<typeof loader>>((data) => data.committee.name);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.committee.name} · Committees · BoardRoom` : "Committee · BoardRoom" },
];

async function load(request: Request, context: LoaderFunctionArgs["context"], committeeId: string) {
  const ctx = await requireActor(request, context);
  const organizationRef = requestedOrganization(new URL(request.url).searchParams);
  const prefetched = context.services.prefetchedPage(COMMITTEE_PAGE_READS, { organizationRef, committeeId });
  return orErrorPage(async () => {
    const { organization } = await pickOrganization(ctx, organizationRef);
    if (!organization) throw notFound("Committee not found");
    return { ctx, organization, detail: await getCommittee(ctx, organization.id, committeeId, prefetched) };
  });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { ctx, organization, detail } = await load(request, context, params.id ?? "");
  recordVisit(ctx, {
    href: `/dashboard/committees/${detail.committee.id}?org=${organization.slug}`,
    title: detail.committee.name,
    type: "committee",
  });
  return {
    organization,
    committee: detail.committee,
    members: detail.members,
    canManage: detail.canManage,
    people: detail.candidates,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { ctx, organization, detail } = await load(request, context, params.id ?? "");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "archive" || intent === "restore") {
    try {
      await setCommitteeStatus(ctx, organization.id, detail.committee.id, intent === "archive" ? "archived" : "active");
      return { ok: intent === "archive" ? "Committee archived" : "Committee restored" };
    } catch (error) {
      const refusal = refusalOf(error);
      return data({ refusal: refusal.message }, { status: refusal.status });
    }
  }
  const submission = parseWithZod(formData, { schema: CommitteeSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    await updateCommittee(ctx, organization.id, detail.committee.id, submission.value);
    return { ok: "Committee saved", result: submission.reply() };
  } catch (error) {
    return formError(submission, error);
  }
}

export default function CommitteePage() {
  const { committee, members, canManage, people } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const chair = members.find((member) => member.role === "chair");
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            {committee.name}
            {committee.status === "archived" ? (
              <span className="ml-2 rounded-full bg-muted px-2 py-0.5 align-middle text-xs">Archived</span>
            ) : null}
          </h1>
          {committee.description ? <p className="text-muted-foreground">{committee.description}</p> : null}
        </div>
        {canManage ? (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value={committee.status === "archived" ? "restore" : "archive"}
              variant="outline"
            >
              {committee.status === "archived" ? "Restore committee" : "Archive committee"}
            </Button>
          </Form>
        ) : null}
      </header>
      <StatusMessage message={actionData && "ok" in actionData ? actionData.ok : null} />
      <RefusalMessage message={actionData && "refusal" in actionData ? actionData.refusal : null} />
      <section aria-labelledby="members-title" className="flex flex-col gap-2">
        <h2 id="members-title" className="text-lg font-semibold">
          Members
        </h2>
        {members.length === 0 ? <p className="text-muted-foreground">No members yet.</p> : null}
        <ul className="flex flex-col divide-y rounded-md border">
          {members.map((member) => (
            <li key={member.userId} className="flex items-center justify-between p-3 text-sm">
              <span className="flex items-center gap-3">
                <Avatar avatarUrl={member.avatarUrl} name={member.fullName} email={member.email} />
                <span>{member.fullName || member.email}</span>
              </span>
              <span className="text-muted-foreground">{member.role === "chair" ? "Chair" : "Member"}</span>
            </li>
          ))}
        </ul>
      </section>
      {canManage && committee.status === "active" ? (
        <section aria-labelledby="edit-title" className="flex flex-col gap-3">
          <h2 id="edit-title" className="text-lg font-semibold">
            Edit committee
          </h2>
          <LazySection>
            <CommitteeForm
              people={people}
              values={{
                name: committee.name,
                description: committee.description,
                memberIds: members.map((member) => member.userId),
                chairId: chair?.userId ?? null,
              }}
              lastResult={actionData && "result" in actionData ? actionData.result : undefined}
              submitLabel="Save committee"
            />
          </LazySection>
        </section>
      ) : null}
    </section>
  );
}
