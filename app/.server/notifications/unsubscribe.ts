// Unsubscribe links in notification email: `<userId>.<category>.<HMAC>` signed with the app secret, so a link
// works signed out (and from a mail client's one-click POST, RFC 8058) yet can't be forged for someone else.
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from "../../lib/notifications/delivery";
import { NotificationCategorySchema } from "../../lib/notifications/preference-schemas";
import { fromBase64Url, timingSafeEqualBytes, toBase64Url } from "../auth/crypto";
import type { AppEnv } from "../platform/env";

const encoder = new TextEncoder();

async function signature(secret: string, userId: string, category: NotificationCategory) {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`unsubscribe:${userId}:${category}`)));
}

export async function unsubscribeToken(
  config: Pick<AppEnv, "AUTH_SECRET">,
  userId: string,
  category: NotificationCategory,
) {
  return `${userId}.${category}.${toBase64Url(await signature(config.AUTH_SECRET, userId, category))}`;
}

export const unsubscribePath = (token: string) => `/notifications/unsubscribe/${encodeURIComponent(token)}`;

export type UnsubscribeTarget = { userId: string; category: NotificationCategory; label: string };

/** The user and category a token names, or null when it is malformed or its signature does not match. */
export async function readUnsubscribeToken(
  config: Pick<AppEnv, "AUTH_SECRET">,
  token: string,
): Promise<UnsubscribeTarget | null> {
  if (token.length > 200) return null;
  const [userId, rawCategory, given, ...rest] = token.split(".");
  const category = NotificationCategorySchema.safeParse(rawCategory);
  if (!userId || !given || rest.length > 0 || !category.success) return null;
  let givenBytes: Uint8Array;
  try {
    givenBytes = fromBase64Url(given);
  } catch {
    return null;
  }
  const expected = await signature(config.AUTH_SECRET, userId, category.data);
  if (!timingSafeEqualBytes(givenBytes, expected)) return null;
  return { userId, category: category.data, label: NOTIFICATION_CATEGORIES[category.data].label };
}
