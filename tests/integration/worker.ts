// Test entry: the API Worker without the Remix build, plus the real NotificationHub class.
import { api } from "../../workers/api";
import { csrfRejection } from "../../workers/csrf";

export { NotificationHub } from "../../durable-objects/notification-hub";

export default {
  async fetch(request, env, ctx) {
    const refusal = csrfRejection(request);
    if (refusal) return Response.json({ error: refusal }, { status: 403 });
    return api.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
