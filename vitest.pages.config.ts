// Tests that call the built app's pages (Remix's server build behind the app Worker's entry) inside workerd:
// `npm run build` first. The integration tests' pool and bindings, plus the dependency optimizer, without which
// Remix's CommonJS packages don't load in workerd. Its own cache folder: node_modules is shared between checkouts.
import { fileURLToPath } from "node:url";
import { type ConfigEnv, defineConfig, type ViteUserConfig } from "vitest/config";
import integration from "./vitest.config";

export default defineConfig(async (env: ConfigEnv) => {
  const config = await (integration as (env: ConfigEnv) => Promise<ViteUserConfig>)(env);
  return {
    ...config,
    cacheDir: fileURLToPath(new URL("./.cache/vitest-pages", import.meta.url)),
    test: {
      ...config.test,
      include: ["tests/pages/**/*.test.ts"],
      // Loading the server build takes a while on a small machine.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      deps: {
        optimizer: {
          ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime", "@remix-run/react"] },
        },
      },
    },
  };
});
