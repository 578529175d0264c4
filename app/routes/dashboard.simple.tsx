import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadDocumentsPage } from "~/.server/assets/documents-page";
import { DOCUMENTS_LIST_READS, documentsListValuesOf } from "~/.server/assets/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { recordVisit } from "~/.server/shell/recent";
import { DocumentsPage } from "~/components/assets/documents-page";
import { ASSET_PAGE_TEXTS } from "~/lib/assets/texts";
import { DOCUMENTS_REDIRECT } from "~/lib/shell/constants";

export const meta: MetaFunction = () => [{ title: "Documents · BoardRoom" }];

// 000 §2.4: the single Documents page; /dashboard/documents lands here with ?from=documents and its notice.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const values = documentsListValuesOf(new URL(request.url).searchParams);
  const list = values ? context.services.prefetchedPage(DOCUMENTS_LIST_READS, values) : undefined;
  const page = await orErrorPage(loadDocumentsPage(ctx, request, "simple", context.services.prefetchedShell(), list));
  recordVisit(ctx, { href: "/dashboard/simple", title: "Documents", type: "page" });
  const { setCookie, ...shown } = page;
  const query = new URL(request.url).searchParams;
  const notice =
    query.get("from") === "documents"
      ? DOCUMENTS_REDIRECT.body
      : query.get("deleted") === "1"
        ? ASSET_PAGE_TEXTS.deleted
        : null;
  return data({ ...shown, notice }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export default function SimpleDocumentsPage() {
  const page = useLoaderData<typeof loader>();
  return <DocumentsPage title="Documents" basePath="/dashboard/simple" {...page} />;
}
