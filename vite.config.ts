// The Remix Vite plugin replaces remix.config.js: its options live here (docs/decisions/001).
import {
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
  vitePlugin as remix,
} from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { getLoadContext } from "./workers/load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    remixCloudflareDevProxy({
      getLoadContext,
      configPath: "wrangler.toml",
      remoteBindings: false,
    } as Parameters<typeof remixCloudflareDevProxy>[0]),
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
  build: { target: "es2022" },
  ssr: { target: "webworker", resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] } },
});
