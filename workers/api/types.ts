import type { ActorContext } from "../../app/.server/context";
import type { RequestServices } from "../../app/.server/request-context";

export type ApiEnv = {
  Bindings: Env;
  Variables: { services: RequestServices; ctx: ActorContext };
};
