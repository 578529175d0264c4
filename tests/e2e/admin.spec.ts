// The admin console with JavaScript: an administrator suspends a user, whose open page is signed out on its
// next request, and whose sign-in is then refused with the suspension's own text.
import { expect } from "@playwright/test";
import { SUSPENDED_SIGN_IN_MESSAGE } from "../../app/lib/admin/constants";
import { PLATFORM_ADMIN_NAME } from "../helpers/account-pool";
import { anotherSignedInPerson, test } from "../helpers/browser";

test.use({ fullName: PLATFORM_ADMIN_NAME });

test("an admin suspends a user; the user's open page is signed out on its next request", async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await anotherSignedInPerson(browser, baseURL ?? "");
  const memberPage = await member.context.newPage();
  await memberPage.goto("/dashboard");
  await expect(memberPage).toHaveURL(/\/dashboard$/);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "Users" }).click();
  await page.getByLabel("Name or email").fill(member.account.email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 user", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: member.account.fullName }).click();
  await page.getByRole("button", { name: "Suspend account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Account suspended" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Reactivate account" })).toBeVisible();

  // The member's next request finds no session: back to sign-in, where the password no longer opens the door.
  await memberPage.getByRole("link", { name: "Committees" }).first().click();
  await expect(memberPage).toHaveURL(/\/auth\/signin/);
  await memberPage.getByLabel("Email").fill(member.account.email);
  await memberPage.getByLabel("Password").fill(member.account.password);
  await memberPage.getByRole("button", { name: "Sign in" }).click();
  await expect(memberPage.getByText(SUSPENDED_SIGN_IN_MESSAGE)).toBeVisible();

  // The admin can't suspend themselves: their own page offers no account actions.
  await page.goto("/admin/users?filter=admins");
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await member.context.close();
});
