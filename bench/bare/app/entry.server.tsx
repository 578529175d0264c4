import type { EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";

const ABORT_DELAY = 5000;

// The app's entry (app/entry.server.tsx) without its CSP nonce and theme hints: the render sent whole, with its length.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  const body = await renderToReadableStream(
    <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
    {
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // Waited for before the read starts, so React writes each finished boundary in place, not as a fallback and a
  // script that swaps it in later.
  await body.allReady;
  clearTimeout(timeout);
  const whole = await new Response(body).arrayBuffer();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Length", String(whole.byteLength));
  return new Response(whole, { headers: responseHeaders, status: responseStatusCode });
}
