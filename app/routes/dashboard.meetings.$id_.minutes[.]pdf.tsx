// The minutes as a PDF (a resource route): for whoever can read the meeting.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { minutesPdf } from "~/.server/meetings/minutes-pdf";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { getPreferences } from "~/.server/shell/preferences";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const { bytes, filename } = await orErrorPage(async () =>
    minutesPdf(ctx, params.id ?? "", (await getPreferences(ctx, ctx.actor.user.id)).timezone),
  );
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
