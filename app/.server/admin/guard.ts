// The admin console's one gate: platform administrators only, everyone else a 404 (the area is not revealed).
import type { ActorContext } from "../platform/context";
import { authorize } from "../platform/policy";

export function requirePlatformAdmin(ctx: ActorContext): void {
  authorize(ctx.actor, "platform.administer");
}
