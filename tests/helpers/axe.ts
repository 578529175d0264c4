// Accessibility checks for Playwright: axe-core on the page as it is now (menus and dialogs included), failing
// on any serious or critical finding of WCAG 2.0 and 2.1, levels A and AA.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { shellReady } from "./browser";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's serious and critical findings on `page`, each with the elements it names. axe runs in the page, so only
 * with JavaScript; the pages without it are the same server-rendered markup before hydration.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // An accessible name that does not contain the visible label (WCAG 2.5.3) is still an experimental rule.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

/** Fails with each serious or critical finding on `page` as it is now. */
export async function expectNoSeriousAxeFindings(page: Page, where: string) {
  expect(await seriousAxeFindings(page), `axe on ${where}`).toEqual([]);
}

/**
 * Visits each page and returns every serious or critical finding, by page. A page is checked once it has loaded
 * and, for a dashboard page, once its shell has hydrated: the DOM a reader meets. (Waiting for "networkidle" instead
 * cost at least half a second a page, and pushed the signed-in run past its time limit on a loaded CI machine.)
 */
export async function seriousAxeFindingsOn(page: Page, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    if (new URL(page.url()).pathname.startsWith("/dashboard")) await shellReady(page);
    for (const finding of await seriousAxeFindings(page)) findings.push(`${path} ${finding}`);
  }
  return findings;
}
