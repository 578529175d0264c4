// The pool of signed-in accounts the Playwright tests take from (Node only). scripts/e2e.mjs seeds it
// (seed-accounts.ts) before the server starts; browser.ts hands each test one account nobody used yet.

import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";

/** The environment variable that names the pool file (scripts/e2e.mjs sets it for Playwright). */
export const ACCOUNT_POOL_ENV = "E2E_ACCOUNT_POOL";

/** Every seeded account's password, as the sign-up form would have set it. */
export const PASSWORD = "a sturdy passphrase";

/** Accounts seeded with this name are platform administrators (tests/e2e/admin.spec.ts). */
export const PLATFORM_ADMIN_NAME = "Ada Administrator";

/** The full name a sign-up gets unless a test asks for another. */
export const DEFAULT_FULL_NAME = "Dana Director";

/**
 * How many accounts to seed per full name: each test takes its own, so enough for every test of both
 * projects, each retried once. A name a test reads back on a page gets its own share.
 */
export const ACCOUNTS_PER_NAME: Record<string, number> = {
  [DEFAULT_FULL_NAME]: 240,
  // The committee flow (both projects) and the meeting agenda's tests (2 in each project), each retried once.
  "Clara Chair": 14,
  "Real Director": 4,
  // The reader's tests (tests/helpers/reader-documents.ts): each Rita owns a document every Remy reads.
  "Rita Reader": 14,
  "Remy Reader": 6,
  // The live room's tests (tests/helpers/live-meetings.ts): each chair runs a meeting where the same-rank member sits.
  "Lara Live Chair": 8,
  "Milo Live Member": 8,
  // The notifications flows (tests/flows/notifications.ts, both projects) and the live bell's test, retried once.
  "Nina Notified": 8,
  // Platform administrators (seed-accounts.ts gives this name the admin role): the admin console's e2e test.
  [PLATFORM_ADMIN_NAME]: 4,
  // Two-factor sign-in (tests/flows/two-factor.ts): one test in each project, retried once; it turns 2FA on.
  "Tess Two-Factor": 6,
  // The security policy per organisation (tests/flows/org-policy.ts): one test in each project, retried once.
  "Hana Held Back": 4,
};

/** The session cookie as the server set it (domain left out: the tests' base URL decides it). */
export type SessionCookie = {
  name: string;
  value: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax" | "None";
};

export type SeededAccount = { email: string; password: string; fullName: string; session: SessionCookie };

/** Reads a Set-Cookie value, as the app's createSession returns it, into the cookie a browser would keep. */
export function sessionCookieFromSetCookie(setCookie: string, now = Date.now()): SessionCookie {
  const [pair, ...attributes] = setCookie.split(";").map((part) => part.trim());
  const separator = pair.indexOf("=");
  const attribute = (name: string) =>
    attributes.find((part) => part.toLowerCase().split("=")[0] === name.toLowerCase())?.split("=")[1];
  const has = (name: string) => attributes.some((part) => part.toLowerCase() === name.toLowerCase());
  const sameSite = attribute("SameSite") ?? "Lax";
  if (sameSite !== "Strict" && sameSite !== "Lax" && sameSite !== "None")
    throw new Error(`unexpected SameSite in ${setCookie}`);
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    path: attribute("Path") ?? "/",
    expires: Math.floor(now / 1000) + Number(attribute("Max-Age") ?? 0),
    httpOnly: has("HttpOnly"),
    secure: has("Secure"),
    sameSite,
  };
}

let pool: { file: string; accounts: SeededAccount[] } | undefined;

function readPool(): { file: string; accounts: SeededAccount[] } {
  const file = process.env[ACCOUNT_POOL_ENV];
  if (!file)
    throw new Error(`${ACCOUNT_POOL_ENV} is not set: run Playwright through scripts/e2e.mjs, which seeds the accounts`);
  pool ??= { file, accounts: JSON.parse(readFileSync(file, "utf8")) as SeededAccount[] };
  return pool;
}

/**
 * Takes an account with this full name that no test has taken yet. A claim is a file created
 * exclusively, so two workers (or a retry in a fresh worker) never get the same account.
 */
export function claimAccount(fullName: string): SeededAccount {
  const { file, accounts } = readPool();
  const claims = `${file}.claims`;
  mkdirSync(claims, { recursive: true });
  for (const [index, account] of accounts.entries()) {
    if (account.fullName !== fullName) continue;
    try {
      closeSync(openSync(`${claims}/${index}`, "wx"));
      return account;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(`Every seeded account named "${fullName}" is taken: raise its count in ACCOUNTS_PER_NAME`);
}
