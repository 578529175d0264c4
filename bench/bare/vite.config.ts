// The bare page (docs/decisions/023): built by the same Remix Vite plugin, with the same future flags and
// server target as the app (../../vite.config.ts), from the repository's node_modules.
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: here,
  // Build-time caches stay out of the tree, with wrangler's local state (git-ignored).
  cacheDir: fileURLToPath(new URL("../../.wrangler/vite-bench-bare", import.meta.url)),
  // No stylesheet here: don't pick up the app's PostCSS and Tailwind configuration from the repository root.
  css: { postcss: { plugins: [] } },
  plugins: [
    remix({
      appDirectory: "app",
      buildDirectory: "build",
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
  ssr: {
    target: "webworker",
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
});
