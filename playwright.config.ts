import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// Debian's headless shell, the build Playwright itself runs headless (lighter than the full browser on a loaded
// 2-core CI machine); the full Chromium when only that is installed.
const CHROMIUM_BUILDS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const executablePath =
  process.env.CHROME_PATH ?? CHROMIUM_BUILDS.find((path) => existsSync(path)) ?? CHROMIUM_BUILDS[0];
if (!existsSync(executablePath)) {
  const install = "sudo apt-get update && sudo apt-get install -y chromium-headless-shell";
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
    // Each demo visitor has a board of their own (decision 021): a reset touches no other test's data.
    { name: "e2e", testDir: "tests/e2e", use: { javaScriptEnabled: true } },
    { name: "nojs", testDir: "tests/nojs", use: { javaScriptEnabled: false } },
  ],
});
