// What a first visit to a page downloads: its HTML (raw and gzip) and every script the HTML makes the browser
// load before the page is interactive. Fetched from the running server; gzip at level 9 as a CDN would serve.
import { gzipSync } from "node:zlib";

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Module scripts, modulepreloads and the modules Remix imports from its inline script, as absolute paths. */
export function scriptsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/[^"']+\.js)["']/g)) urls.add(match[1]);
  return [...urls];
}

/**
 * Measures pages on one origin; scripts are fetched once per origin and remembered (they are content-hashed,
 * so the same URL is the same bytes), which keeps measuring fifty pages quick.
 */
export function createSizeMeter(origin) {
  const scripts = new Map();
  async function script(url) {
    if (!scripts.has(url)) {
      const response = await fetch(new URL(url, origin));
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      scripts.set(url, { raw: bytes.length, gzip: gzipSize(bytes) });
    }
    return scripts.get(url);
  }
  return async function measure(path, headers = {}) {
    const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) return { path, status: response.status, location: response.headers.get("location") };
    const urls = scriptsOf(bytes.toString("utf8"));
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const size = await script(url);
      raw += size.raw;
      gzip += size.gzip;
    }
    return {
      path,
      status: response.status,
      htmlKB: bytes.length / 1024,
      htmlGzipKB: gzipSize(bytes) / 1024,
      scripts: urls.length,
      jsKB: raw / 1024,
      jsGzipKB: gzip / 1024,
    };
  };
}
