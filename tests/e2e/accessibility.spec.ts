// axe on every page, with JavaScript (axe runs in the page): signed out, as an owner and as a member, with any serious
// or critical WCAG 2.0/2.1 A or AA finding failing the test.
import { test as anonymousTest, type Browser, expect, type Page } from "@playwright/test";
import { expectNoSeriousAxeFindings, seriousAxeFindingsOn } from "../helpers/axe";
import {
  anotherSignedInPerson,
  linkFromMailbox,
  menuTrigger,
  openDashboard,
  PASSWORD,
  shellReady,
  signIn,
  test,
} from "../helpers/browser";
import { createOrganizationViaApi } from "../helpers/browser-organizations";

const SIGNED_OUT_PAGES = ["/", "/auth/signin", "/auth/signup", "/auth/forgot-password", "/no-such-page"];

const SETTINGS_TABS = [
  "overview",
  "general",
  "assets",
  "compliance",
  "notifications",
  "members",
  "invitations",
  "features",
  "danger",
];

/** A board of the signed-in owner with a committee, and a member who joined it by its emailed invitation. */
async function boardWithMember(page: Page, browser: Browser, baseURL: string) {
  await page.goto("/dashboard");
  const org = await createOrganizationViaApi(page, `Access Board ${Date.now().toString(36)}`);
  const origin = new URL(page.url()).origin;
  await page.goto(`/dashboard/committees/create?org=${org.slug}`);
  // Typed and sent once the page has hydrated: this spec is about axe, not about a post racing hydration (a click
  // during it left a blank page past the 5 s wait on a cold CI run).
  await shellReady(page);
  await page.getByLabel("Committee name").fill("Audit and Risk");
  await page.getByRole("button", { name: "Create committee" }).click();
  await expect(page.getByRole("heading", { name: "Audit and Risk", level: 1 })).toBeVisible();
  const committeePath = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;

  const { account, context: memberContext } = await anotherSignedInPerson(browser, baseURL);
  const invited = await page.request.post("/api/invitations", {
    data: { organizationId: org.id, email: account.email, role: "member" },
    headers: { Origin: origin },
  });
  expect(invited.status()).toBe(201);
  const memberPage = await memberContext.newPage();
  await memberPage.goto(await linkFromMailbox(memberPage, account.email, "invited you to"));
  await memberPage.getByRole("button", { name: "Accept invitation" }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/dashboard/organizations/${org.slug}`));
  return { org, committeePath, memberPage, memberContext };
}

anonymousTest("signed out: no serious or critical axe finding", async ({ page }) => {
  // axe takes seconds a page on a loaded 2-core machine: five pages took 34 s in a CI run.
  anonymousTest.slow();
  expect(await seriousAxeFindingsOn(page, SIGNED_OUT_PAGES)).toEqual([]);
});

// Two groups, each a test of its own: axe takes a few seconds a page on a loaded machine.
const SHELL_PAGE_GROUPS = {
  "home, organisations, committees and people": [
    "/dashboard",
    "/dashboard/organizations",
    "/dashboard/organizations/create",
    "/dashboard/committees",
    "/dashboard/boardmates",
  ],
  "settings, search and the pages not built yet": [
    "/dashboard/settings",
    "/dashboard/search?q=minutes",
    "/dashboard/documents",
    "/dashboard/meetings",
    "/dashboard/notifications",
  ],
};

for (const [group, paths] of Object.entries(SHELL_PAGE_GROUPS)) {
  test(`the shell's pages (${group}): no serious or critical axe finding`, async ({
    page,
    browser,
    baseURL,
    account,
  }) => {
    test.slow();
    await page.goto("/dashboard");
    await createOrganizationViaApi(page, `Access Board ${Date.now().toString(36)}`);
    // A second device signed in, so the settings page lists a device to sign out.
    const device = await browser.newContext({ baseURL });
    await signIn(await device.newPage(), account.email, PASSWORD);
    await device.close();
    expect(await seriousAxeFindingsOn(page, paths)).toEqual([]);
  });
}

// An organisation's pages, with a member who joined by invitation, in three tests of about six pages each: the
// seventeen in one test took 55 s on a quiet machine and ran past its 90 s on a loaded CI run.
type OrganizationPages = (board: { slug: string; committeePath: string }) => { owner: string[]; member: string[] };
const ORGANIZATION_PAGE_GROUPS: Record<string, OrganizationPages> = {
  "the first settings tabs, as its owner": ({ slug }) => ({
    owner: SETTINGS_TABS.slice(0, 5).map((tab) => `/dashboard/organizations/${slug}?tab=${tab}`),
    member: [],
  }),
  "the other settings tabs and a committee, as its owner": ({ slug, committeePath }) => ({
    owner: [
      ...SETTINGS_TABS.slice(5).map((tab) => `/dashboard/organizations/${slug}?tab=${tab}`),
      `/dashboard/committees/create?org=${slug}`,
      committeePath,
    ],
    member: [],
  }),
  "the organisation and its committee, as a member": ({ slug, committeePath }) => ({
    owner: [],
    member: [
      `/dashboard/organizations/${slug}`,
      `/dashboard/organizations/${slug}?tab=general`,
      `/dashboard/organizations/${slug}?tab=danger`,
      committeePath,
      "/dashboard/committees",
      "/dashboard/boardmates",
    ],
  }),
};

for (const [group, pagesOf] of Object.entries(ORGANIZATION_PAGE_GROUPS)) {
  test(`an organisation's pages (${group}): no serious or critical axe finding`, async ({ page, browser, baseURL }) => {
    test.slow();
    const { org, committeePath, memberPage, memberContext } = await boardWithMember(page, browser, baseURL ?? "");
    const paths = pagesOf({ slug: org.slug, committeePath });
    const asOwner = await seriousAxeFindingsOn(page, paths.owner);
    const asMember = await seriousAxeFindingsOn(memberPage, paths.member);
    await memberContext.close();
    expect({ asOwner, asMember }).toEqual({ asOwner: [], asMember: [] });
  });
}

test("with its menus and dialogs open, the shell has no serious or critical axe finding", async ({ page }) => {
  // Six axe runs, seconds each on a loaded 2-core machine (a CI run passed 30 s).
  test.slow();
  await openDashboard(page);
  const org = await createOrganizationViaApi(page, `Menus Board ${Date.now().toString(36)}`);
  await page.goto(`/dashboard/organizations/${org.slug}`);
  await page.goto("/dashboard/organizations");
  await shellReady(page);
  const open = async (trigger: ReturnType<typeof menuTrigger>, where: string) => {
    await trigger.click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousAxeFindings(page, where);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
  };
  await open(menuTrigger(page, /account menu/), "the user menu");
  await open(menuTrigger(page, /^New/), "the quick actions menu");
  await open(menuTrigger(page, /Switch Organization/), "the organisation switcher");

  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("dialog").getByRole("combobox").fill("org");
  await expectNoSeriousAxeFindings(page, "the command palette");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Shift+?");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the shortcuts dialog");
  await page.keyboard.press("Escape");

  // A bulk operation's confirmation dialog.
  await page.getByLabel(`Select ${org.name}`).check();
  await page.getByRole("toolbar", { name: "Bulk actions" }).getByRole("button", { name: "Archive" }).click();
  await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the bulk confirmation dialog");
});
