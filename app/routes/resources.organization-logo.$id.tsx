import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readOrganizationLogo } from "~/.server/organizations/settings";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";

// Members only: a logo is served through the permission check like every other file.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const object = await orErrorPage(readOrganizationLogo(ctx, params.id ?? ""));
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
