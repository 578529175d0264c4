// Account leftovers of issue 13 (slice B), run by both Playwright projects (JavaScript on and off).
import { expect } from "@playwright/test";
import { linkFromMailbox, test, uniqueEmail } from "../helpers/browser";
import { createOrganizationViaApi, INVITEE_PASSWORD } from "../helpers/browser-organizations";
import { PNG_BYTES } from "../helpers/files";

export function accountFlows() {
  test("someone without an account joins from the invitation with a password the policy accepts", async ({
    page,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.slow();
    await page.goto("/dashboard");
    const org = await createOrganizationViaApi(page, `Welcome Board ${Date.now().toString(36)}`);
    const email = uniqueEmail("nora");
    const invited = await page.request.post("/api/invitations", {
      headers: { Origin: new URL(baseURL!).origin },
      data: { organizationId: org.id, email, role: "member" },
    });
    expect(invited.status()).toBe(201);

    const newcomer = await browser.newContext({ javaScriptEnabled, baseURL });
    const newcomerPage = await newcomer.newPage();
    await newcomerPage.goto(await linkFromMailbox(newcomerPage, email, "invited you to"));
    await expect(newcomerPage.getByRole("heading", { name: `Join ${org.name}` })).toBeVisible();
    await expect(newcomerPage.getByText(`Your account will use ${email}.`)).toBeVisible();
    await newcomerPage.getByLabel("Full name").fill("Nora Newcomer");
    const choosePassword = async (password: string) => {
      await newcomerPage.getByLabel("Password", { exact: true }).fill(password);
      await newcomerPage.getByLabel("Confirm password").fill(password);
      await newcomerPage.getByRole("button", { name: "Create account and join" }).click();
    };
    // The default policy (001 §3) asks for an upper-case letter: the refusal names the rule and the organisation.
    await choosePassword("all lower case 1!");
    await expect(
      newcomerPage.getByText(`Password must contain an upper-case letter (${org.name}'s password policy).`),
    ).toBeVisible();
    await expect(newcomerPage.getByLabel("Full name")).toHaveValue("Nora Newcomer");
    await choosePassword(INVITEE_PASSWORD);
    await expect(newcomerPage).toHaveURL(new RegExp(`/dashboard/organizations/${org.slug}`));
    await expect(newcomerPage.getByRole("heading", { name: org.name }).first()).toBeVisible();
    // Signed in as the new person, with the name they chose.
    await newcomerPage.goto("/dashboard/profile");
    await expect(newcomerPage.getByLabel("Full name")).toHaveValue("Nora Newcomer");
    await newcomer.close();
  });

  test("a photo shows beside the name in the organisation's people, served to its members", async ({ page }) => {
    await page.goto("/dashboard");
    const org = await createOrganizationViaApi(page, `Photo Board ${Date.now().toString(36)}`);
    await page.goto("/dashboard/profile");
    await page
      .getByLabel("New photo")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(PNG_BYTES) });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByText("Photo updated.").first()).toBeVisible();
    await page.goto(`/dashboard/organizations/${org.slug}?tab=overview`);
    const photo = page.getByRole("list", { name: "People" }).locator('img[src^="/resources/avatar/"]');
    await expect(photo).toHaveCount(1);
    const served = await page.request.get((await photo.getAttribute("src"))!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    // Settings show who is signed in, with the photo, and send the name's editing to the profile.
    await page.goto("/dashboard/settings");
    await expect(page.locator('img[src^="/resources/avatar/"]').first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/dashboard/profile");
  });

  test("preferences open the meetings list in their view and start a new meeting at their length", async ({ page }) => {
    await page.goto("/dashboard");
    const org = await createOrganizationViaApi(page, `Preference Board ${Date.now().toString(36)}`);
    await page.goto("/dashboard/profile/preferences");
    // What no feature reads yet says so beside it.
    await expect(page.getByText("Not applied yet: the live meeting room has no audio or video.")).toBeVisible();
    await page.getByLabel("Default view of lists").selectOption("list");
    await page.getByLabel("Length of a new meeting (minutes)").fill("90");
    await page.getByLabel("Record meetings I start").check();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Preferences saved.").first()).toBeVisible();

    await page.goto(`/dashboard/meetings?org=${org.slug}`);
    await expect(
      page.getByRole("navigation", { name: "Meeting views" }).getByRole("link", { name: "List" }),
    ).toHaveAttribute("aria-current", "page");
    await page.goto(`/dashboard/meetings/create?org=${org.slug}`);
    const starts = await page.getByLabel("Starts").inputValue();
    const ends = await page.getByLabel("Ends").inputValue();
    expect((Date.parse(`${ends}Z`) - Date.parse(`${starts}Z`)) / 60_000).toBe(90);
    await expect(page.getByLabel("Recorded", { exact: true })).toBeChecked();
  });
}
