// The reader specs' browser side: a "Rita Reader" signed in with the document they own, and a second reader.
import { readFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { ACCOUNT_POOL_ENV, claimAccount } from "./account-pool";
import { sessionCookies, test } from "./browser";
import { documentsFile, READER_MEMBER, READER_OWNER, type ReaderDocument } from "./reader-documents";

/** The `test` of the reader's specs: signed in as a "Rita Reader", with the document that account owns. */
export const readerTest = test.extend<{ readerDocument: ReaderDocument }>({
  fullName: READER_OWNER,
  readerDocument: async ({ account }, use) => {
    const pool = process.env[ACCOUNT_POOL_ENV] ?? "";
    const documents = JSON.parse(readFileSync(documentsFile(pool), "utf8")) as Record<string, ReaderDocument>;
    const document = documents[account.email];
    if (!document) throw new Error(`no reader document for ${account.email}`);
    await use(document);
  },
});

/** A "Remy Reader", member of every reader document's organisation, in a browser context of their own. */
export async function secondReader(browser: Browser, baseURL: string) {
  const account = claimAccount(READER_MEMBER);
  const context = await browser.newContext({ baseURL });
  await context.addCookies(sessionCookies(account, baseURL));
  return { account, context };
}
