// The account's default view of lists (002 §3.7 default_view: grid or list), as each list names its own views.
import type { DEFAULT_VIEWS } from "./constants";

export type DefaultView = (typeof DEFAULT_VIEWS)[number];

export const readDefaultView = (value: unknown): DefaultView => (value === "list" ? "list" : "grid");

/** The meetings list: cards for a grid. */
export const MEETING_LIST_VIEW = { grid: "cards", list: "list" } as const satisfies Record<DefaultView, string>;
/** The documents lists: cards for a grid (a view chosen on the list itself is kept in its cookie and wins). */
export const DOCUMENT_LIST_VIEW = { grid: "card", list: "list" } as const satisfies Record<DefaultView, string>;
