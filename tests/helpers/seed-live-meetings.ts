// Run by scripts/e2e.mjs before the server starts: the live room's meetings (live-meetings.ts), two per
// "Lara Live Chair" of the account pool, written next to the pool file. Argument: the pool file.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { SeededAccount } from "./account-pool";
import { LIVE_CHAIR, LIVE_MEMBER, liveMeetingsFile, writeLiveMeetings } from "./live-meetings";

const pool = process.argv[2];
if (!pool) throw new Error("seed-live-meetings needs the account pool file");
const accounts = JSON.parse(readFileSync(pool, "utf8")) as SeededAccount[];
const meetings = await writeLiveMeetings(
  dirname(pool),
  accounts.filter((account) => account.fullName === LIVE_CHAIR),
  accounts.filter((account) => account.fullName === LIVE_MEMBER),
);
writeFileSync(liveMeetingsFile(pool), JSON.stringify(meetings));
console.log(
  `Seeded the live room's meetings for ${Object.keys(meetings).length} chairs (one in progress, one scheduled).`,
);
