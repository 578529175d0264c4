import type { SnippetPart } from "~/lib/search/results";

/** Text with the words a search found in <mark>: rendered as text nodes, so nothing in it is ever HTML. */
export function MarkedText({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move
      <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-700">
        {part.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move
      <span key={index}>{part.text}</span>
    ),
  );
}
