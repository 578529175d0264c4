// Playwright helpers for organisations, shared by the e2e and nojs projects.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { awaitLazySectionsOnLoad, linkFromMailbox, uniqueEmail } from "./browser";

/** A password that meets an organisation's default policy (001 §3: upper case, a number, a special character). */
export const INVITEE_PASSWORD = "A sturdy passphrase 1!";

/** Creates an organisation through the form and returns its settings page's path. */
export async function createOrganization(page: Page, name: string) {
  await page.goto("/dashboard/organizations/create");
  await page.getByLabel("Organization name").fill(name);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(/\/dashboard\/organizations\/[a-z0-9-]+\?created=1/);
  return new URL(page.url()).pathname;
}

/** Creates an organisation through the API as the signed-in user of `page` (on a page of this app). */
export async function createOrganizationViaApi(page: Page, name: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/organizations/create", {
    data: { name },
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { organization: { id: string; name: string; slug: string } }).organization;
}

/** Invites `email` from the owner's page and has that person join with a new account in a browser of their own. */
export async function inviteAndAccept(
  page: Page,
  browser: Browser,
  orgPath: string,
  email: string,
  javaScriptEnabled: boolean,
) {
  // Two browsers, the mailbox and a sign-up: give these tests room on a busy 2-core machine.
  test.slow();
  await page.goto(`${orgPath}?tab=invitations`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("viewer");
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Pending invitations" }).getByRole("listitem").filter({ hasText: email }),
  ).toContainText("expires");

  const invitee = await browser.newContext({ javaScriptEnabled, baseURL: new URL(page.url()).origin });
  if (javaScriptEnabled) awaitLazySectionsOnLoad(invitee);
  const inviteePage = await invitee.newPage();
  const link = await linkFromMailbox(inviteePage, email, "invited you to");
  await inviteePage.goto(link);
  // No account yet: the invitation page itself asks for a name and a password (the link proves the address).
  await expect(inviteePage.getByRole("heading", { name: /^Join / })).toBeVisible();
  await inviteePage.getByLabel("Full name").fill("Ivy Invitee");
  await inviteePage.getByLabel("Password", { exact: true }).fill(INVITEE_PASSWORD);
  await inviteePage.getByLabel("Confirm password").fill(INVITEE_PASSWORD);
  await inviteePage.getByRole("button", { name: "Create account and join" }).click();
  await expect(inviteePage).toHaveURL(new RegExp(orgPath));
  return { invitee, inviteePage };
}

/**
 * A new organisation of the signed-in user with Ivy Invitee as a viewer (invited, joined with a new account),
 * and its members tab open.
 */
export async function boardWithInvitee(page: Page, browser: Browser, boardName: string, javaScriptEnabled: boolean) {
  const orgPath = await createOrganization(page, `${boardName} ${Date.now().toString(36)}`);
  const email = uniqueEmail("ivy");
  const { invitee } = await inviteAndAccept(page, browser, orgPath, email, javaScriptEnabled);
  await invitee.close();
  await page.goto(`${orgPath}?tab=members`);
  return { orgPath, email };
}

/** The members list (toasts are list items too, so lookups stay inside the list). */
export const membersList = (page: Page) => page.getByRole("list", { name: "Members" });
