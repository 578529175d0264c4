// The bare page's Worker: Remix's request handler and nothing in front of it (no Hono, no services).
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists once the bench has built this app (bench/bare.mjs).
// biome-ignore lint/suspicious/noTsIgnore: the file is absent before the first build and present after it
// @ts-ignore -- generated file
import * as serverBuild from "./build/server";

export type BareEnv = { DB: D1Database };

const handle = createRequestHandler(serverBuild as unknown as ServerBuild);

export default {
  // The app's load context type (its Env, its services) is declared for the app; this page has only DB.
  fetch: (request, env, ctx) =>
    handle(request, { cloudflare: { env, ctx, cf: request.cf } } as unknown as AppLoadContext),
} satisfies ExportedHandler<BareEnv>;
