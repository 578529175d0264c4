import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { getAssetDetail } from "~/.server/assets/assets";
import { assetPageAction } from "~/.server/assets/detail-actions.server";
import { ASSET_PAGE_READS } from "~/.server/assets/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { loadAssetPageParts, metadataFormPart, sharesPanelPart } from "~/components/assets/asset-page-parts";
import { DeleteDocumentButton, DeleteDocumentStep } from "~/components/assets/delete-document";
import { SignedLink } from "~/components/assets/signed-link";
import { VersionsPanel } from "~/components/assets/versions-panel";
import { FirstUsePart } from "~/components/first-use-part";
import { Button } from "~/components/ui/button";
import { StatusMessage } from "~/components/ui/status-message";
import { DOCUMENT_CATEGORIES, NO_TEXT_LAYER_REASON } from "~/lib/assets/constants";
import { fileTypeLabel, formatDate, formatFileSize } from "~/lib/assets/format";
import { ASSET_PAGE_TEXTS } from "~/lib/assets/texts";
import { breadcrumbNamedBy } from "~/lib/shell/navigation";

export const handle = breadcrumbNamedBy<SerializeFrom<typeof loader>>((data) => data.asset.title);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.asset.title} · Documents · BoardRoom` : "Document · BoardRoom" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const id = params.id ?? "";
  const [detail] = await Promise.all([
    orErrorPage(
      getAssetDetail(
        ctx,
        id,
        `/dashboard/assets/${id}`,
        context.services.prefetchedPage(ASSET_PAGE_READS, { assetId: id }),
      ),
    ),
    loadAssetPageParts(),
  ]);
  const { asset } = detail;
  return {
    asset: {
      id: asset.id,
      title: asset.title,
      description: asset.description,
      category: asset.category,
      tags: asset.tags,
      visibility: asset.visibility,
      originalFileName: asset.originalFileName,
      fileSize: asset.fileSize,
      fileType: asset.fileType,
      currentVersion: asset.currentVersion,
      viewCount: asset.viewCount,
      downloadCount: asset.downloadCount,
      extractionStatus: asset.extractionStatus,
      extractionError: asset.extractionError,
      createdAt: asset.createdAt,
      updatedAt: asset.updatedAt,
    },
    organization: { name: detail.organization.name, slug: detail.organization.slug },
    owner: detail.owner,
    versions: detail.versions,
    shares: detail.shares,
    members: detail.members,
    permissions: detail.permissions,
    readOnlyBecause: detail.scope.readOnlyBecause,
    arrived: arrivalNotice(new URL(request.url).searchParams),
    confirmDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    now: Date.now(),
  };
}

/** The notice after a redirect here: a fresh upload or a copy just made. */
function arrivalNotice(query: URLSearchParams) {
  if (query.get("uploaded") === "1") return ASSET_PAGE_TEXTS.uploaded;
  if (query.get("duplicated") === "1") return ASSET_PAGE_TEXTS.duplicated;
  return null;
}

// On a client-side navigation the forms' code loads beside the data; the first visit hydrates them on first use.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), loadAssetPageParts()]);
  return data;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const answer = await assetPageAction(ctx, params.id ?? "", request);
  if ("redirect" in answer) return redirect(answer.redirect);
  return data(answer.body, { status: answer.status });
}

const EXTRACTION_TEXT = ASSET_PAGE_TEXTS.extraction;

export default function AssetPage() {
  const {
    asset,
    organization,
    owner,
    versions,
    shares,
    members,
    permissions,
    readOnlyBecause,
    arrived,
    now,
    confirmDelete,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const ok = actionData?.ok ?? arrived;
  const result = actionData?.result;
  // Which form the answer is for: the intent it was posted with.
  const isShareResult = result?.initialValue?.intent === "share";
  const noTextLayer = asset.extractionError === NO_TEXT_LAYER_REASON;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="page-title" className="break-words text-2xl font-semibold tracking-tight">
            {asset.title}
          </h1>
          <p className="break-all text-muted-foreground">
            {asset.originalFileName} · {fileTypeLabel(asset.fileType)} · {formatFileSize(asset.fileSize)} · version{" "}
            {asset.currentVersion}
          </p>
          <p className="text-sm text-muted-foreground">
            {organization.name} · {asset.category} · uploaded {formatDate(asset.createdAt)}
            {owner ? ` by ${owner.fullName || owner.email}` : ""} · {asset.viewCount} views · {asset.downloadCount}{" "}
            downloads
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={`/dashboard/assets/${asset.id}/download`} download>
              Download
            </a>
          </Button>
          {asset.fileType === "pdf" ? (
            <Button asChild variant="outline">
              <Link to={`/dashboard/assets/${asset.id}/read`}>{ASSET_PAGE_TEXTS.openReader}</Link>
            </Button>
          ) : null}
        </div>
      </header>
      <StatusMessage message={ok} />
      {actionData?.refusal ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
          {actionData.refusal}
        </p>
      ) : null}
      {readOnlyBecause ? (
        <p role="note" className="rounded-md border px-3 py-2 text-sm">
          {readOnlyBecause}
        </p>
      ) : null}
      <p className="text-sm" data-testid="extraction-status">
        <span className="font-medium">Text: </span>
        {noTextLayer ? NO_TEXT_LAYER_REASON : EXTRACTION_TEXT[asset.extractionStatus]}
        {asset.extractionStatus === "failed" && asset.extractionError && !noTextLayer
          ? ` (${asset.extractionError})`
          : ""}
      </p>
      <SignedLink link={actionData?.signedLink ?? null} />
      <div className="flex flex-wrap gap-2">
        {permissions.canDuplicate ? (
          <Form method="post">
            <Button type="submit" name="intent" value="duplicate" variant="outline">
              Duplicate
            </Button>
          </Form>
        ) : null}
        {permissions.canManage && !confirmDelete ? <DeleteDocumentButton title={asset.title} /> : null}
      </div>
      {permissions.canManage && confirmDelete ? <DeleteDocumentStep assetId={asset.id} title={asset.title} /> : null}
      {permissions.canEdit ? (
        <section aria-labelledby="details-title" className="flex flex-col gap-3">
          <h2 id="details-title" className="text-lg font-semibold">
            Details
          </h2>
          <FirstUsePart
            id="asset-details-part"
            part={metadataFormPart}
            props={{
              values: asset,
              categories: [...DOCUMENT_CATEGORIES],
              lastResult: isShareResult ? undefined : result,
            }}
          />
        </section>
      ) : asset.description ? (
        <p>{asset.description}</p>
      ) : null}
      <VersionsPanel versions={versions} canEdit={permissions.canEdit} canManage={permissions.canManage} />
      {permissions.canManage ? (
        <FirstUsePart
          id="asset-shares-part"
          part={sharesPanelPart}
          props={{ shares, members, now, lastResult: isShareResult ? result : undefined }}
        />
      ) : null}
    </section>
  );
}
