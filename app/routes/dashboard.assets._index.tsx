import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadDocumentsPage } from "~/.server/assets/documents-page";
import { DOCUMENTS_LIST_READS, documentsListValuesOf } from "~/.server/assets/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { DocumentsPage } from "~/components/assets/documents-page";

export const meta: MetaFunction = () => [{ title: "Assets · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const values = documentsListValuesOf(new URL(request.url).searchParams);
  const list = values ? context.services.prefetchedPage(DOCUMENTS_LIST_READS, values) : undefined;
  const { setCookie, ...page } = await orErrorPage(
    loadDocumentsPage(ctx, request, "assets", context.services.prefetchedShell(), list),
  );
  return data({ ...page, notice: null }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export default function AssetsPage() {
  const page = useLoaderData<typeof loader>();
  return <DocumentsPage title="Assets" basePath="/dashboard/assets" {...page} />;
}
