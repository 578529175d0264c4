// For bench/annotation-latency.mjs, before its server starts: a two-page document owned by the first seeded
// account, read by the second (a member of its organisation). Also seeds bench/notification-latency.mjs (the second
// reader is @mentioned). Prints {assetId, cookies, emails} as its last line.
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { ACCOUNT_POOL_ENV, type SeededAccount } from "../tests/helpers/account-pool";
import { writeReaderDocuments } from "../tests/helpers/reader-documents";

const pool = process.env[ACCOUNT_POOL_ENV] ?? "";
const [first, second] = JSON.parse(readFileSync(pool, "utf8")) as SeededAccount[];
const documents = await writeReaderDocuments(dirname(pool), [first], [second]);
const cookie = (account: SeededAccount) => `${account.session.name}=${account.session.value}`;
console.log(
  JSON.stringify({
    assetId: documents[first.email].assetId,
    cookies: [cookie(first), cookie(second)],
    emails: [first.email, second.email],
  }),
);
