// The app Worker: Hono in front (/api, /realtime), Remix for the pages, plus the queue consumer and Cron Trigger.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists once `npm run build` has run; the scripts always build first.
// biome-ignore lint/suspicious/noTsIgnore: the file is absent before the first build and present after it
// @ts-ignore -- generated file
import * as serverBuild from "../build/server";
import { createHttpApp } from "./http-app";
import { handleJobBatch, runScheduledJobs } from "./jobs";

const remixHandler = createRequestHandler(serverBuild as unknown as ServerBuild);

const app = createHttpApp({
  fallback: (c) =>
    remixHandler(c.req.raw, {
      cloudflare: {
        env: c.env,
        ctx: c.executionCtx,
        // On first use only: reading request.cf builds it from JSON, and no page reads it (decision 051).
        get cf() {
          return c.req.raw.cf;
        },
      },
      services: c.var.services,
      cspNonce: c.var.cspNonce,
    }),
});

export default {
  fetch: app.fetch,
  queue: handleJobBatch,
  scheduled: runScheduledJobs,
} satisfies ExportedHandler<Env>;
