// Profile and feedback without JavaScript: real forms posted to their actions, errors and answers from the server.
import { expect } from "@playwright/test";
import { PROFILE_MESSAGES } from "../../app/lib/profile/constants";
import { test } from "../helpers/browser";
import { PNG_BYTES } from "../helpers/files";

test("edit the profile and send feedback with a screenshot, without JavaScript", async ({ page }) => {
  await page.goto("/dashboard/profile");
  await page.getByLabel("Full name").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full name").fill("Dana Profile");
  await page.getByLabel("Title").fill("Company Secretary");
  await page.getByLabel("Time zone").selectOption("Europe/Lisbon");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue("Company Secretary");
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Lisbon");

  await page
    .getByLabel("New photo")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from("<svg/>") });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText(PROFILE_MESSAGES.avatarSvg)).toBeVisible();
  await page
    .getByLabel("New photo")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(PNG_BYTES) });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Photo updated.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove photo" })).toBeVisible();

  await page.goto("/dashboard/feedback?from=/dashboard/meetings");
  await expect(page.getByText("Sent from /dashboard/meetings.")).toBeVisible();
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Tell us what you think")).toBeVisible();
  await page.getByLabel("What is it about?").selectOption("idea");
  await page.getByLabel("Your message").fill("A calendar export for committees would help.");
  await page
    .getByLabel("Screenshot (optional)")
    .setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: Buffer.from(PNG_BYTES) });
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page).toHaveURL(/\/dashboard\/feedback\/thanks$/);
  await expect(page.getByText("Thank you: your feedback reached the BoardRoom team.")).toBeVisible();
});
