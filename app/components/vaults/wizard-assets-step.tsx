import { Form, useSubmit } from "@remix-run/react";
import { useRef } from "react";
import { Dropzone } from "~/components/assets/dropzone";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useHydrated } from "~/components/use-hydrated";
import type { UploadedAsset } from "~/lib/assets/upload-client";
import { acceptExtensions, DOCUMENT_FILE_TYPES } from "~/lib/platform/file-types";
import { WIZARD_ASSET_TAGS_SHOWN, WIZARD_MESSAGES } from "~/lib/vaults/texts";
import type { WizardPageData } from "~/routes/dashboard.vaults.create/route";

type Answer = { error: string; fieldErrors?: Record<string, string[]> } | undefined;

/** The plain upload form's id: its controls sit in the step (the `form` attribute), as forms can't nest. */
const UPLOAD_FORM_ID = "vault-wizard-upload";

/**
 * Step 2 (001 §2.2): the actor's own uploads (newest first, 50, PDF filter, 3 tags) and the upload dropzone (§2.6).
 * With JavaScript, what the dropzone uploads is posted back as selected, with the boxes as they are; without it, a
 * plain multipart form uploads one file and comes back to this step with it selected.
 */
export function AssetsStep({ page, answer, stepFormId }: { page: WizardPageData; answer: Answer; stepFormId: string }) {
  const shown = new Set(page.assets.map((asset) => asset.id));
  const hidden = page.data.assetIds.filter((id) => !shown.has(id));
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex gap-2" aria-label="Asset type">
        <Button
          type="submit"
          name="intent"
          value="filter:all"
          size="sm"
          variant={page.pdfOnly ? "outline" : "secondary"}
          aria-pressed={!page.pdfOnly}
          formNoValidate
        >
          All Types
        </Button>
        <Button
          type="submit"
          name="intent"
          value="filter:pdf"
          size="sm"
          variant={page.pdfOnly ? "secondary" : "outline"}
          aria-pressed={page.pdfOnly}
          formNoValidate
        >
          PDFs only
        </Button>
      </fieldset>
      {page.data.organizationId ? (
        <WizardUpload page={page} answer={answer} stepFormId={stepFormId} organizationId={page.data.organizationId} />
      ) : null}
      {hidden.map((id) => (
        <input key={id} type="hidden" name="keepAssetIds" value={id} />
      ))}
      {!page.data.organizationId ? (
        <p className="text-sm text-muted-foreground">{WIZARD_MESSAGES.organizationRequired}</p>
      ) : page.assets.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {page.pdfOnly
            ? "You have uploaded no PDFs to this organization."
            : "You have uploaded no documents to this organization yet."}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Your documents</legend>
          {page.assets.map((asset) => (
            <Label key={asset.id} className="flex items-start gap-2 rounded-md border p-3 text-sm">
              <input
                type="checkbox"
                name="assetIds"
                value={asset.id}
                defaultChecked={page.data.assetIds.includes(asset.id)}
                className="mt-1"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="break-words font-medium">{asset.fileName}</span>
                {asset.tags.length > 0 ? (
                  <span className="flex flex-wrap gap-1">
                    {asset.tags.slice(0, WIZARD_ASSET_TAGS_SHOWN).map((tag) => (
                      <span key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs">
                        {tag}
                      </span>
                    ))}
                  </span>
                ) : null}
              </span>
            </Label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function WizardUpload({
  page,
  answer,
  stepFormId,
  organizationId,
}: {
  page: WizardPageData;
  answer: Answer;
  stepFormId: string;
  organizationId: string;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  // The dropzone reports every success since it opened: each document is posted once.
  const posted = useRef(new Set<string>());
  const selectUploaded = (uploaded: UploadedAsset[]) => {
    const fresh = uploaded.filter((asset) => !posted.current.has(asset.id));
    const stepForm = document.getElementById(stepFormId);
    if (fresh.length === 0 || !(stepForm instanceof HTMLFormElement)) return;
    for (const asset of fresh) posted.current.add(asset.id);
    const form = new FormData(stepForm);
    form.set("intent", "selectUploaded");
    form.set("organizationId", organizationId);
    if (page.pdfOnly) form.set("type", "pdf");
    for (const asset of fresh) form.append("uploadedAssetIds", asset.id);
    submit(form, { method: "post", preventScrollReset: true });
  };
  if (hydrated) {
    return (
      <section aria-label="Upload documents" className="flex flex-col gap-2">
        <Dropzone organizationId={organizationId} onComplete={selectUploaded} />
        <p className="text-xs text-muted-foreground">Documents you upload here are selected for this vault.</p>
      </section>
    );
  }
  const fileError = answer?.fieldErrors?.file?.[0];
  return (
    <section aria-label="Upload documents" className="flex flex-col gap-2 rounded-md border border-dashed p-3">
      {page.justUploaded ? (
        <p role="status" className="text-sm">
          {WIZARD_MESSAGES.uploadedAndSelected}
        </p>
      ) : null}
      <input type="hidden" name="organizationId" value={organizationId} form={UPLOAD_FORM_ID} />
      <Label htmlFor="wizard-upload-file">Upload a document</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id="wizard-upload-file"
          type="file"
          name="file"
          required
          form={UPLOAD_FORM_ID}
          accept={acceptExtensions(DOCUMENT_FILE_TYPES)}
          aria-describedby={fileError ? "wizard-upload-error" : undefined}
          className="h-auto max-w-sm border-0 px-0 text-sm"
        />
        <Button type="submit" form={UPLOAD_FORM_ID} variant="outline" size="sm">
          Upload and select
        </Button>
      </div>
      {fileError ? (
        <p id="wizard-upload-error" className="text-sm text-destructive">
          {fileError}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The plain upload's form, rendered by the wizard after the step's form (forms can't nest): empty, the controls in
 * the step point at it. The draft and the filter ride in its URL, as the body is read as a stream.
 */
export function WizardUploadForm({ page }: { page: WizardPageData }) {
  const hydrated = useHydrated();
  if (hydrated || !page.data.organizationId) return null;
  const query = new URLSearchParams({ ...(page.draftId ? { draft: page.draftId } : {}), step: "1" });
  if (page.pdfOnly) query.set("type", "pdf");
  return (
    <Form
      id={UPLOAD_FORM_ID}
      method="post"
      encType="multipart/form-data"
      action={`/dashboard/vaults/create?${query}`}
    />
  );
}
