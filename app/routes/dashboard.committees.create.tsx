import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { committeeCandidates, parseCommitteeForm } from "~/.server/committees/candidates";
import { createCommittee } from "~/.server/committees/committees";
import { requireMembership } from "~/.server/organizations/memberships";
import { pickOrganization } from "~/.server/organizations/organizations";
import { ServiceError } from "~/.server/platform/errors";
import { requireActor } from "~/.server/remix/guards";
import { CommitteeForm } from "~/components/committees/committee-form";

export const meta: MetaFunction = () => [{ title: "New committee · BoardRoom" }];

async function organizationFor(request: Request, context: LoaderFunctionArgs["context"]) {
  const ctx = await requireActor(request, context);
  try {
    const { organization } = await pickOrganization(ctx, new URL(request.url).searchParams.get("org"));
    if (!organization) throw redirect("/dashboard/committees");
    // Creating needs committees.manage: members and viewers are refused here and by the service.
    await requireMembership(ctx, organization.id, "committees.manage");
    return { ctx, organization };
  } catch (error) {
    if (error instanceof ServiceError) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, organization } = await organizationFor(request, context);
  return { organization, people: await committeeCandidates(ctx, organization.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, organization } = await organizationFor(request, context);
  try {
    const created = await createCommittee(ctx, organization.id, parseCommitteeForm(await request.formData()));
    return redirect(`/dashboard/committees/${created.id}?org=${organization.slug}`);
  } catch (error) {
    if (error instanceof ServiceError)
      return data(
        { message: error.fieldErrors ? null : error.message, errors: error.fieldErrors ?? {} },
        { status: error.status },
      );
    throw error;
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
      <CommitteeForm
        people={people}
        errors={actionData?.errors}
        message={actionData?.message}
        submitLabel="Create committee"
      />
    </section>
  );
}
