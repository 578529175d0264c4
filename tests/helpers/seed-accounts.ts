// Seeds the Playwright account pool (account-pool.ts) into the throwaway local D1 before the server
// starts: the rows a sign-up writes, and a session per account made by the app's own createSession
// with the AUTH_SECRET of .dev.vars (the platform proxy reads it as `wrangler dev` does).
// Run by scripts/e2e.mjs: PERSIST_TO names the state folder, E2E_ACCOUNT_POOL the file to write.

import { writeFileSync } from "node:fs";
import { hashPassword } from "../../app/.server/auth/password";
import { prepareSession } from "../../app/.server/auth/sessions";
import { auditInsert } from "../../app/.server/platform/audit";
import type { ServiceContext } from "../../app/.server/platform/context";
import { createDb, schema } from "../../app/.server/platform/db/client";
import { readAppEnv } from "../../app/.server/platform/env";
import { withLocalPlatform } from "../../scripts/local-platform";
import {
  ACCOUNT_POOL_ENV,
  ACCOUNTS_PER_NAME,
  PASSWORD,
  PLATFORM_ADMIN_NAME,
  type SeededAccount,
  sessionCookieFromSetCookie,
} from "./account-pool";

const persistTo = process.env.PERSIST_TO;
const poolFile = process.env[ACCOUNT_POOL_ENV];
if (!persistTo || !poolFile) throw new Error(`seed-accounts needs PERSIST_TO and ${ACCOUNT_POOL_ENV}`);

await withLocalPlatform(persistTo, async (env) => {
  const ctx: ServiceContext = {
    db: createDb(env.DB),
    env: env,
    config: readAppEnv(env),
    meta: { ip: "127.0.0.1", userAgent: "Playwright account pool" },
    waitUntil: () => {}, // seeding records no visits
  };
  // One hash for every account: each PBKDF2 derivation takes a quarter of a second on this machine.
  const passwordHash = await hashPassword(PASSWORD);
  const run = Date.now().toString(36);
  const names = Object.entries(ACCOUNTS_PER_NAME).flatMap(([fullName, count]) =>
    Array.from({ length: count }, () => fullName),
  );
  const accounts: SeededAccount[] = [];
  const statements = [];
  for (const [index, fullName] of names.entries()) {
    const id = crypto.randomUUID();
    const email = `pool.${run}.${index}@example.test`;
    const now = Date.now();
    const session = await prepareSession(ctx, id);
    // The rows auth/accounts.ts signUp writes, and the session createSession writes.
    statements.push(
      ctx.db.insert(schema.users).values({
        id,
        email,
        fullName,
        passwordHash,
        role: fullName === PLATFORM_ADMIN_NAME ? "admin" : "user",
        createdAt: now,
        updatedAt: now,
      }),
      ctx.db.insert(schema.userPreferences).values({ userId: id, updatedAt: now }),
      auditInsert(ctx, { userId: id, action: "auth.sign_up", entityType: "user", entityId: id }),
      session.insert,
    );
    accounts.push({ email, password: PASSWORD, fullName, session: sessionCookieFromSetCookie(session.cookie) });
  }
  // A few large batches instead of two calls per account: each call crosses wrangler's platform proxy through a
  // synchronous fetch, whose reply miniflare was seen to miss on a loaded machine (an assertion in its
  // SynchronousFetcher, failing the whole run); fewer crossings, fewer chances.
  for (let start = 0; start < statements.length; start += 100) {
    const [first, ...rest] = statements.slice(start, start + 100);
    await ctx.db.batch([first, ...rest]);
  }
  writeFileSync(poolFile, JSON.stringify(accounts));
  console.log(`Seeded ${accounts.length} signed-in accounts for Playwright.`);
});
