// The bare page (bench/bare): a Remix 2 + React 18 app whose one route reads one D1 row, built by the same
// Remix Vite plugin from the repository's node_modules and served by the same wrangler as the app.
import { bin, run } from "../scripts/lib.mjs";

export const BARE_CONFIG = "bench/bare/wrangler.toml";
export const bareLabel = "bare page (bench/bare)";

/** Builds the bare page into bench/bare/build (git-ignored); a few seconds. */
export async function buildBare() {
  await run(bin("remix"), ["vite:build", "bench/bare", "--logLevel", "warn"]);
}
