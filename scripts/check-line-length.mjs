// No line of code over 120 characters (docs/decisions/013). Biome wraps code at 120 but leaves long strings,
// class lists and comments alone; this catches those. Prints each offender and exits 1 if there is any.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MAX = 120;
const CODE = /\.(ts|tsx|mjs|js|css)$/;
// Generated (by wrangler types, and scripts/form-constraints.ts with the schemas' patterns); not ours to wrap.
const GENERATED = new Set(["worker-configuration.d.ts"]);
const GENERATED_FOLDERS = ["app/lib/forms/generated/"];

const root = new URL("..", import.meta.url).pathname;
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(
    (file) => CODE.test(file) && !GENERATED.has(file) && !GENERATED_FOLDERS.some((folder) => file.startsWith(folder)),
  );

const offenders = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${root}${file}`, "utf8");
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  text.split("\n").forEach((line, index) => {
    if (line.length > MAX) offenders.push(`${file}:${index + 1} is ${line.length} characters`);
  });
}
if (offenders.length > 0) {
  console.error(`Lines over ${MAX} characters:\n${offenders.join("\n")}`);
  process.exit(1);
}
console.log(`No line over ${MAX} characters in ${files.length} files.`);
