// Lets Node (tsx) import app modules that import a Vite asset URL (`./icon-sprite.svg?url`): such an import
// becomes its path, as the build would give it, so bench/destinations.ts can read the app's navigation lists.
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
export async function load(url, context, nextLoad) {
  if (/\\.(svg|png|css)(\\?url)?$/.test(url)) {
    return { format: "module", shortCircuit: true, source: "export default " + JSON.stringify(new URL(url).pathname) };
  }
  return nextLoad(url, context);
}`)}`,
);
