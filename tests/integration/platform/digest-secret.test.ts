// digestSecret keeps one imported HMAC key per secret (decision 051): the digests stay the keyed HMAC-SHA-256.
import { describe, expect, it } from "vitest";
import { digestSecret, toBase64Url } from "../../../app/.server/auth/crypto";

async function hmac(secret: string, key: string) {
  const encoder = new TextEncoder();
  const imported = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return toBase64Url(await crypto.subtle.sign("HMAC", imported, encoder.encode(secret)));
}

describe("digestSecret", () => {
  it("answers the HMAC of the secret under each key, also when a key is used again", async () => {
    const first = "k".repeat(32);
    const second = "m".repeat(32);
    for (let round = 0; round < 2; round++) {
      expect(await digestSecret("session-token", first)).toBe(await hmac("session-token", first));
      expect(await digestSecret("session-token", second)).toBe(await hmac("session-token", second));
    }
    expect(await digestSecret("session-token", first)).not.toBe(await digestSecret("session-token", second));
  });
});
