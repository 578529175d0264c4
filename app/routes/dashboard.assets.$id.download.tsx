import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { downloadAsset } from "~/.server/assets/files";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";

// The document's bytes through the permission check (issue 10 Security); ?inline=1 opens a PDF or image in
// place for the reader, with the same checks and watermark.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const inline = new URL(request.url).searchParams.get("inline") === "1";
  return orErrorPage(downloadAsset(ctx, params.id ?? "", { inline }));
}
