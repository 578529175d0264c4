// GET /calendar/{token}.ics: the private feed calendar apps subscribe to (no session: the token is the key, and only
// its hash is stored). A wrong or revoked token is a plain 404. Apps poll, so the answer may be cached a few minutes.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FEED_MAX_AGE_SECONDS, feedByToken } from "~/.server/meetings/calendar";
import { refusalOf } from "~/.server/remix/service-errors";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  if (!file.endsWith(".ics")) return notFound();
  try {
    const ics = await feedByToken(context.services.service, file.slice(0, -".ics".length));
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="boardroom.ics"',
        "Cache-Control": `private, max-age=${FEED_MAX_AGE_SECONDS}`,
      },
    });
  } catch (error) {
    const refusal = refusalOf(error);
    return refusal.status === 404 ? notFound() : new Response(refusal.message, { status: refusal.status });
  }
}
