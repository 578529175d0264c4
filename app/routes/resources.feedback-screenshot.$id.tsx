import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readFeedbackScreenshot, SCREENSHOT_FILE_SERVING } from "~/.server/feedback/feedback";
import { storedFileResponse } from "~/.server/platform/uploads/serving";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";

// Platform admins only (anyone else: 404), and only as the image type it was recognised as (decision 020).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const object = await orErrorPage(readFeedbackScreenshot(ctx, params.id ?? ""));
  return storedFileResponse(object, SCREENSHOT_FILE_SERVING);
}
