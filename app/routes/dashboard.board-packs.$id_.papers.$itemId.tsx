import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { recordPaperRead } from "~/.server/board-packs/reads";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";

// Opening a paper from its pack: the read is recorded ('read by N of M'), then the document's reader opens.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const { assetId } = await orErrorPage(recordPaperRead(ctx, params.id ?? "", params.itemId ?? ""));
  return redirect(`/dashboard/assets/${assetId}/read`);
}
