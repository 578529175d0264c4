// The security headers of every answer the Worker makes, in one place (docs/decisions/019): a Content-Security-Policy
// whose per-request nonce the pages' inline scripts carry, HSTS in production, no caching of anything a signed-in
// request or a sign-in answer returns, and no sniffing, framing or cross-origin referrers.
import type { MiddlewareHandler } from "hono";
import { SESSION_COOKIE } from "../app/lib/auth/constants";
import { readCookie } from "../app/lib/platform/cookies";
import { editAnswerHeaders } from "./answer-headers";
import type { HttpEnv } from "./types";

/** The pages' policy: scripts only from our origin or carrying this request's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // sonner adds a <style> element at run time and server-rendered markup has style attributes; neither can
    // carry a nonce, and a nonce in style-src would switch 'unsafe-inline' off. CSS cannot run script.
    "style-src 'self' 'unsafe-inline'",
    // blob: for previews the page makes itself (the upload dropzone's thumbnails); only our scripts create them.
    "img-src 'self' blob:",
    "font-src 'self'",
    // 'self' also matches ws: and wss: on our own host (CSP Level 3): the /realtime socket.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const HSTS = "max-age=63072000; includeSubDomains";
export const PRIVATE_NO_STORE = "private, no-store";

/** 16 random bytes, base64: unguessable, new for every request. */
function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * A signed-in request (session cookie or API token) or an answer that signs someone in is never stored by a
 * browser or a shared cache: the settings page lists sessions and tokens. Anything else without a caching rule
 * of its own is not stored either (sign-in, sign-up, reset and invitation pages). A route's own `private` or
 * `no-store` rule stands (a logo's URL changes with every upload).
 */
export function cacheControlFor(request: Request, response: Response): string {
  const own = response.headers.get("Cache-Control");
  const signedIn =
    Boolean(readCookie(request.headers.get("Cookie"), SESSION_COOKIE)) ||
    request.headers.has("Authorization") ||
    response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (own && (!signedIn || /\b(private|no-store)\b/i.test(own))) return own;
  return PRIVATE_NO_STORE;
}

/** Sets the nonce for the Remix render (load context) and the headers on the answer. */
export const securityHeaders: MiddlewareHandler<HttpEnv> = async (c, next) => {
  const nonce = createNonce();
  c.set("cspNonce", nonce);
  await next();
  // A WebSocket upgrade goes back untouched: copying the answer would drop its socket.
  if (c.res.status === 101) return;
  const cacheControl = cacheControlFor(c.req.raw, c.res);
  editAnswerHeaders(c, (headers) => {
    // A stored file brings its own, stricter policy (app/.server/platform/uploads/serving.ts).
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    headers.set("Cache-Control", cacheControl);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    // Stricter than strict-origin-when-cross-origin: reset and invitation links carry tokens in their URLs.
    headers.set("Referrer-Policy", "same-origin");
    if (c.env.APP_ENV === "production") headers.set("Strict-Transport-Security", HSTS);
  });
};
