// Board packs (issue 10): an ordered book of documents for a meeting or a committee, published to its audience.
export const BOARD_PACK_STATUSES = ["draft", "published", "archived"] as const;
export type BoardPackStatus = (typeof BOARD_PACK_STATUSES)[number];

/** Who a published pack is for: every member of the organisation, one committee, or named members. */
export const BOARD_PACK_AUDIENCES = ["organization", "committee", "members"] as const;
export type BoardPackAudience = (typeof BOARD_PACK_AUDIENCES)[number];

/** The compiled book (one PDF of the whole pack), built in the background when the pack is published. */
export const COMPILE_STATUSES = ["not_compiled", "pending", "compiling", "done", "failed"] as const;
export type CompileStatus = (typeof COMPILE_STATUSES)[number];
