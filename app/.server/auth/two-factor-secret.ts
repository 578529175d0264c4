// The TOTP secret at rest: AES-GCM under a key derived (HKDF) from AUTH_SECRET, so a copy of the database alone
// can't mint codes. Rotating AUTH_SECRET therefore turns every authenticator off (they must be set up again).
import { fromBase64Url, toBase64Url } from "./crypto";

const encoder = new TextEncoder();
const VERSION = "v1";

async function secretKey(authSecret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(authSecret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode("boardroom totp secret") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

export async function sealTotpSecret(base32: string, authSecret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await secretKey(authSecret),
    encoder.encode(base32),
  );
  return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(sealed)}`;
}

/** The base32 secret, or null when it can't be opened (AUTH_SECRET changed, or the row was tampered with). */
export async function openTotpSecret(sealed: string, authSecret: string): Promise<string | null> {
  const [version, ivText, bodyText] = sealed.split(".");
  if (version !== VERSION || !ivText || !bodyText) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64Url(ivText) },
      await secretKey(authSecret),
      fromBase64Url(bodyText),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
