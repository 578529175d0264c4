// Finding an annotation's quote again in pdf.js's text layer of a page, as a DOM Range: the re-anchored highlight
// is then drawn over the words where they now are. Compared letter by letter after the server's normalising
// (lower case, plain quotes and dashes, NFKC) and without any whitespace, since the text layer splits lines into
// spans with or without spaces between them.
import { plainCharacters } from "~/lib/annotations/plain-text";

/** One compared character: where it came from in the text layer. */
type Located = { node: Text; offset: number };

function comparable(character: string): string {
  return plainCharacters(character).replace(/\s+/g, "");
}

/** The quote's range in the container's text, or null when its words are not there as they stand. */
export function findQuoteRange(container: HTMLElement, quote: string): Range | null {
  const wanted = [...quote].map(comparable).join("");
  if (!wanted) return null;
  let text = "";
  const located: Located[] = [];
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const value = node.data;
    for (let offset = 0; offset < value.length; offset++) {
      for (const character of comparable(value[offset])) {
        text += character;
        located.push({ node, offset });
      }
    }
  }
  const start = text.indexOf(wanted);
  if (start < 0) return null;
  const first = located[start];
  const last = located[start + wanted.length - 1];
  const range = container.ownerDocument.createRange();
  range.setStart(first.node, first.offset);
  range.setEnd(last.node, last.offset + 1);
  return range;
}
