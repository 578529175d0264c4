import { expect, type Page } from "@playwright/test";
import { menuTrigger, openDashboard, PASSWORD, shellReady, test } from "../helpers/browser";
import { createOrganizationViaApi } from "../helpers/browser-organizations";
import { codeOfScripts } from "../helpers/script-code";

/** A string only each library's built code holds: how the tests below tell which libraries a page has loaded. */
const LIBRARY_MARKS = {
  "Radix menu": "data-radix-menu-content",
  "Radix dialog": "DialogTitleWarning",
  cmdk: "cmdk-group-heading",
  sonner: "data-sonner-toaster",
  zod: "$ZodType",
} as const;
type Library = keyof typeof LIBRARY_MARKS;

/** Which libraries these scripts hold (each script's code fetched once: tests/helpers/script-code.ts). */
async function librariesIn(page: Page, scripts: Iterable<string>): Promise<Library[]> {
  const code = await codeOfScripts(page, scripts);
  return (Object.keys(LIBRARY_MARKS) as Library[]).filter((library) => code.includes(LIBRARY_MARKS[library]));
}

/** The scripts a page's HTML loads before anything runs: module scripts, modulepreloads, the inline imports. */
function firstLoadScripts(html: string, origin: string) {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/[^"']+\.js)["']/g)) urls.add(match[1]);
  return [...urls].map((url) => new URL(url, origin).href);
}

test.describe("dashboard shell with JavaScript", () => {
  test("route discovery asks for each link's route once, even while its first answer is slow", async ({ page }) => {
    const asked: string[][] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/__manifest?*", async (route) => {
      asked.push(new URL(route.request().url()).searchParams.getAll("p"));
      await released;
      await route.continue();
    });
    await openDashboard(page);
    await shellReady(page);
    // The page's links were asked for on hydration; while that answer is held, more links render (a menu's).
    await expect.poll(() => asked.length).toBe(1);
    await menuTrigger(page, /account menu/).click();
    await expect(page.getByRole("menu")).toBeVisible();
    // Discovery debounces by 100 ms: a second ask for the same paths would have gone by now (patched Remix, 072).
    await page.waitForTimeout(400);
    release();
    await page.waitForLoadState("networkidle");
    const paths = asked.flat();
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("search: Enter goes to the search page, and the query is offered as recent afterwards", async ({ page }) => {
    await openDashboard(page);
    await shellReady(page);
    const search = page.getByRole("combobox", { name: "Search" });
    await expect(search).toHaveAttribute("placeholder", "Search organizations, assets, meetings...");
    await search.fill("audit committee charter");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/search\?q=audit(\+|%20)committee(\+|%20)charter$/);
    await expect(page.getByText("No results for “audit committee charter”.")).toBeVisible();
    await expect(page.getByText("Results for “audit committee charter”", { exact: true })).toBeVisible();

    await page.goto("/dashboard");
    await shellReady(page);
    await page.getByRole("combobox", { name: "Search" }).focus();
    const suggestions = page.getByRole("listbox", { name: "Search suggestions" });
    await expect(suggestions.getByText("Recent")).toBeVisible();
    await expect(suggestions.getByRole("option", { name: "audit committee charter" })).toBeVisible();
    await page.getByRole("combobox", { name: "Search" }).fill("minutes");
    await expect(suggestions.getByRole("option", { name: 'Search for "minutes"' })).toBeVisible();
  });

  test("Ctrl+K opens the command palette, which navigates", async ({ page }) => {
    await openDashboard(page);
    await shellReady(page);
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog");
    await expect(palette).toBeVisible();
    await palette.getByRole("combobox").fill("Boardmates");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/boardmates$/);
    await expect(page.getByRole("heading", { name: "Boardmates", level: 1 })).toBeVisible();
    await expect(palette).toBeHidden();
    await page.keyboard.press("Control+k");
    await palette.getByRole("combobox").fill("quarterly results");
    await expect(palette.getByRole("option", { name: 'Search for "quarterly results"' })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/search\?q=quarterly%20results$/);
  });

  test("Escape pressed while the palette's code is still loading cancels the opening", async ({ page }) => {
    await openDashboard(page);
    await shellReady(page);
    // A slow link: the palette's code arrives only after the reader has pressed Escape.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/command-palette-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const requested = page.waitForRequest(/\/command-palette-[^/]*\.js$/);
    await page.keyboard.press("Control+k");
    await requested;
    await page.keyboard.press("Escape");
    const arrived = page.waitForResponse(/\/command-palette-[^/]*\.js$/);
    release();
    await arrived;
    // Let the loaded module's promise settle and React render whatever it would.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The code is here now: the next press opens the palette at once.
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("Shift+? opens the shortcuts modal; shortcuts are ignored while typing", async ({ page }) => {
    await openDashboard(page);
    await shellReady(page);
    await page.getByRole("combobox", { name: "Search" }).fill("");
    await page.getByRole("combobox", { name: "Search" }).press("Shift+?");
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeHidden();
    await page.getByRole("heading", { name: /Welcome/ }).click();
    await page.keyboard.press("Shift+?");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Open the command palette")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Control+m");
    await expect(page).toHaveURL(/\/dashboard\/meetings$/);
    await page.keyboard.press("Control+/");
    await expect(page.getByRole("combobox", { name: "Search" })).toBeFocused();
    await page.getByRole("heading", { name: "Meetings", level: 1 }).click();
    await page.keyboard.press("Control+Shift+U");
    await expect(page).toHaveURL(/\/dashboard\/assets\/upload$/);
    const wasDark = await page.locator("html").evaluate((html) => html.classList.contains("dark"));
    await page.keyboard.press("Control+Shift+T");
    await expect(page.locator("html")).toHaveClass(wasDark ? /\blight\b/ : /\bdark\b/);
  });

  test("theme switch puts 'dark' on <html>, server-rendered after reload", async ({ page }) => {
    await openDashboard(page);
    await shellReady(page);
    await menuTrigger(page, /account menu/).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // Let the save finish, then check the server's own HTML (no flash: the class is there before any script).
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "theme")?.value)
      .toBe("dark");
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await shellReady(page);
    await menuTrigger(page, /account menu/).click();
    await expect(page.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
  });

  test("organisation switcher marks the current organisation and switches", async ({ page }) => {
    await openDashboard(page);
    const first = await createOrganizationViaApi(page, "Aldgate Pension Trust");
    await createOrganizationViaApi(page, "Bexley Water Board");
    await page.goto("/dashboard");
    await shellReady(page);
    await menuTrigger(page, /Switch Organization/).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("Switch Organization")).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: /Bexley Water Board/ })).toContainText("Current");
    await expect(menu.getByRole("menuitem", { name: /Aldgate Pension Trust/ })).not.toContainText("Current");
    await expect(menu.getByRole("menuitem", { name: "Create New Organization" })).toHaveAttribute(
      "href",
      "/dashboard/organizations/create",
    );
    await menu.getByRole("menuitem", { name: /Aldgate Pension Trust/ }).click();
    await expect(page.getByRole("button", { name: `Switch Organization: ${first.name} is current` })).toBeVisible();
    await expect(page.getByText(`Switched to ${first.name}`)).toBeVisible();
    await page.reload();
    await shellReady(page);
    await menuTrigger(page, /Switch Organization/).click();
    await expect(page.getByRole("menu").getByRole("menuitem", { name: /Aldgate Pension Trust/ })).toContainText(
      "Current",
    );
  });

  test("quick actions list the create pages and really visited places", async ({ page }) => {
    await openDashboard(page);
    await shellReady(page);
    // Client-side navigation through the sidebar: the shell's recent items follow along without a reload.
    const sidebar = page.getByRole("navigation", { name: "Main" });
    await sidebar.getByRole("link", { name: "Vaults" }).click();
    await expect(page.getByRole("heading", { name: "Vaults", level: 1 })).toBeVisible();
    await sidebar.getByRole("link", { name: "Risk" }).click();
    await expect(page.getByRole("heading", { name: "Risk", level: 1 })).toBeVisible();
    await sidebar.getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
    await menuTrigger(page, "Quick actions").click();
    const menu = page.getByRole("menu");
    for (const label of ["Upload Asset", "Create Meeting", "New Organization", "New Committee", "Create Vault"]) {
      await expect(menu.getByRole("menuitem", { name: label })).toBeVisible();
    }
    await expect(menu.getByRole("menuitem", { name: "Risk" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Vaults" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Create Meeting" }).click();
    await expect(page).toHaveURL(/\/dashboard\/meetings\/create$/);
    await expect(page.getByRole("heading", { name: "Create Meeting", level: 1 })).toBeVisible();
  });

  test(
    "the bell updates live from another tab's change " + "(app Worker → NotificationHub)",
    async ({ page, context }) => {
      await openDashboard(page);
      const watcher = await context.newPage();
      await watcher.goto("/dashboard");
      await shellReady(watcher);
      await expect(watcher.locator("[data-live-state=connected]")).toBeAttached({ timeout: 10_000 });
      await expect(watcher.getByTestId("notification-badge")).toHaveCount(0);

      const origin = new URL(page.url()).origin;
      const response = await page.request.post("/api/me/password", {
        data: {
          currentPassword: PASSWORD,
          newPassword: "another sturdy passphrase",
          confirmPassword: "another sturdy passphrase",
        },
        headers: { Origin: origin },
      });
      expect(response.status()).toBe(200);
      await expect(watcher.getByTestId("notification-badge")).toHaveText("1", { timeout: 10_000 });
      await expect(watcher.getByRole("link", { name: "Notifications, 1 unread" })).toHaveAttribute(
        "href",
        "/dashboard/notifications",
      );
      await watcher.close();
    },
  );

  test("mobile: menu button opens the sidebar overlay; bottom bar and back button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard/meetings/create");
    await shellReady(page);
    const bottomBar = page.getByRole("navigation", { name: "Mobile" });
    await expect(bottomBar.getByRole("link", { name: "AI" })).toHaveAttribute("href", "/dashboard/ai-assistant");
    await expect(page.getByRole("link", { name: "Back to Meetings" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Committees" }).click();
    await expect(page).toHaveURL(/\/dashboard\/committees$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("Ctrl+B collapses the sidebar and the choice survives a reload", async ({ page }) => {
    await openDashboard(page);
    await shellReady(page);
    const homeLabel = page.getByRole("navigation", { name: "Main" }).getByText("Organizations");
    await expect(homeLabel).toBeVisible();
    await page.keyboard.press("Control+b");
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Organizations" }),
    ).toBeVisible();
    await shellReady(page);
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  });

  test("breadcrumbs name the organisation and the committee, not their slug or id", async ({ page }) => {
    await openDashboard(page);
    const org = await createOrganizationViaApi(page, "Cheltenham Regional Hospital Trust Board");
    await page.goto(`/dashboard/organizations/${org.slug}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(crumbs.getByRole("link", { name: "Organizations" })).toBeVisible();
    await expect(crumbs.locator("[aria-current=page]").last()).toHaveText(org.name);
    await expect(crumbs).not.toContainText(org.slug);
    await expect(page.getByRole("heading", { name: org.name, level: 1 })).toBeVisible();

    await page.goto(`/dashboard/committees/create?org=${org.slug}`);
    await page.getByLabel("Committee name").fill("Quality and Safety Committee");
    await page.getByRole("button", { name: "Create committee" }).click();
    await expect(page.getByRole("heading", { name: "Quality and Safety Committee", level: 1 })).toBeVisible();
    const committeeId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await expect(crumbs.getByRole("link", { name: "Committees" })).toBeVisible();
    await expect(crumbs.locator("[aria-current=page]").last()).toHaveText("Quality and Safety Committee");
    await expect(crumbs).not.toContainText(committeeId.slice(0, 8));
  });

  test("the command palette puts commands first and matches their names, not their addresses", async ({ page }) => {
    await openDashboard(page);
    // A visited organisation whose address, not its name, holds 'org'.
    const org = await createOrganizationViaApi(page, "Quarterly Trust Board");
    await page.goto(`/dashboard/organizations/${org.slug}`);
    await expect(page.getByRole("heading", { name: org.name, level: 1 })).toBeVisible();
    await page.goto("/dashboard");
    await shellReady(page);
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog");
    await palette.getByRole("combobox").fill("org");
    await expect(palette.getByRole("option").first()).toHaveText("Organizations");
    await expect(palette.getByRole("option", { name: org.name })).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/organizations$/);

    // A recent visit is still found by its name, after the commands that match.
    await page.keyboard.press("Control+k");
    await palette.getByRole("combobox").fill("quarterly");
    await expect(palette.getByRole("option", { name: org.name })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/dashboard/organizations/${org.slug}$`));
  });

  test("the user menu has settings, feedback, no admin link for non-admins, and signs out", async ({ page }) => {
    await openDashboard(page);
    await shellReady(page);
    await menuTrigger(page, /account menu/).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/dashboard/settings");
    await expect(menu.getByRole("menuitem", { name: "Feedback" })).toHaveAttribute(
      "href",
      "/dashboard/feedback?from=%2Fdashboard",
    );
    await expect(menu.getByRole("menuitemradio", { name: "System" })).toHaveAttribute("aria-checked", "true");
    await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
    await menu.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/signin\?redirectTo=/);
  });

  test("menus, palette and shortcuts load their code on first use and open at once, focus inside", async ({ page }) => {
    const requested = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") requested.add(request.url());
    });
    await openDashboard(page);
    await shellReady(page);
    // The HTML's own scripts: none of the libraries the shell loads on first use or after hydration, nor zod.
    const origin = new URL(page.url()).origin;
    const html = await (await page.request.get("/dashboard")).text();
    expect(await librariesIn(page, firstLoadScripts(html, origin))).toEqual([]);
    // Nothing has been opened yet: no menu, dialog or palette code has been asked for either (toasts may be).
    expect((await librariesIn(page, requested)).filter((library) => library !== "sonner")).toEqual([]);

    // The account menu from the keyboard: Enter on the trigger opens it on its first item; arrows and Escape work.
    await menuTrigger(page, /account menu/).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Feedback" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(menuTrigger(page, /account menu/)).toBeFocused();

    // The other menus with one click each: the click that loads a menu also opens it, and focus moves into it.
    const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest("[role=menu]")));
    await menuTrigger(page, "Quick actions").click();
    await expect(menu.getByRole("menuitem", { name: "Upload Asset" })).toBeVisible();
    await expect.poll(focusInMenu).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await menuTrigger(page, /Switch Organization/).click();
    await expect(menu.getByRole("menuitem", { name: "Create New Organization" })).toBeVisible();
    await expect.poll(focusInMenu).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);

    // The first Ctrl+K loads the palette and opens it with its field focused; the first ? the shortcuts dialog.
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette).toBeVisible();
    await expect(palette.getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(palette).toHaveCount(0);
    await page.keyboard.press("Shift+?");
    const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(shortcuts).toBeVisible();
    expect(await shortcuts.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(shortcuts).toHaveCount(0);

    // And the code came when it was first used.
    const loaded = await librariesIn(page, requested);
    expect(loaded).toEqual(expect.arrayContaining(["Radix menu", "Radix dialog", "cmdk"]));
    expect(loaded).not.toContain("zod");
  });

  test("a form's check loads on first use: no zod before it, then it stops a bad post in place", async ({ page }) => {
    const scripts = new Set<string>();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/dashboard/organizations/create"))
        posts.push(request.url());
    });
    await page.goto("/dashboard/organizations/create");
    await shellReady(page);
    const html = await (await page.request.get("/dashboard/organizations/create")).text();
    expect(await librariesIn(page, firstLoadScripts(html, new URL(page.url()).origin))).not.toContain("zod");
    // The constraints are in the first render all the same (decision 027).
    await expect(page.getByLabel("Organization name")).toHaveAttribute("maxlength", "100");
    // The check loads when the reader reaches into the form (here the name field has the focus from the start).
    await page.getByLabel("Organization name").fill("Checked Before Posting");
    // Resource timing as well as request events: the service worker may answer the module, and Playwright does
    // not report requests a service worker answers.
    const loadedScripts = async () =>
      new Set([
        ...scripts,
        ...(await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .map((entry) => entry.name)
            .filter((name) => name.endsWith(".js")),
        )),
      ]);
    await expect.poll(async () => (await librariesIn(page, await loadedScripts())).includes("zod")).toBe(true);

    await page.getByLabel("Slug").fill("Not A Slug");
    await page.getByRole("button", { name: "Create organization" }).click();
    const error = page.getByText("Slug can only contain lowercase letters, numbers, and hyphens");
    await expect(error).toBeVisible();
    expect(posts).toEqual([]);
    await page.getByLabel("Slug").fill("checked-before-posting");
    await expect(error).toHaveCount(0);
  });

  test("the sidebar's links navigate in the page and mark the current one; a modified click is the browser's", async ({
    page,
    context,
  }) => {
    await openDashboard(page);
    await shellReady(page);
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    // A full page load would lose this mark: navigation in the page keeps it (decision 029).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await main.getByRole("link", { name: "Committees" }).click();
    await expect(page).toHaveURL(/\/dashboard\/committees$/);
    await expect(main.getByRole("link", { name: "Committees" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    // From the keyboard too.
    await main.getByRole("link", { name: "Organizations" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/organizations$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    // Ctrl+click leaves this page where it is and opens the link in a new tab, as for any link.
    const opened = context.waitForEvent("page");
    await main.getByRole("link", { name: "Boardmates" }).click({ modifiers: ["ControlOrMeta"] });
    await expect((await opened).waitForURL(/\/dashboard\/boardmates$/)).resolves.toBeUndefined();
    await expect(page).toHaveURL(/\/dashboard\/organizations$/);
  });
});
