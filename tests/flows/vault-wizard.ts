// The Create Vault wizard's asset step, run by both Playwright projects: with JavaScript the dropzone uploads and
// the document appears selected; without it a plain multipart form does the same. Either way the draft keeps it.
import { expect, type Locator, type Page } from "@playwright/test";
import { makePdf } from "../helpers/asset-files";
import { expectNoSeriousAxeFindings } from "../helpers/axe";
import { shellReady, test } from "../helpers/browser";
import { codeOfScripts } from "../helpers/script-code";

async function openAssetStep(page: Page) {
  await page.goto("/dashboard/organizations/create");
  await page.getByLabel("Organization name").fill(`Wizard Board ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(/created=1/);
  await page.goto("/dashboard/vaults/create");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Include Assets" })).toBeVisible();
}

async function uploadInStep(page: Page, javaScriptEnabled: boolean, file: { name: string; buffer: Buffer }) {
  const upload = { ...file, mimeType: "application/pdf" };
  if (javaScriptEnabled) {
    await page.getByLabel("Choose files to upload").setInputFiles(upload);
  } else {
    await page.getByLabel("Upload a document").setInputFiles(upload);
    await page.getByRole("button", { name: "Upload and select" }).click();
  }
}

/**
 * Opens `path` afresh and, with JavaScript, reaches into the form through `field` and waits until the vault forms'
 * check has arrived (their schemas' module, known by one of its messages) and is in effect on the form. Answers the
 * posts to the page itself made from then on (the page-view beacons of analytics, posted to /api/, are not the form's).
 */
async function openWithFormCheck(page: Page, path: string, field: (page: Page) => Locator, javaScriptEnabled: boolean) {
  const scripts: string[] = [];
  const posts: string[] = [];
  const pagePath = new URL(path, "http://page.invalid").pathname;
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  page.on("request", (request) => {
    // Remix posts to the page's path with ".data" added when JavaScript runs.
    const postedTo = new URL(request.url()).pathname.replace(/\.data$/, "");
    if (request.method() === "POST" && postedTo === pagePath) posts.push(request.url());
  });
  await page.goto(path);
  if (javaScriptEnabled) {
    await shellReady(page);
    await field(page).focus();
    await expect
      .poll(async () => (await codeOfScripts(page, scripts)).includes("Expected an object of settings"))
      .toBe(true);
    // Downloaded is not yet in effect: the form says when Conform has the check (components/forms.tsx).
    await expect(field(page).locator("xpath=ancestor::form")).toHaveAttribute("data-browser-check", "on");
  }
  return posts;
}

export function vaultWizardFlows() {
  test("a document uploaded in the wizard's asset step appears selected and stays in the draft", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openAssetStep(page);
    await expect(page.getByText("You have uploaded no documents to this organization yet.")).toBeVisible();

    await uploadInStep(page, javaScriptEnabled, { name: "q4-board-paper.pdf", buffer: Buffer.from(await makePdf(1)) });
    const picked = page.getByRole("checkbox", { name: "q4-board-paper.pdf" });
    await expect(picked).toBeChecked();
    await expect(page).toHaveURL(/draft=.*step=1/);
    if (!javaScriptEnabled) await expect(page.getByText("Document uploaded and selected for this vault")).toBeVisible();
    else await expectNoSeriousAxeFindings(page, "the wizard's asset step with the dropzone");

    // The draft is on the server: away to the review and back, it is still chosen, and the review lists it.
    await page.getByRole("button", { name: "4. Review and Create" }).click();
    await expect(page.getByRole("heading", { name: "Review and Create" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "q4-board-paper.pdf" })).toBeVisible();
    await page.getByRole("button", { name: "2. Include Assets" }).click();
    await expect(page.getByRole("heading", { name: "Include Assets" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "q4-board-paper.pdf" })).toBeChecked();
  });

  test("a disguised file is refused in the wizard with the upload text, and nothing is selected", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openAssetStep(page);
    const html = "<!doctype html><form action='https://evil.example'></form>";
    await uploadInStep(page, javaScriptEnabled, { name: "invoice.pdf", buffer: Buffer.from(html) });
    await expect(page.getByRole("alert").filter({ hasText: "its contents do not match its name" })).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(0);
  });

  test("an access code of the wrong shape is refused with the same message, in the browser or by the server", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/dashboard/vaults/create");
    await page.getByText("Create a new organization").click();
    await page.getByLabel("Name", { exact: true }).fill(`Checked Board ${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page).toHaveURL(/created=1/);
    await page.getByRole("button", { name: "4. Review and Create" }).click();
    await page.getByLabel("Vault name").fill("Checked Pack");
    await page.getByRole("button", { name: "Create Vault" }).click();
    await expect(page.getByRole("heading", { name: "Checked Pack" })).toBeVisible();
    // A fresh load of the tab: nothing of the form's check is in the browser until the form is reached into.
    const label = "Access code (8 uppercase letters or digits, optional)";
    const tab = `${page.url().split("?")[0]}?tab=access`;
    const posts = await openWithFormCheck(page, tab, (opened) => opened.getByLabel(label), javaScriptEnabled);
    const code = page.getByLabel(label);
    await code.fill("abc");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Access code must be 8 uppercase letters or digits" }),
    ).toBeVisible();
    await expect(page.getByLabel("Access code (8 uppercase letters or digits, optional)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    // With JavaScript the browser refused it before posting; without, the server did.
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);

    if (javaScriptEnabled) await expectNoSeriousAxeFindings(page, "a vault's access tab showing a field error");
    await page.getByLabel("Access code (8 uppercase letters or digits, optional)").fill("ABCD1234");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved").first()).toBeVisible();
  });

  test("the wizard asks for a BoardMate's full name and the vault's name, in the browser or from the server", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/dashboard/organizations/create");
    await page.getByLabel("Organization name").fill(`Named Board ${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page).toHaveURL(/created=1/);
    await page.goto("/dashboard/vaults/create");
    await page.getByRole("button", { name: "3. Invite BoardMates" }).click();
    await expect(page.getByRole("heading", { name: "Invite BoardMates" })).toBeVisible();

    const email = (opened: Page) => opened.getByLabel("Email", { exact: true });
    let posts = await openWithFormCheck(page, page.url(), email, javaScriptEnabled);
    await page.getByLabel("Email", { exact: true }).fill("no.name@example.test");
    await page.getByRole("button", { name: "Add BoardMate" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Full name is required" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);

    await page.getByRole("button", { name: "4. Review and Create" }).click();
    await expect(page.getByRole("heading", { name: "Review and Create" })).toBeVisible();
    posts = await openWithFormCheck(page, page.url(), (opened) => opened.getByLabel("Vault name"), javaScriptEnabled);
    await page.getByRole("button", { name: "Create Vault" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Vault name is required" })).toBeVisible();
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
    await page.getByLabel("Vault name").fill("Named Pack");
    await page.getByRole("button", { name: "Create Vault" }).click();
    await expect(page.getByRole("heading", { name: "Named Pack" })).toBeVisible();
  });

  test("a vault invitation is checked like the server checks it, then sent", async ({ page, javaScriptEnabled }) => {
    await page.goto("/dashboard/vaults/create");
    await page.getByText("Create a new organization").click();
    await page.getByLabel("Name", { exact: true }).fill(`Inviting Board ${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page).toHaveURL(/created=1/);
    await page.getByRole("button", { name: "4. Review and Create" }).click();
    await page.getByLabel("Vault name").fill("Invited Pack");
    await page.getByRole("button", { name: "Create Vault" }).click();
    await expect(page.getByRole("heading", { name: "Invited Pack" })).toBeVisible();

    const invitee = (opened: Page) => opened.getByRole("textbox", { name: "Invite by email" });
    const posts = await openWithFormCheck(page, page.url(), invitee, javaScriptEnabled);
    // The browser's own email check lets "a@b" through; the schema does not, on either side.
    await invitee(page).fill("a@b");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);

    const email = `invited.${Date.now().toString(36)}@example.test`;
    await invitee(page).fill(email);
    await page.getByLabel("Role", { exact: true }).last().selectOption("member");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();
    await expect(page.getByText(`${email} · Member`)).toBeVisible();
  });
}
