// What search results are made of, for the page and the API alike.
import type { SearchKind } from "./kinds";

/** A piece of a result's snippet: plain text, or a word the search matched (the page shows it as <mark>). */
export type SnippetPart = { text: string; match: boolean };

/** Where a result opens: the reader, at the page that matched. */
export const documentPageHref = (documentId: string, pageNumber: number) =>
  `/dashboard/assets/${encodeURIComponent(documentId)}/read?page=${pageNumber}`;

/** One hit of the global search, for the page and the API alike. */
export type SearchHit = {
  /** The index entry: unique per hit (an annotation and a reply in its thread are two hits with one `id`). */
  entryId: number;
  kind: SearchKind;
  /** What the hit opens (see searchHitHref). */
  id: string;
  /** The entry's own title with the words found marked; empty for minutes, pages and annotations. */
  title: SnippetPart[];
  /** The body around the words found. */
  snippet: SnippetPart[];
  organizationId: string;
  organizationName: string;
  /** The meeting of an agenda item or minutes; the document of a page or annotation. */
  context: { id: string; title: string } | null;
  pageNumber: number | null;
};

/** Where a hit opens: each kind's own page, a document at the page that matched. */
export function searchHitHref(hit: Pick<SearchHit, "kind" | "id" | "organizationId" | "context" | "pageNumber">) {
  const id = encodeURIComponent(hit.id);
  switch (hit.kind) {
    case "organization":
      return `/dashboard/organizations/${id}`;
    case "committee":
      return `/dashboard/committees/${id}`;
    case "member":
      return `/dashboard/organizations/${encodeURIComponent(hit.organizationId)}?tab=members`;
    case "meeting":
      return `/dashboard/meetings/${id}`;
    case "agenda_item":
      return `/dashboard/meetings/${encodeURIComponent(hit.context?.id ?? "")}/agenda`;
    case "minutes":
      return `/dashboard/meetings/${id}/minutes`;
    case "document":
      return hit.pageNumber === null ? `/dashboard/assets/${id}` : documentPageHref(hit.id, hit.pageNumber);
    case "annotation":
      return documentPageHref(hit.context?.id ?? "", hit.pageNumber ?? 1);
    case "decision":
      return `/dashboard/analytics?tab=decisions&org=${encodeURIComponent(hit.organizationId)}`;
  }
}

/** The search page's address for a query and its filters (a plain GET form writes the same parameters). */
export function searchPageHref(params: {
  q: string;
  kind?: SearchKind | null;
  organization?: string | null;
  page?: number;
}) {
  const query = new URLSearchParams({ q: params.q });
  if (params.kind) query.set("kind", params.kind);
  if (params.organization) query.set("organization", params.organization);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  return `/dashboard/search?${query}`;
}
