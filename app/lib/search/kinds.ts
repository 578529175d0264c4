// The kinds of thing global search finds (issue 12; 000 §2.2), one group each on the search page, in this order.
// Adding a kind is the small step docs/decisions/045 describes: a name here, its label, its rows in the index
// (triggers and backfill in a custom migration) and its permission condition in app/.server/search/visibility.ts.
export const SEARCH_KINDS = [
  "organization",
  "committee",
  "member",
  "meeting",
  "agenda_item",
  "minutes",
  "document",
  "annotation",
  "decision",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each group's heading on the search page and in the kind filter. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  organization: "Organizations",
  committee: "Committees",
  member: "Members",
  meeting: "Meetings",
  agenda_item: "Agenda items",
  minutes: "Minutes",
  document: "Documents",
  annotation: "Annotations",
  decision: "Decisions",
};

export const isSearchKind = (value: unknown): value is SearchKind =>
  typeof value === "string" && (SEARCH_KINDS as readonly string[]).includes(value);
