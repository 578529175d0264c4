import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOrganization } from "~/.server/organizations/organizations";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { keepRetryAfter } from "~/.server/remix/service-errors";
import { DemoLockedNote } from "~/components/demo/demo-locked-note";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as createForm from "~/components/organizations/create-organization-form";
import { CreateOrganizationSchema } from "~/lib/organizations/schemas";

// The form and the form kit bring their code after the page's (decisions 037, 051); the server renders it in full.
const CreateOrganizationForm = lazyOnClient(import.meta.env.SSR && createForm.CreateOrganizationForm, () =>
  import("~/components/organizations/create-organization-form").then((m) => m.CreateOrganizationForm),
);

export const meta: MetaFunction = () => [{ title: "New organization · BoardRoom" }];

// A rate-limited post answers Retry-After, with or without JavaScript (decision 018).
export const headers = keepRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  return { isDemo: ctx.actor.user.isDemo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: CreateOrganizationSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const organization = await createOrganization(ctx, submission.value);
    return redirect(`/dashboard/organizations/${organization.slug}?created=1`);
  } catch (error) {
    return formError(submission, error);
  }
}

export default function CreateOrganizationPage() {
  const actionData = useActionData<typeof action>();
  const { isDemo } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          New organization
        </h1>
        <p className="text-muted-foreground">
          An organization holds a board: its members, committees, meetings and papers. You will be its owner.
        </p>
      </header>
      <DemoLockedNote isDemo={isDemo} />
      <LazySection>
        <CreateOrganizationForm lastResult={actionData?.result} isDemo={isDemo} />
      </LazySection>
    </section>
  );
}
