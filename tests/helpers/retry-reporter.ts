// Says at the end of a Playwright run which tests needed the retry CI allows: a test that passes only
// on a second try is flaky, a bug to fix the same day. A test that failed both tries fails the run
// as any failure does; it is listed here too.
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class RetryReporter implements Reporter {
  private readonly retried = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0) this.retried.add(test);
  }

  onEnd() {
    if (this.retried.size === 0) {
      console.log("\nNo test needed a retry.");
      return;
    }
    console.log("\nNeeded a retry:");
    for (const test of this.retried) {
      const verdict = test.outcome() === "flaky" ? "passed on retry (flaky)" : "failed every try";
      console.log(`  ${test.titlePath().filter(Boolean).join(" › ")}: ${verdict}`);
    }
  }

  printsToStdio() {
    return true;
  }
}
