// Minutes are HTML written by the secretary: kept only after this allow-list (headings, paragraphs, lists,
// bold/italic, tables, links to http(s) and mailto). Everything else is dropped with its attributes; a script's
// or style's body goes with it. Server-side only in practice (the services sanitise before storing).
import xss, { type IFilterXSSOptions } from "xss";

const none: string[] = [];
const ALLOWED: Record<string, string[]> = {
  h1: none,
  h2: none,
  h3: none,
  h4: none,
  p: none,
  br: none,
  ul: none,
  ol: none,
  li: none,
  strong: none,
  b: none,
  em: none,
  i: none,
  table: none,
  thead: none,
  tbody: none,
  tr: none,
  th: ["colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  a: ["href"],
};

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

// The package is CommonJS: its default export is the filter function, called with these options.
const OPTIONS: IFilterXSSOptions = {
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template"],
  safeAttrValue(tag, name, value) {
    if (tag === "a" && name === "href") return SAFE_LINK.test(value.trim()) ? value.trim().replace(/"/g, "%22") : "";
    if (name === "colspan" || name === "rowspan") return /^\d{1,2}$/.test(value) ? value : "";
    return "";
  },
};

export function sanitizeMinutesHtml(html: string): string {
  return xss(html, OPTIONS).trim();
}

/** The escaped text for building minutes from the agenda (titles, outcomes, names are plain text). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** The minutes as lines of text (for the PDF): block elements end lines, list items get a bullet. */
export function minutesText(html: string): string[] {
  const text = html
    .replace(/<li[^>]*>/gi, "\n• ")
    .replace(/<\/(p|h[1-4]|li|tr|table|ul|ol)>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/t[dh]>/gi, "\t")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line, index, lines) => line !== "" || (index > 0 && lines[index - 1] !== ""));
}
