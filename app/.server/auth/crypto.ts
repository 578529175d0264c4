// Small WebCrypto helpers shared by passwords, sessions, API tokens and reset links.
const encoder = new TextEncoder();

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A URL-safe random token carrying `byteLength` bytes of entropy. */
export function randomToken(byteLength = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

// The HMAC key of each secret, imported once per isolate: every page view's session lookup digests its cookie,
// and importing the same key again each time was CPU for nothing (decision 051). Bounded; a failed import is
// forgotten so the next call tries again.
const hmacKeys = new Map<string, Promise<CryptoKey>>();
function hmacKey(key: string): Promise<CryptoKey> {
  let imported = hmacKeys.get(key);
  if (!imported) {
    if (hmacKeys.size >= 8) hmacKeys.clear();
    imported = crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    imported.catch(() => hmacKeys.delete(key));
    hmacKeys.set(key, imported);
  }
  return imported;
}

/** Keyed digest of a bearer secret, so stored rows cannot be replayed as cookies or tokens. */
export async function digestSecret(secret: string, key: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await hmacKey(key), encoder.encode(secret)));
}

export function timingSafeEqualBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  // workerd's constant-time comparison (not in the DOM typings this project also loads).
  return (crypto.subtle as unknown as { timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean }).timingSafeEqual(a, b);
}
