// The Remix Vite plugin replaces remix.config.js: its options live here (docs/decisions/001).
// Dev server: docs/decisions/009 (pages through the app Worker's own fetch; /api and /realtime
// proxied to both Workers under wrangler dev).

import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin, type Rollup } from "vite";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

const root = fileURLToPath(new URL(".", import.meta.url));
// `npm run dev` starts wrangler dev here (scripts/dev.mjs); 8787 is also where `npm start` serves.
const workersOrigin = process.env.BOARDROOM_WORKERS_ORIGIN ?? "http://127.0.0.1:8787";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    appWorkerDevServer(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  server: {
    // Local D1/R2 files change on every write, and build/ is wrangler's business: not hot-reload events.
    watch: { ignored: ["**/.wrangler/**", "**/build/**"] },
    // The Host header is kept (no changeOrigin): the Worker's own-origin CSRF and WebSocket Origin
    // checks then compare the browser's Origin with the dev server's origin, as in production.
    proxy: {
      "^/api(/|$)": { target: workersOrigin },
      "^/realtime/": { target: workersOrigin, ws: true },
    },
  },
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // Pages name the icon sprite once per icon, 45 times on /dashboard: a short name saves 450 bytes there.
        assetFileNames: ({ names }) =>
          names.includes("icon-sprite.svg") ? "assets/i-[hash][extname]" : "assets/[name]-[hash][extname]",
        manualChunks: isSsrBuild
          ? undefined
          : firstLoadChunks({
              "root-imports": [resolve(root, "app/root.tsx")],
              // The dashboard layout renders the shell on every signed-in page; most pages show dates.
              "shell-imports": [
                resolve(root, "app/components/shell/app-shell.tsx"),
                resolve(root, "app/routes/dashboard.tsx"),
                resolve(root, "app/lib/platform/dates.ts"),
              ],
            }),
      },
    },
  },
  ssr: {
    target: "webworker",
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
}));

/**
 * What every page with JavaScript loads before it starts, in two chunks instead of about twenty (docs/decisions/055):
 * the root route and everything it imports, however indirectly, then the app shell and the dashboard layout (every
 * signed-in page's) and everything they import, with the date helpers (decision 064). Merging them costs no page a
 * byte it did not load already, the date helpers' 0.9 KB aside; left to Rollup they were many small chunks, and each
 * is a modulepreload link plus an entry in each route's `imports` in every page's HTML.
 */
function firstLoadChunks(closures: Record<string, string[]>): Rollup.GetManualChunk {
  let chunkOf: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!chunkOf) {
      chunkOf = new Map();
      for (const [chunk, modules] of Object.entries(closures)) {
        const pending = [...modules];
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
          if (chunkOf.has(next)) continue;
          chunkOf.set(next, chunk);
          pending.push(...(getModuleInfo(next)?.importedIds ?? []));
        }
      }
    }
    return chunkOf.get(id);
  };
}

/**
 * Serves pages in `vite dev` through the production entry, workers/app.ts, so the CSRF check, the
 * session renewal cookie and the request services are the production code. Pages run in Node here,
 * not workerd, so three Workers-only things are stood in for: its `../build/server` becomes Remix's
 * live dev build (hot reload), `cloudflare:email` becomes a stub (local mode keeps email in D1;
 * nothing sends in dev), and `crypto.subtle.timingSafeEqual` comes from node:crypto. Bindings come
 * from wrangler's platform proxy on the same local state as `npm start` and `wrangler dev`.
 */
function appWorkerDevServer(): Plugin {
  const entry = resolve(root, "workers/app.ts");
  const productionBuild = resolve(root, "build/server");
  const emailStub = "\0boardroom:cloudflare-email-dev-stub";
  return {
    name: "boardroom-app-worker-dev",
    apply: "serve",
    enforce: "pre",
    async resolveId(id, importer) {
      if (id === "cloudflare:email") return emailStub;
      if (importer === entry && resolve(dirname(importer), id) === productionBuild) {
        return this.resolve("virtual:remix/server-build", importer, { skipSelf: true });
      }
      return null;
    },
    load(id) {
      if (id !== emailStub) return null;
      const reason = "send_email exists only in production; local mode keeps email in D1 (/dev/mailbox)";
      return `export class EmailMessage { constructor() { throw new Error(${JSON.stringify(reason)}); } }`;
    },
    async configureServer(server) {
      if (!("timingSafeEqual" in crypto.subtle)) {
        Object.defineProperty(crypto.subtle, "timingSafeEqual", {
          value: (a: Uint8Array, b: Uint8Array) => timingSafeEqual(a, b),
        });
      }
      const { getPlatformProxy } = await import("wrangler");
      const platform = await getPlatformProxy<Env>({
        configPath: resolve(root, "wrangler.toml"),
        persist: { path: resolve(root, ".wrangler/state/v3") },
        remoteBindings: false,
      });
      server.httpServer?.once("close", () => void platform.dispose());
      // Emailed links open the pages this dev server serves (npm run dev sets the address).
      const env = { ...platform.env, APP_URL: process.env.BOARDROOM_APP_URL ?? platform.env.APP_URL } as Env;
      return () => {
        server.middlewares.use(async (nodeRequest, nodeResponse, next) => {
          try {
            const worker = (await server.ssrLoadModule(entry)).default as ExportedHandler<Env>;
            const response = await worker.fetch!(
              toWebRequest(nodeRequest, nodeResponse),
              env,
              platform.ctx as ExecutionContext,
            );
            await sendWebResponse(response as unknown as Response, nodeResponse);
          } catch (error) {
            // A reader that leaves mid-stream (a reload, a closed tab) is not a server error.
            if (nodeResponse.headersSent || nodeResponse.destroyed) nodeResponse.destroy();
            else next(error);
          }
        });
      };
    },
  };
}

function toWebRequest(nodeRequest: IncomingMessage, nodeResponse: ServerResponse) {
  // The URL's origin comes from Host, as in workerd (Remix's own dev adapter takes it from Origin,
  // which would make every Origin look like our own to the CSRF check).
  const path = (nodeRequest as IncomingMessage & { originalUrl?: string }).originalUrl ?? nodeRequest.url ?? "/";
  const url = new URL(path, `http://${nodeRequest.headers.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeRequest.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  nodeResponse.once("close", () => nodeResponse.writableFinished || controller.abort());
  const hasBody = nodeRequest.method !== "GET" && nodeRequest.method !== "HEAD";
  const body = hasBody ? (Readable.toWeb(nodeRequest) as unknown as ReadableStream) : undefined;
  return new Request(url, {
    method: nodeRequest.method,
    headers,
    body,
    signal: controller.signal,
    duplex: "half",
  } as RequestInit) as Request<unknown, IncomingRequestCfProperties>;
}

async function sendWebResponse(response: Response, nodeResponse: ServerResponse) {
  nodeResponse.statusCode = response.status;
  nodeResponse.statusMessage = response.statusText;
  for (const [name, value] of response.headers) if (name !== "set-cookie") nodeResponse.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) nodeResponse.setHeader("set-cookie", cookies);
  if (!response.body) return void nodeResponse.end();
  await pipeline(Readable.fromWeb(response.body as unknown as NodeReadableStream), nodeResponse);
}
