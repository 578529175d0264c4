import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { exportVault } from "~/.server/vaults/export";

/** The Advanced tab's Export button (a form post, so it works without JavaScript): the zip streams back. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  return orErrorPage(exportVault(ctx, params.id ?? ""));
}
