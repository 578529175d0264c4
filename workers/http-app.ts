import { type Handler, Hono } from "hono";
import { createRequestServices } from "../app/.server/platform/request-context";
import { SESSION_COOKIE } from "../app/lib/auth/constants";
import { editAnswerHeaders } from "./answer-headers";
import { api } from "./api";
import { csrfRejection } from "./csrf";
import { errorAnswer } from "./errors";
import { formGuard } from "./form-guard";
import { forwardRealtime } from "./realtime";
import { securityHeaders } from "./security-headers";
import type { HttpEnv } from "./types";

const REALTIME_PREFIX = "/realtime/";

/**
 * The Worker's HTTP side, in order: the security headers of every answer, the CSRF check and the request
 * services, /realtime upgrades, then (with the renewed session cookie and Server-Timing) the API and the
 * fallback — Remix in production, a JSON 404 in the integration-test Worker, which has no Remix build.
 */
export function createHttpApp({ fallback }: { fallback: Handler<HttpEnv> }) {
  const app = new Hono<HttpEnv>();

  app.use(securityHeaders);
  app.use(async (c, next) => {
    const refusal = csrfRejection(c.req.raw);
    if (refusal) return c.json({ error: refusal }, 403);
    c.set(
      "services",
      createRequestServices(c.req.raw, c.env, (work) => c.executionCtx.waitUntil(work)),
    );
    await next();
  });

  // Before the middleware below: a 101 answer carries a WebSocket and must go back untouched.
  // (Not "/realtime/*", which would also take "/realtime" itself, a page URL.) A prefix test rather than a
  // regex route ("/realtime/:room{.*}"), whose pattern Hono's router ran against each part of every request's path.
  app.use((c, next) => (c.req.path.startsWith(REALTIME_PREFIX) ? forwardRealtime(c) : next()));

  app.use(async (c, next) => {
    const started = Date.now();
    await next();
    // A route that set the session cookie itself (sign-in, sign-out, entering the demo) has the last word.
    const renewed = c.var.services.renewedSessionCookie();
    const setsSession = c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    editAnswerHeaders(c, (headers) => {
      if (renewed && !setsSession) headers.append("Set-Cookie", renewed);
      // Time until the headers are ready (a streamed body may still be rendering). Workers clocks
      // advance only across I/O, so in production this counts D1 and other waits, not pure CPU.
      headers.append("Server-Timing", `app;dur=${Date.now() - started}`);
    });
  });

  app.route("/api", api);
  app.all("*", formGuard, fallback);
  app.onError(errorAnswer);
  return app;
}
