// The unsubscribe page's two halves (signed out, by token): what the link names, and the POST that acts on it.
import type { ServiceContext } from "../platform/context";
import { unsubscribeFromCategory } from "./preferences";
import { readUnsubscribeToken, type UnsubscribeTarget } from "./unsubscribe";

export async function findUnsubscribe(ctx: ServiceContext, token: string): Promise<UnsubscribeTarget | null> {
  return readUnsubscribeToken(ctx.config, token);
}

/** Switches the category's email off; null when the token is forged or its user no longer exists. */
export async function unsubscribeByToken(ctx: ServiceContext, token: string): Promise<UnsubscribeTarget | null> {
  const target = await readUnsubscribeToken(ctx.config, token);
  if (!target) return null;
  return (await unsubscribeFromCategory(ctx, target.userId, target.category)) ? target : null;
}
