import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readOrganizationLogo } from "~/.server/organizations/settings";
import { ServiceError } from "~/.server/platform/errors";
import { requireActor } from "~/.server/remix/guards";

// Members only: a logo is served through the permission check like every other file.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  try {
    const object = await readOrganizationLogo(ctx, params.id ?? "");
    return new Response(object.body, {
      headers: {
        "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      },
    });
  } catch (error) {
    if (error instanceof ServiceError) return new Response("Not found", { status: 404 });
    throw error;
  }
}
