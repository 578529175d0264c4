// The app Worker: /api (Hono), /realtime (WebSocket upgrade forwarded to a room), and Remix for the rest.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { createRequestServices } from "../app/.server/platform/request-context";
import { SESSION_COOKIE } from "../app/lib/auth/constants";
// The server build exists once `npm run build` has run; the scripts always build first.
// biome-ignore lint/suspicious/noTsIgnore: the file is absent before the first build and present after it
// @ts-ignore -- generated file
import * as serverBuild from "../build/server";
import { api, servicesByRequest } from "./api";
import { csrfRejection } from "./csrf";
import { handleJobBatch, runScheduledJobs } from "./jobs";
import { forwardRealtime } from "./realtime";

const remixHandler = createRequestHandler(serverBuild as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const started = Date.now();
    const refusal = csrfRejection(request);
    if (refusal) return Response.json({ error: refusal }, { status: 403 });

    const services = createRequestServices(request, env);
    const url = new URL(request.url);
    let response: Response;
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
      servicesByRequest.set(request, services);
      response = await api.fetch(request, env, ctx);
    } else if (url.pathname.startsWith("/realtime/")) {
      return forwardRealtime(request, env, services);
    } else {
      response = await remixHandler(request, { cloudflare: { env, ctx, cf: request.cf }, services });
    }
    // A fresh Response: headers of some responses (e.g. fetched ones) are immutable.
    response = new Response(response.body, response);
    // A route that set the session cookie itself (sign-in, sign-out, entering the demo) has the last word.
    const renewed = services.renewedSessionCookie();
    const setsSession = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (renewed && !setsSession) response.headers.append("Set-Cookie", renewed);
    // Time until the headers are ready (a streamed body may still be rendering). Workers clocks
    // advance only across I/O, so in production this counts D1 and other waits, not pure CPU.
    response.headers.append("Server-Timing", `app;dur=${Date.now() - started}`);
    return response;
  },
  queue: handleJobBatch,
  scheduled: runScheduledJobs,
} satisfies ExportedHandler<Env>;
