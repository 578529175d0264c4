import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LOGO_FILE_SERVING, readOrganizationLogo } from "~/.server/organizations/settings";
import { storedFileResponse } from "~/.server/platform/uploads/serving";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";

// Members only: a logo is served through the permission check like every other file, and only as the image
// type it was recognised as (a logo stored with another type is downloaded, never rendered).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const object = await orErrorPage(readOrganizationLogo(ctx, params.id ?? ""));
  return storedFileResponse(object, LOGO_FILE_SERVING);
}
