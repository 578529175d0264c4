// What a document search result is made of, for the page and the API alike.

/** A piece of a result's snippet: plain text, or a word the search matched (the page shows it as <mark>). */
export type SnippetPart = { text: string; match: boolean };

/** Where a result opens: the reader, at the page that matched. */
export const documentPageHref = (documentId: string, pageNumber: number) =>
  `/dashboard/assets/${encodeURIComponent(documentId)}/read?page=${pageNumber}`;
