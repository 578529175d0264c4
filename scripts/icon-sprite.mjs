// Builds app/components/ui/icon-sprite.svg: one <symbol> per icon that app/components/ui/icons.tsx
// names, drawn from lucide-react's own geometry (rendered once here, never shipped as JavaScript).
// Pages then draw an icon with <svg><use href="sprite#Name"/></svg>: a few dozen bytes instead of the
// whole path data inline on every use (docs/decisions/025).
//   node scripts/icon-sprite.mjs          writes the sprite
//   node scripts/icon-sprite.mjs --check  fails when the committed sprite is stale (run by npm run lint)
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const lucide = require("lucide-react");
const { createElement } = require("react");
const { renderToStaticMarkup } = require("react-dom/server");

const root = new URL("..", import.meta.url).pathname;
const iconsModule = `${root}app/components/ui/icons.tsx`;
const spriteFile = `${root}app/components/ui/icon-sprite.svg`;

export function iconNames(source = readFileSync(iconsModule, "utf8")) {
  return [...source.matchAll(/= icon\("(\w+)"\)/g)].map((match) => match[1]).sort();
}

export function buildSprite(names) {
  const symbols = names.map((name) => {
    const component = lucide[name];
    if (!component) throw new Error(`lucide-react has no icon named ${name}`);
    const markup = renderToStaticMarkup(createElement(component));
    const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

const sprite = buildSprite(iconNames());
if (process.argv.includes("--check")) {
  if (readFileSync(spriteFile, "utf8") !== sprite) {
    console.error("app/components/ui/icon-sprite.svg is stale: run `node scripts/icon-sprite.mjs`.");
    process.exit(1);
  }
} else {
  writeFileSync(spriteFile, sprite);
  console.log(`Wrote ${spriteFile} (${iconNames().length} icons, ${sprite.length} bytes)`);
}
