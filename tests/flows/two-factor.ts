// Two-factor sign-in end to end (issue 13), run by both Playwright projects (JavaScript on and off): set it up
// with a code computed here from the secret the page shows, sign out, sign in with a code, then with a recovery code.
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { signIn, signOut, test } from "../helpers/browser";

test.use({ fullName: "Tess Two-Factor" });

const PERIOD_MS = 30_000;

/**
 * The current code, computed right before it is typed. A code works once, so when the step is one already used
 * (the setup's), wait for the next step to begin rather than racing the 30-second boundary.
 */
async function freshCode(secret: string, usedSteps: Set<number>): Promise<string> {
  let step = Math.floor(Date.now() / PERIOD_MS);
  while (usedSteps.has(step)) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_MS - Date.now() + 50));
    step = Math.floor(Date.now() / PERIOD_MS);
  }
  usedSteps.add(step);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() });
}

async function submitCode(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

export function twoFactorFlows() {
  test("set up two-factor, then sign in with a code and with a recovery code", async ({ page, account }) => {
    test.setTimeout(120_000);
    const usedSteps = new Set<number>();
    await page.goto("/dashboard/settings");
    await page.getByRole("link", { name: "Set up two-factor" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/two-factor$/);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel("Code from your app").fill("000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByText("That code is not valid.").first()).toBeVisible();

    await page.getByLabel("Code from your app").fill(await freshCode(secret, usedSteps));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
    const recoveryCodes = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expect(page.getByText("Two-factor sign-in is on", { exact: true })).toBeVisible();

    await page.goto("/dashboard");
    await signOut(page);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
    await submitCode(page, await freshCode(secret, usedSteps));
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOut(page);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
    await submitCode(page, recoveryCodes[0]!);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The recovery code was spent, and the settings page records the sign-ins.
    await signOut(page);
    await signIn(page, account.email, account.password);
    await submitCode(page, recoveryCodes[0]!);
    await expect(page.getByText("That code is not valid.").first()).toBeVisible();
  });
}
