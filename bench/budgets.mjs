// Compares the bench's figures with bench/budgets.json: one check per budget and page, flagged in the tables.
import { readFileSync } from "node:fs";

export function loadBudgets(root) {
  return JSON.parse(readFileSync(`${root}bench/budgets.json`, "utf8"));
}

/** A page's budgets: the signed-in default (for signed-in pages) with the page's own entry over it. */
export function budgetFor(budgets, page) {
  return { ...(page.signedIn ? budgets.signedInDefault : {}), ...(budgets.pages[page.label] ?? {}) };
}

/** The pages Lighthouse runs on: those with a Lighthouse budget, in the file's order. */
export const lighthouseLabels = (budgets) =>
  Object.entries(budgets.pages)
    .filter(([, budget]) => budget.lighthouse)
    .map(([label]) => label);

const MEASURES = {
  requestsPerSecondRatio: { name: "req/s ratio", kind: "min", unit: "", digits: 2 },
  firstLoadJsGzipKB: { name: "JS", kind: "max", unit: " KB", digits: 1 },
  htmlKB: { name: "HTML", kind: "max", unit: " KB", digits: 1 },
  lighthouseScore: { name: "score", kind: "min", unit: "", digits: 2 },
  totalBlockingTimeMs: { name: "TBT", kind: "max", unit: " ms", digits: 0 },
};

const formatted = (measure, value) => `${value.toFixed(MEASURES[measure].digits)}${MEASURES[measure].unit}`;

function check(page, measure, value, limit, note) {
  const { kind } = MEASURES[measure];
  const base = { page, measure, kind, limit, value: Number.isFinite(value) ? value : null };
  if (base.value === null) return { ...base, status: "not measured", note };
  const missedBy = kind === "max" ? value - limit : limit - value;
  return { ...base, status: missedBy > 0 ? "missed" : "met", missedBy: Math.max(0, missedBy) };
}

/**
 * One check per budget and page. `pages` are { label, signedIn, load, size, ratio }; a page not loaded this run
 * (it shares its route and loader with one that was) has no req/s check. `lighthouse` holds results by label.
 */
export function checkBudgets(budgets, pages, lighthouse) {
  const checks = [];
  for (const page of pages) {
    const budget = budgetFor(budgets, page);
    if (budget.minRequestsPerSecondRatio !== undefined && page.load)
      checks.push(
        check(
          page.label,
          "requestsPerSecondRatio",
          page.ratio?.requestsPerSecond,
          budget.minRequestsPerSecondRatio,
          "load failed",
        ),
      );
    if (budget.maxFirstLoadJsGzipKB !== undefined)
      checks.push(check(page.label, "firstLoadJsGzipKB", page.size?.jsGzipKB, budget.maxFirstLoadJsGzipKB, "no page"));
    if (budget.maxHtmlKB !== undefined)
      checks.push(check(page.label, "htmlKB", page.size?.htmlKB, budget.maxHtmlKB, "no page"));
    if (budget.lighthouse) {
      const run = lighthouse.find((result) => result.label === page.label);
      const note = run?.error ? "Lighthouse failed" : "Lighthouse did not run";
      checks.push(check(page.label, "lighthouseScore", run?.score, budget.lighthouse.minScore, note));
      checks.push(
        check(
          page.label,
          "totalBlockingTimeMs",
          run?.totalBlockingTimeMs,
          budget.lighthouse.maxTotalBlockingTimeMs,
          note,
        ),
      );
    }
  }
  return checks;
}

/** The flag of a table row: `ok`, or what is over (or under) budget and by how much. */
export function flagOf(checks, page, measures) {
  const mine = checks.filter((entry) => entry.page === page && measures.includes(entry.measure));
  if (mine.length === 0) return "";
  const missed = mine.filter((entry) => entry.status === "missed");
  const unmeasured = mine.filter((entry) => entry.status === "not measured");
  const parts = [];
  // Past a maximum by +x, short of a minimum by -x.
  const miss = (entry) =>
    `${MEASURES[entry.measure].name} ${entry.kind === "max" ? "+" : "-"}${formatted(entry.measure, entry.missedBy)}`;
  if (missed.length) parts.push(`OVER BUDGET: ${missed.map(miss).join(", ")}`);
  if (unmeasured.length)
    parts.push(`not measured: ${unmeasured.map((entry) => `${MEASURES[entry.measure].name} (${entry.note})`)}`);
  return parts.length ? parts.join("; ") : "ok";
}

export function summarise(checks) {
  const count = (status) => checks.filter((entry) => entry.status === status).length;
  return { checks: checks.length, met: count("met"), missed: count("missed"), notMeasured: count("not measured") };
}

export function printBudgetSummary(checks) {
  const { checks: total, met, missed, notMeasured } = summarise(checks);
  const byMeasure = Object.keys(MEASURES)
    .map((measure) => {
      const mine = checks.filter((entry) => entry.measure === measure);
      const misses = mine.filter((entry) => entry.status === "missed").length;
      return mine.length ? `${MEASURES[measure].name} ${misses}/${mine.length}` : null;
    })
    .filter(Boolean)
    .join(", ");
  console.log(
    `\nBudgets (bench/budgets.json): ${missed} missed, ${met} met, ${notMeasured} not measured, of ${total} checks` +
      ` (missed per measure: ${byMeasure}).`,
  );
}
