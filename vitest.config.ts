// Integration tests run inside workerd with the real D1 migrations, a real R2 bucket and the real
// NotificationHub class. The test Worker (tests/integration/worker.ts) is the app Worker's HTTP side
// without the Remix build, and defines the hub itself; the script_name wiring between the two Workers
// is proven end to end by Playwright.

import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
  return {
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    plugins: [
      cloudflareTest({
        main: "./tests/integration/worker.ts",
        remoteBindings: false,
        miniflare: {
          compatibilityDate: "2026-04-01",
          compatibilityFlags: ["nodejs_compat"],
          d1Databases: ["DB"],
          r2Buckets: ["FILES"],
          queueProducers: { JOBS: "boardroom-jobs" },
          // SQLite-backed, as durable-objects/wrangler.toml declares it (new_sqlite_classes).
          durableObjects: {
            NOTIFICATION_HUB: { className: "NotificationHub", useSQLite: true },
            ASSET_ROOM: { className: "AssetRoom", useSQLite: true },
            MEETING_ROOM: { className: "MeetingRoom", useSQLite: true },
          },
          bindings: {
            APP_ENV: "test",
            AUTH_SECRET: "integration-test-secret-0123456789abcdef",
            EMAIL_FROM: "BoardRoom <no-reply@boardroom.test>",
            APP_URL: "https://boardroom.test",
            TEST_MIGRATIONS: migrations,
            // One listener per meeting room, so the tests reach a listener shard with two listeners.
            MEETING_ROOM_LISTENERS_PER_ROOM: "1",
          },
        },
      }),
    ],
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/setup.ts"],
      // One workerd per pool worker for all its files (decision 056): files share its D1, R2 and modules, so each
      // test makes its own organisations and people and never counts rows it did not write. Starting a workerd,
      // loading the app and migrating D1 for each of 145 files took two thirds of the suite's time.
      isolate: false,
      // Not a budget (those live in bench/): a test that signs in 21 times hashes 21 passwords for real, which took
      // over vitest's 5 s default on a loaded 2-core machine and failed CI. 30 s still ends a test that hangs.
      testTimeout: 30_000,
      deps: {
        optimizer: { ssr: { include: ["@remix-run/cloudflare", "@remix-run/server-runtime", "@remix-run/react"] } },
      },
    },
  };
});
