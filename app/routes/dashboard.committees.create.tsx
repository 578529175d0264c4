import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { committeeCandidates } from "~/.server/committees/candidates";
import { createCommittee } from "~/.server/committees/committees";
import { NEW_COMMITTEE_READS } from "~/.server/committees/page-reads";
import { requireMembership } from "~/.server/organizations/memberships";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requestedOrganization } from "~/.server/organizations/page-reads";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import * as committeeForm from "~/components/committees/committee-form";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { CommitteeSchema } from "~/lib/committees/schemas";

// The form and the form kit bring their code after the page's (decisions 037, 051); the server renders it in full.
const CommitteeForm = lazyOnClient(import.meta.env.SSR && committeeForm.CommitteeForm, () =>
  import("~/components/committees/committee-form").then((m) => m.CommitteeForm),
);

export const meta: MetaFunction = () => [{ title: "New committee · BoardRoom" }];

async function organizationFor(request: Request, context: LoaderFunctionArgs["context"]) {
  const ctx = await requireActor(request, context);
  return orErrorPage(async () => {
    const { organization } = await pickOrganization(ctx, new URL(request.url).searchParams.get("org"));
    if (!organization) throw redirect("/dashboard/committees");
    return { ctx, organization };
  });
}

// Creating needs committees.manage: members and viewers are refused here (the page: with its reads, in one round
// trip) and by the service.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, organization } = await organizationFor(request, context);
  const organizationRef = requestedOrganization(new URL(request.url).searchParams);
  const prefetched = context.services.prefetchedPage(NEW_COMMITTEE_READS, { organizationRef });
  const people = await orErrorPage(committeeCandidates(ctx, organization.id, "committees.manage", prefetched));
  return { organization, people };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, organization } = await organizationFor(request, context);
  await orErrorPage(requireMembership(ctx, organization.id, "committees.manage"));
  const submission = parseWithZod(await request.formData(), { schema: CommitteeSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const created = await createCommittee(ctx, organization.id, submission.value);
    return redirect(`/dashboard/committees/${created.id}?org=${organization.slug}`);
  } catch (error) {
    return formError(submission, error);
  }
}

export default function CreateCommitteePage() {
  const { organization, people } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          New committee
        </h1>
        <p className="text-muted-foreground">
          A committee of {organization.name}; its members come from the organization's members.
        </p>
      </header>
      <LazySection>
        <CommitteeForm people={people} lastResult={actionData?.result} submitLabel="Create committee" />
      </LazySection>
    </section>
  );
}
