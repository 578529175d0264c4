// Playwright helpers shared by the e2e (JavaScript on) and nojs projects: the signed-in `test`, the
// account forms, the local mailbox.
import { type Browser, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { claimAccount, DEFAULT_FULL_NAME, PASSWORD, type SeededAccount } from "./account-pool";

export { PASSWORD };

let counter = 0;
export function uniqueEmail(prefix = "person") {
  const suffix = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(performance.now()).toString(36)}`;
  return `${prefix}.${suffix}@example.test`;
}

/** The cookies that sign a browser in as `account`: its session cookie, exactly as the server set it. */
export function sessionCookies(account: SeededAccount, baseURL: string | undefined) {
  if (!baseURL) throw new Error("signing in with a seeded session needs the project's baseURL");
  return [{ ...account.session, domain: new URL(baseURL).hostname }];
}

/**
 * For tests that need a fresh signed-in user and nothing else about how they got there: the test's
 * browser context starts with the session of a seeded account nobody else has taken (scripts/e2e.mjs
 * seeds them), instead of typing into the sign-up form. Other contexts a test opens stay signed out.
 * `account` says who it is; `test.use({ fullName })` picks an account with that name.
 */
export const test = base.extend<{ fullName: string; account: SeededAccount }>({
  fullName: [DEFAULT_FULL_NAME, { option: true }],
  context: async ({ context, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled !== false) awaitLazySectionsOnLoad(context);
    const browserErrors = recordBrowserErrors(context);
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus && browserErrors.length > 0) {
      await testInfo.attach("browser errors", { body: browserErrors.join("\n"), contentType: "text/plain" });
    }
  },
  account: [
    async ({ context, baseURL, fullName }, use) => {
      const account = claimAccount(fullName);
      await context.addCookies(sessionCookies(account, baseURL));
      await use(account);
    },
    { auto: true },
  ],
});

/**
 * With JavaScript, a page load (goto, reload) returns once any section whose code loads on its own (a
 * LazySection, e.g. an organisation tab) has hydrated: a test's first click then meets the hydrated section, as
 * a person's does a moment later. Loads that stop at "domcontentloaded" or "commit" don't wait.
 */
export function awaitLazySectionsOnLoad(context: BrowserContext) {
  context.on("page", (page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const settled = async (waitUntil: string | undefined) => {
      if (waitUntil === "domcontentloaded" || waitUntil === "commit") return;
      await expect(page.locator("[data-lazy-section=pending]")).toHaveCount(0);
    };
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await settled(options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await settled(options?.waitUntil);
      return response;
    };
  });
}

/**
 * What went wrong in the browser while a test ran (uncaught errors, console errors, answers of 500 and above), so
 * that a failure's report says why the page showed its error boundary, not only that it did.
 */
export function recordBrowserErrors(context: BrowserContext) {
  const errors: string[] = [];
  context.on("page", (page) => {
    page.on("pageerror", (error) => errors.push(`page error: ${error.stack ?? error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console error: ${message.text()}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 500)
        errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  });
  return errors;
}

/** Someone else, signed in with a seeded account of their own, in a browser context of their own. */
export async function anotherSignedInPerson(browser: Browser, baseURL: string) {
  const account = claimAccount(DEFAULT_FULL_NAME);
  const context = await browser.newContext({ baseURL });
  awaitLazySectionsOnLoad(context);
  await context.addCookies(sessionCookies(account, baseURL));
  return { account, context };
}

/** Opens the dashboard, where a sign-up lands, and checks the session took. */
export async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Waits until the shell has hydrated (menus, palette and shortcuts are live), and any section whose code loads
 * on its own (a LazySection, e.g. an organisation tab) has hydrated too.
 */
export async function shellReady(page: Page) {
  await expect(page.locator("[data-shell-ready=true]")).toBeAttached();
  await expect(page.locator("[data-lazy-section=pending]")).toHaveCount(0);
}

/**
 * A header menu's trigger, by the name a reader hears. Until the menu's first open it is the <summary> of the
 * server's disclosure (named by its text, or its aria-label); that open loads the Radix menu, whose trigger is a
 * menu button from then on (decision 024). The same control on screen either way.
 */
export function menuTrigger(page: Page, name: string | RegExp) {
  const summary = page.locator("header summary");
  return page
    .getByRole("button", { name })
    .or(summary.filter({ hasText: name }))
    .or(summary.and(page.getByLabel(name)));
}

/** Through the sign-up form: for the tests of signing up, signing in, lockout and password reset. */
export async function signUp(page: Page, options: { email?: string; fullName?: string; password?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  await page.goto("/auth/signup");
  await page.getByLabel("Full name").fill(options.fullName ?? DEFAULT_FULL_NAME);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(options.password ?? PASSWORD);
  await page.getByLabel("Confirm password").fill(options.password ?? PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await confirmSignUpFromMailbox(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  return { email, password: options.password ?? PASSWORD };
}

/** After the sign-up form: 'Check your email', then the emailed link, which creates the account and signs in. */
export async function confirmSignUpFromMailbox(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`We've sent an email to ${email}.`);
  await page.goto(await linkFromMailbox(page, email, "Confirm your BoardRoom account"));
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signOut(page: Page) {
  // With JavaScript, a click that lands while the page that a redirect just opened is still hydrating can be lost
  // (seen once after signing up: the page stayed on /dashboard); a person clicks a moment later, so wait for it.
  if (base.info().project.use.javaScriptEnabled !== false) await shellReady(page);
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/auth\/signin/);
}

/** Opens the newest local-mailbox message to `email` and returns the first link in it. */
export async function linkFromMailbox(page: Page, email: string, subject: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const message = page.getByRole("article", { name: subject }).first();
  await expect(message).toBeVisible();
  const href = await message.getByRole("link").first().getAttribute("href");
  if (!href) throw new Error("no link in the email");
  return href;
}
