import { expect, test } from "@playwright/test";
import { demoFlows } from "../flows/demo";
import { shellReady } from "../helpers/browser";

demoFlows();

test("Escape closes the tour for good and focus stays inside while it is open", async ({ page }) => {
  await page.goto("/demo?tour=true");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Welcome to BoardRoom" })).toBeVisible();
  // This is the JavaScript dialog's test: a click before hydration is the no-JS form's post, a page load of
  // its own that can land after the Escape below and set the tour open again (seen on a cold first run).
  await shellReady(page);
  // The Radix dialog loads when the tour is shown (decision 024); until it is there the plain overlay stands in,
  // whose Next is a form post and which traps no focus. Tabbing before it arrived left the dialog (seen in a run).
  await expect(dialog).toHaveAttribute("data-state", "open");
  const tourPost = () =>
    page.waitForResponse(
      (response) => response.url().includes("/resources/demo-tour") && response.request().method() === "POST",
    );
  // Next's own answer lands before the Escape below: else it could pass for Escape's, and the reload cancel that.
  const moved = tourPost();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("heading", { name: "Your board at a glance" })).toBeVisible();
  await moved;
  // Focus trap: tabbing round the dialog never leaves it.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  // Escape closes at once; the server is told through a fetcher (wait for it before reloading).
  const closed = tourPost();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await closed;
  await expect(page.getByRole("button", { name: "Start Tour" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("tour steps do not pile up in the browser history", async ({ page }) => {
  await page.goto("/");
  await page.goto("/demo?tour=true");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Step 2 of 7")).toBeVisible();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Step 3 of 7")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("tour and demo forms answer bad input with a 400 and a clear message", async ({ page, baseURL }) => {
  await page.goto("/demo");
  await expect(page.getByText("Demo Mode", { exact: true })).toBeVisible();
  const headers = { Origin: new URL(baseURL!).origin };
  const tourAnswer = await page.request.post("/resources/demo-tour", {
    form: { intent: "jump", redirectTo: "/dashboard" },
    headers,
    maxRedirects: 0,
  });
  expect(tourAnswer.status()).toBe(400);
  expect(await tourAnswer.text()).toContain("Unknown tour action.");
  const demoAnswer = await page.request.post("/resources/demo", {
    form: { intent: "delete-everything" },
    headers,
    maxRedirects: 0,
  });
  expect(demoAnswer.status()).toBe(400);
  expect(await demoAnswer.text()).toContain("Unknown demo action.");
  // A foreign redirect target is ignored: the answer goes back to the dashboard.
  const offsite = await page.request.post("/resources/demo-tour", {
    form: { intent: "start", redirectTo: "https://evil.example/" },
    headers,
    maxRedirects: 0,
  });
  expect(offsite.status()).toBe(302);
  expect(offsite.headers().location).toBe("/dashboard");
});

test("after Exit Demo, a late background reload of the dashboard data does not sign the visitor back in", async ({
  page,
}) => {
  await page.goto("/demo");
  await expect(page.getByText("Demo Mode", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Exit Demo & Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  // What a revalidation still in flight from the demo page asks for (Remix data request).
  const late = await page.request.get("/dashboard?demo=true&_data=routes%2Fdashboard", { maxRedirects: 0 });
  const target = late.headers()["x-remix-redirect"] ?? late.headers().location ?? "";
  expect(target).toMatch(/^\/auth\/signin\?redirectTo=/);
  expect(late.headers()["set-cookie"] ?? "").not.toContain("__session=");
  // Opening a ?demo=true link is still how one enters the demo.
  await page.goto("/dashboard?demo=true");
  await expect(page.getByText("Demo Mode", { exact: true })).toBeVisible();
});

// The race behind an intermittent Exit failure, made certain: the server has answered a tour control, but the
// answer reaches the page only once Exit is under way (and the server has already ended the demo session).
// Remix then revalidates the loaders of the location being submitted to; a POST-only route that answered GET
// with a redirect to the dashboard sent the signed-out visitor to sign-in instead of the landing page.
test("a tour answer that lands while Exit is under way still ends on the landing page", async ({ page }) => {
  await page.goto("/demo?tour=true");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The race is JavaScript's: the demo strip's code loads after the page (decision 037), and an Exit clicked before
  // it is in is the no-JS form's post, whose redirect the route below would swallow (seen once in CI).
  await shellReady(page);
  let exitProcessed: () => void = () => {};
  const exitDone = new Promise<void>((resolve) => {
    exitProcessed = resolve;
  });
  await page.route(/\/resources\/demo-tour/, async (route) => {
    const answer = await route.fetch();
    await exitDone;
    await route.fulfill({ response: answer });
  });
  await page.route(/\/resources\/demo(\.data)?(\?|$)/, async (route) => {
    const answer = await route.fetch();
    exitProcessed();
    const revalidation = page.waitForRequest((request) => request.method() === "GET" && /\.data/.test(request.url()));
    await Promise.race([revalidation, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    await route.fulfill({ response: answer }).catch(() => {
      // The navigation this answers was replaced by another (the bug): nothing is waiting for it any more.
    });
  });
  await dialog.getByRole("button", { name: "Close tour" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Exit Demo & Sign In" }).click();
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

// Quick clicks on a slow connection: each tour control is sent before the last one was answered (Remix cancels
// the earlier request), so the server must not rebuild what was explored from a cookie that missed a step.
test("quick clicks through a slow tour keep every feature explored", async ({ page }) => {
  await page.goto("/demo?tour=true");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.route(/\/resources\/demo-tour/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue().catch(() => {
      // Cancelled by the next click: the page no longer waits for this answer.
    });
  });
  for (let step = 2; step <= 7; step++) {
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText(`Step ${step} of 7`)).toBeVisible();
  }
  await expect(dialog.getByText("100% explored")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.reload();
  await expect(page.getByRole("dialog").getByText("100% explored")).toBeVisible();
});
