// The code of the scripts a page loaded, for tests that check which libraries or modules arrived. Each script is
// fetched once per test worker (its URL is content-hashed): fetching the forty-odd scripts again on every try of a
// poll outlasted the poll on a loaded machine.
import type { Page } from "@playwright/test";

const scriptCode = new Map<string, Promise<string>>();

export function scriptCodeOf(page: Page, url: string): Promise<string> {
  let code = scriptCode.get(url);
  if (!code) {
    code = page.request.get(url).then((answer) => answer.text());
    scriptCode.set(url, code);
  }
  return code;
}

/** All the code of these scripts, joined. */
export async function codeOfScripts(page: Page, urls: Iterable<string>): Promise<string> {
  return (await Promise.all([...urls].map((url) => scriptCodeOf(page, url)))).join("\n");
}
