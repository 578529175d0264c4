import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readCompiledBook } from "~/.server/board-packs/compile";
import { storedFileResponse } from "~/.server/platform/uploads/serving";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";

// The compiled book of a pack, for its audience and its managers only: through the permission check like every
// stored file, and only ever as a PDF.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const { object, downloadName } = await orErrorPage(readCompiledBook(ctx, params.id ?? ""));
  return storedFileResponse(object, { allowed: ["pdf"], downloadName, cacheControl: "private, no-store" });
}
