import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { getDraft, wizardStepChoices } from "~/.server/vaults/drafts";
import { NEW_VAULT_READS, wizardRowsOf } from "~/.server/vaults/page-reads";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import * as wizard from "~/components/vaults/wizard";
import { WizardDraftSchema } from "~/lib/vaults/schemas";
import { WIZARD_LAST_STEP } from "~/lib/vaults/texts";
import { performWizardAction, performWizardUpload } from "./actions.server";

// The wizard and the form kit bring their code after the page's (decisions 037, 051: the page's first load was
// over its 120 KB budget); the server renders the step in full, and its forms post without JavaScript meanwhile.
const CreateVaultWizard = lazyOnClient(import.meta.env.SSR && wizard.CreateVaultWizard, () =>
  import("~/components/vaults/wizard").then((m) => m.CreateVaultWizard),
);

export const meta: MetaFunction = () => [{ title: "Create Vault · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const draftId = url.searchParams.get("draft");
  // A draft's page reads its draft and its organisation's choices with the session (decision 066).
  const prefetched = wizardRowsOf(draftId ? context.services.prefetchedPage(NEW_VAULT_READS, { draftId }) : undefined);
  return orErrorPage(async () => {
    const { organizations, organization: current } = await pickOrganization(ctx, url.searchParams.get("org"));
    // Viewers create nothing (content.create): their organisations are not offered.
    const choices = organizations.filter((org) => org.role !== "viewer");
    const draft = draftId
      ? await getDraft(ctx, draftId, prefetched?.draft)
      : {
          id: null,
          step: 0,
          data: WizardDraftSchema.parse({
            organizationId: choices.some((org) => org.id === current?.id) ? current?.id : choices[0]?.id,
          }),
        };
    const requested = Number(url.searchParams.get("step") ?? draft.step);
    const step = Number.isInteger(requested) ? Math.min(Math.max(requested, 0), WIZARD_LAST_STEP) : 0;
    const pdfOnly = url.searchParams.get("type") === "pdf";
    const organizationId = choices.some((org) => org.id === draft.data.organizationId)
      ? draft.data.organizationId
      : null;
    // Step 0 offers nothing of the organisation; the later steps what `wizardStepChoices` reads.
    const offered =
      organizationId && step >= 1 ? await wizardStepChoices(ctx, organizationId, prefetched?.steps) : null;
    const assets = step === 1 && offered ? (pdfOnly ? offered.pdfAssets : offered.allAssets) : [];
    const allAssets = step === 3 && offered ? offered.allAssets : [];
    const people = step >= 2 && offered ? offered.boardMates : [];
    // The organisation made in the wizard comes first (001 §2.2).
    const ordered = [...choices].sort(
      (a, b) =>
        Number(b.id === draft.data.organizationId && draft.data.organizationCreatedInWizard) -
        Number(a.id === draft.data.organizationId && draft.data.organizationCreatedInWizard),
    );
    return {
      draftId: draft.id,
      step,
      data: { ...draft.data, organizationId },
      organizations: ordered,
      assets,
      selectedFileNames: allAssets.filter((asset) => draft.data.assetIds.includes(asset.id)).map((a) => a.fileName),
      people,
      pdfOnly,
      justCreated: url.searchParams.get("created") === "1",
      justUploaded: url.searchParams.get("uploaded") === "1",
      now: Date.now(),
    };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  // A multipart post is the asset step's upload: streamed, never read whole by request.formData().
  if (/^\s*multipart\//i.test(request.headers.get("Content-Type") ?? "")) return performWizardUpload(ctx, request);
  return orErrorPage(performWizardAction(ctx, await request.formData()));
}

export type WizardPageData = SerializeFrom<typeof loader>;

export default function CreateVaultPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Create Vault
        </h1>
        <p className="text-muted-foreground">
          A secure room for a set of board documents and the people who read them.
        </p>
      </header>
      <LazySection>
        <CreateVaultWizard page={page} answer={answer} />
      </LazySection>
    </section>
  );
}
