const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for every cookie-authenticated mutation: the browser must say the request comes
 * from our own origin (Origin, else Referer). Bearer-token requests carry no ambient credentials.
 * Returns a reason when the request must be refused.
 */
export function csrfRejection(request: Request): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.headers.get("Authorization")?.startsWith("Bearer ")) return null;
  // An email's one-click unsubscribe (RFC 8058) posts from the mail provider: its signed token is the credential.
  if (new URL(request.url).pathname.startsWith("/notifications/unsubscribe/")) return null;
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin) return origin === own ? null : "Cross-origin request refused";
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      return new URL(referer).origin === own ? null : "Cross-origin request refused";
    } catch {
      return "Invalid Referer header";
    }
  }
  return "Missing Origin header";
}
