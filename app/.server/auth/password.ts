import { fromBase64Url, timingSafeEqualBytes, toBase64Url } from "./crypto";

// Production Workers refuse PBKDF2 above 100,000 iterations (workerd #1346), so this is the most we can use.
// The count is stored with each hash so it can be raised when the platform allows.
export const PBKDF2_ITERATIONS = 100_000;
const ALGORITHM = "pbkdf2-sha256";
const SALT_BYTES = 16;
const KEY_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFKC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [algorithm, iterationText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationText);
  // Refuse unknown formats and counts the runtime would reject, instead of throwing mid-request.
  if (algorithm !== ALGORITHM || !Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS)
    return false;
  if (!saltText || !hashText) return false;
  const expected = fromBase64Url(hashText);
  const actual = await derive(password, fromBase64Url(saltText), iterations);
  return timingSafeEqualBytes(actual, expected);
}

/** Spends the same work as a real verification, so unknown emails take as long as wrong passwords: never valid. */
export async function burnPasswordCheck(password: string): Promise<false> {
  await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
  return false;
}
