// Run by scripts/e2e.mjs before the server starts: the reader's test documents (reader-documents.ts), one per
// "Rita Reader" of the account pool, written next to the pool file. Argument: the pool file.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { SeededAccount } from "./account-pool";
import { documentsFile, READER_MEMBER, READER_OWNER, writeReaderDocuments } from "./reader-documents";

const pool = process.argv[2];
if (!pool) throw new Error("seed-reader-documents needs the account pool file");
const accounts = JSON.parse(readFileSync(pool, "utf8")) as SeededAccount[];
const documents = await writeReaderDocuments(
  dirname(pool),
  accounts.filter((account) => account.fullName === READER_OWNER),
  accounts.filter((account) => account.fullName === READER_MEMBER),
);
writeFileSync(documentsFile(pool), JSON.stringify(documents));
console.log(`Seeded ${Object.keys(documents).length} documents for the reader's tests.`);
