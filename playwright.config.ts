import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(executablePath)) {
  const install = "sudo apt-get update && sudo apt-get install -y chromium";
  throw new Error(`No Chromium found at ${executablePath}. Install it with: ${install} (or set CHROME_PATH).`);
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
  // CI may retry a test once; the retry reporter then names it, since a flaky test is a bug to fix.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["./tests/helpers/retry-reporter.ts"]],
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
