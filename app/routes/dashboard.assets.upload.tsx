import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { UPLOAD_PAGE_READS } from "~/.server/assets/page-reads";
import { uploadAsset } from "~/.server/assets/upload";
import { mayUploadInto } from "~/.server/assets/upload-page";
import { pickOrganization } from "~/.server/organizations/organizations";
import { requestedOrganization } from "~/.server/organizations/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage, refusalOf } from "~/.server/remix/service-errors";
import { Dropzone } from "~/components/assets/dropzone";
import { OrganizationPicker } from "~/components/organizations/organization-picker";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { useHydrated } from "~/components/use-hydrated";
import { DOCUMENT_CATEGORIES } from "~/lib/assets/constants";
import type { UploadedAsset } from "~/lib/assets/upload-client";
import { acceptExtensions, DOCUMENT_FILE_TYPES } from "~/lib/platform/file-types";

export const meta: MetaFunction = () => [{ title: "Upload documents · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const organizationRef = requestedOrganization(url.searchParams);
  const prefetched = context.services.prefetchedPage(UPLOAD_PAGE_READS, { organizationRef });
  return orErrorPage(async () => {
    const { organizations, organization } = await pickOrganization(ctx, url.searchParams.get("org"));
    const canUpload = organization ? await mayUploadInto(ctx, organization.id, prefetched) : false;
    return { organizations, organization, canUpload, vaultId: url.searchParams.get("vaultId") ?? "" };
  });
}

// The plain form (no JavaScript) posts the same multipart body as the dropzone; it is read as a stream.
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  try {
    const asset = await uploadAsset(ctx, request);
    return redirect(`/dashboard/assets/${asset.id}?uploaded=1`);
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ refusal: refusal.message }, { status: refusal.status });
  }
}

export default function UploadPage() {
  const { organizations, organization, canUpload, vaultId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [category, setCategory] = useState<string>(DOCUMENT_CATEGORIES[0]);
  const [uploaded, setUploaded] = useState<UploadedAsset[]>([]);
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Upload documents
        </h1>
        <p className="text-muted-foreground">
          {organization ? `Into ${organization.name}.` : "Documents belong to an organization."}
        </p>
      </header>
      <OrganizationPicker organizations={organizations} currentId={organization?.id} />
      {actionData?.refusal ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
          {actionData.refusal}
        </p>
      ) : null}
      {!organization ? (
        <p>
          <Link to="/dashboard/organizations/create">Create an organization</Link> first.
        </p>
      ) : !canUpload ? (
        <p className="text-muted-foreground">Your role in {organization.name} does not allow uploading documents.</p>
      ) : hydrated ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="upload-category">Category</Label>
            <NativeSelect
              id="upload-category"
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value)}
            >
              {DOCUMENT_CATEGORIES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </NativeSelect>
          </div>
          <Dropzone
            organizationId={organization.id}
            vaultId={vaultId || undefined}
            category={category}
            onComplete={setUploaded}
          />
          {uploaded.length > 0 ? (
            <p role="status">
              {uploaded.length === 1 ? "1 document uploaded. " : `${uploaded.length} documents uploaded. `}
              <Link to={`/dashboard/simple?org=${organization.slug}`}>See all documents</Link>
            </p>
          ) : null}
        </div>
      ) : (
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
          <input type="hidden" name="organizationId" value={organization.id} />
          {vaultId ? <input type="hidden" name="vaultId" value={vaultId} /> : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor="upload-title">Title (optional)</Label>
            <Input id="upload-title" name="title" maxLength={200} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="upload-category">Category</Label>
            <NativeSelect id="upload-category" name="category" defaultValue={DOCUMENT_CATEGORIES[0]}>
              {DOCUMENT_CATEGORIES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="upload-file">File</Label>
            <Input id="upload-file" type="file" name="file" required accept={acceptExtensions(DOCUMENT_FILE_TYPES)} />
          </div>
          <div>
            <Button type="submit">Upload</Button>
          </div>
        </Form>
      )}
    </section>
  );
}
