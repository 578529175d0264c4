import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { storedFileResponse } from "~/.server/platform/uploads/serving";
import { AVATAR_FILE_SERVING, readAvatar } from "~/.server/profile/profile";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";

// A profile photo, for its owner, people who share an organisation with them, and platform admins (else 404).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const object = await orErrorPage(readAvatar(ctx, params.id ?? ""));
  return storedFileResponse(object, AVATAR_FILE_SERVING);
}
