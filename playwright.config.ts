import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(executablePath)) {
  throw new Error(
    `No Chromium found at ${executablePath}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROME_PATH).`,
  );
}

const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:8788";
const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** Specs that reset shared data (e.g. the demo board); see the projects below. */
const RESETS_SHARED_STATE = "**/*.reset.spec.ts";

export default defineConfig({
  testDir: "tests",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: { baseURL, headless: true, launchOptions, trace: "off", screenshot: "only-on-failure" },
  projects: [
    { name: "e2e", testDir: "tests/e2e", testIgnore: RESETS_SHARED_STATE, use: { javaScriptEnabled: true } },
    { name: "nojs", testDir: "tests/nojs", testIgnore: RESETS_SHARED_STATE, use: { javaScriptEnabled: false } },
    // Resetting the demo board signs every demo visitor out, so these run alone, after the rest.
    {
      name: "e2e-reset",
      testDir: "tests/e2e",
      testMatch: RESETS_SHARED_STATE,
      use: { javaScriptEnabled: true },
      dependencies: ["e2e", "nojs"],
    },
    {
      name: "nojs-reset",
      testDir: "tests/nojs",
      testMatch: RESETS_SHARED_STATE,
      use: { javaScriptEnabled: false },
      dependencies: ["e2e-reset"],
    },
  ],
});
