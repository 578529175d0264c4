import type { ActorContext } from "../../app/.server/platform/context";
import type { RequestServices } from "../../app/.server/platform/request-context";

export type ApiEnv = {
  Bindings: Env;
  Variables: { services: RequestServices; ctx: ActorContext };
};
