import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { boardPackFormOptions, createBoardPack } from "~/.server/board-packs/packs";
import { NEW_BOARD_PACK_READS } from "~/.server/board-packs/page-reads";
import { requireMembership } from "~/.server/organizations/memberships";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requestedOrganization } from "~/.server/organizations/page-reads";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import * as packForm from "~/components/board-packs/pack-form";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { BoardPackSchema } from "~/lib/board-packs/schemas";

// The form and the form kit bring their code after the page's (decisions 037, 051); the server renders it in full.
const BoardPackForm = lazyOnClient(import.meta.env.SSR && packForm.BoardPackForm, () =>
  import("~/components/board-packs/pack-form").then((m) => m.BoardPackForm),
);

export const meta: MetaFunction = () => [{ title: "New board pack · BoardRoom" }];

async function pickedOrganization(request: Request, context: LoaderFunctionArgs["context"]) {
  const ctx = await requireActor(request, context);
  const { organization } = await orErrorPage(pickOrganization(ctx, new URL(request.url).searchParams.get("org")));
  if (!organization) throw redirect("/dashboard/board-packs");
  return { ctx, organization };
}

async function organizationFor(request: Request, context: LoaderFunctionArgs["context"]) {
  const { ctx, organization } = await pickedOrganization(request, context);
  // Creating needs a role that creates content: viewers are refused here and by the service.
  await orErrorPage(requireMembership(ctx, organization.id, "content.create"));
  return { ctx, organization };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, organization } = await pickedOrganization(request, context);
  const organizationRef = requestedOrganization(new URL(request.url).searchParams);
  const prefetched = context.services.prefetchedPage(NEW_BOARD_PACK_READS, { organizationRef });
  // The form's choices are read with the same guard (viewers refused), with the session's batch where it can.
  const options = await orErrorPage(boardPackFormOptions(ctx, organization.id, "content.create", prefetched));
  return { organization, ...options };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, organization } = await organizationFor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: BoardPackSchema });
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    const created = await createBoardPack(ctx, organization.id, submission.value);
    return redirect(`/dashboard/board-packs/${created.id}`);
  } catch (error) {
    return formError(submission, error);
  }
}

export default function CreateBoardPackPage() {
  const { organization, committees, meetings, people } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          New board pack
        </h1>
        <p className="text-muted-foreground">
          A book of papers for a meeting of {organization.name}. It starts as a draft that only you and the
          organization's owners and admins see; you add sections and papers next, then publish it to its audience.
        </p>
      </header>
      <LazySection>
        <BoardPackForm
          committees={committees}
          meetings={meetings}
          people={people}
          lastResult={actionData?.result}
          submitLabel="Create board pack"
        />
      </LazySection>
    </section>
  );
}
