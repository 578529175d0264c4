// For bench/annotation-latency.mjs: a two-page document shared by the first two seeded accounts (owner and
// member of a fresh organisation). Prints {assetId, cookies} as its last line.
import { readFileSync } from "node:fs";
import { ACCOUNT_POOL_ENV, type SeededAccount } from "../tests/helpers/account-pool";
import { seedReaderDocument } from "../tests/helpers/reader-documents";

const accounts = JSON.parse(readFileSync(process.env[ACCOUNT_POOL_ENV] ?? "", "utf8")) as SeededAccount[];
const [first, second] = accounts;
const { assetId } = await seedReaderDocument([
  { email: first.email, role: "owner" },
  { email: second.email, role: "member" },
]);
const cookie = (account: SeededAccount) => `${account.session.name}=${account.session.value}`;
console.log(JSON.stringify({ assetId, cookies: [cookie(first), cookie(second)] }));
