// Vaults, run by both Playwright projects (JavaScript on and off): the Create Vault wizard end to end, a settings
// save and archive/restore.
import { expect } from "@playwright/test";
import { test } from "../helpers/browser";

export function vaultFlows() {
  test("the wizard creates a vault; settings save; archive makes it read-only until restored", async ({ page }) => {
    const stamp = Date.now().toString(36);
    await page.goto("/dashboard/vaults/create");
    await expect(page.getByRole("heading", { name: "Create Vault" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

    // Step 1: a new organisation, created inline, is selected and marked as just created.
    await page.getByText("Create a new organization").click();
    await page.getByLabel("Name", { exact: true }).fill(`Vault Board ${stamp}`);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page).toHaveURL(/created=1/);
    await expect(page.getByText("Organization created and selected.")).toBeVisible();
    await expect(page.getByRole("radio", { name: new RegExp(`Vault Board ${stamp}`) })).toBeChecked();
    await expect(page.getByText("created", { exact: true })).toBeVisible();

    // Step 2: no uploads yet; the type filter lives in the URL.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Include Assets" })).toBeVisible();
    await page.getByRole("button", { name: "PDFs only" }).click();
    await expect(page).toHaveURL(/type=pdf/);
    await expect(page.getByText("You have uploaded no PDFs to this organization.")).toBeVisible();

    // Step 3: a new BoardMate by email and full name, not added twice.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Invite BoardMates" })).toBeVisible();
    const email = `new.director.${stamp}@example.test`;
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Full name").fill("New Director");
    await page.getByRole("button", { name: "Add BoardMate" }).click();
    await expect(page.getByText(`New Director · ${email} · Viewer`)).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Full name").fill("New Director");
    await page.getByRole("button", { name: "Add BoardMate" }).click();
    await expect(page.getByText("This person is already in the list").first()).toBeVisible();

    // Step 4, reached through its header: the review's messages, then Create Vault.
    await page.getByRole("button", { name: "4. Review and Create" }).click();
    await expect(page.getByText("Vault name is required")).toBeVisible();
    await page.getByLabel("Vault name").fill("Q4 Board Pack");
    await page.getByRole("button", { name: "Create Vault" }).click();
    await expect(page.getByRole("heading", { name: "Q4 Board Pack" })).toBeVisible();
    await expect(page.getByText(`${email} · Viewer`)).toBeVisible();

    // General settings: a change is saved.
    await page.getByLabel("Location").fill("Boardroom 2");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved").first()).toBeVisible();
    await expect(page.getByLabel("Location")).toHaveValue("Boardroom 2");

    // Access and Security: the statistics count this vault's real members and invitations.
    await page.getByRole("link", { name: "Access and Security" }).click();
    const statistics = page.getByRole("definition");
    await expect(statistics.nth(0)).toHaveText("1");
    await expect(statistics.nth(1)).toHaveText("1");
    // The access code is generated on the server, hidden until revealed.
    await page.getByRole("button", { name: "Generate access code" }).click();
    await expect(page.getByText("New access code generated").first()).toBeVisible();
    await page.getByText("Reveal access code").click();
    await expect(page.getByTestId("access-code")).toHaveText(/^[A-Z0-9]{8}$/);

    // Advanced: archive, read-only, restore.
    await page.getByRole("link", { name: "Advanced" }).click();
    await page.getByRole("button", { name: "Archive vault" }).click();
    await expect(page.getByText("Vault Archived").first()).toBeVisible();
    await expect(page.getByText("This vault is archived and read-only.")).toBeVisible();
    await page.getByRole("button", { name: "Restore vault" }).click();
    await expect(page.getByText("Vault Restored").first()).toBeVisible();
    await expect(page.getByText("This vault is archived and read-only.")).toHaveCount(0);

    // The list finds it by search.
    await page.goto("/dashboard/vaults?search=q4");
    await expect(page.getByRole("link", { name: "Q4 Board Pack" })).toBeVisible();
  });
}
