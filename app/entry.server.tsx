import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { CspNonceContext } from "~/lib/platform/csp-nonce";

const ABORT_DELAY = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every inline script of the page carries it: the policy allows no other (workers/security-headers.ts).
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  const body = await renderToReadableStream(
    <CspNonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </CspNonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // Every loader has answered before React renders (no page defers data), so the page is ready a millisecond or two
  // after its first byte would be: it goes as one body with its length, not as React's many small chunks, each of
  // which costs the Worker and every hop after it (decision 073).
  // Waited for before the read starts, so React writes each finished boundary in place, not as a fallback and a
  // script that swaps it in later.
  await body.allReady;
  clearTimeout(timeout);
  const whole = await new Response(body).arrayBuffer();

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Length", String(whole.byteLength));
  // Lets the server render the right theme for "system" on the next request, without a flash.
  responseHeaders.set("Accept-CH", "Sec-CH-Prefers-Color-Scheme");
  responseHeaders.set("Vary", "Cookie, Sec-CH-Prefers-Color-Scheme");
  return new Response(whole, { headers: responseHeaders, status: responseStatusCode });
}
