import { eq } from "drizzle-orm";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { authorize } from "../platform/policy";
import { listApiTokens } from "./api-tokens";
import { listUserSessions } from "./sessions";

/**
 * Everything the settings page shows about the signed-in account, in one call. The page manages
 * tokens, password and devices, so it needs the browser session: a bearer token gets a 403 page.
 */
export async function loadAccountSettings(ctx: ActorContext) {
  const { actor } = ctx;
  authorize(actor, "account.view_settings");
  const [profile, sessions, tokens] = await Promise.all([
    ctx.db
      .select({ fullName: schema.users.fullName, email: schema.users.email, createdAt: schema.users.createdAt })
      .from(schema.users)
      .where(eq(schema.users.id, actor.user.id))
      .get(),
    listUserSessions(ctx, actor.user.id, actor.sessionId),
    listApiTokens(ctx),
  ]);
  return {
    profile: profile ?? { fullName: actor.user.fullName, email: actor.user.email, createdAt: 0 },
    sessions,
    tokens,
    isDemo: actor.user.isDemo,
  };
}
