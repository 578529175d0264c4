// Board packs (issue 10): an ordered book of documents for a meeting or a committee, published to its audience.
export const BOARD_PACK_STATUSES = ["draft", "published", "archived"] as const;
export type BoardPackStatus = (typeof BOARD_PACK_STATUSES)[number];

/** Who a published pack is for: every member of the organisation, one committee, or named members. */
export const BOARD_PACK_AUDIENCES = ["organization", "committee", "members"] as const;
export type BoardPackAudience = (typeof BOARD_PACK_AUDIENCES)[number];

/** The compiled book (one PDF of the whole pack), built in the background when the pack is published. */
export const COMPILE_STATUSES = ["not_compiled", "pending", "compiling", "done", "failed"] as const;
export type CompileStatus = (typeof COMPILE_STATUSES)[number];

/** The list page's status filter (`?status=`): every pack the actor may see, or one status. */
export const BOARD_PACK_FILTERS = ["all", ...BOARD_PACK_STATUSES] as const;
export type BoardPackFilter = (typeof BOARD_PACK_FILTERS)[number];

export const BOARD_PACK_STATUS_LABELS: Record<BoardPackStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

export const BOARD_PACK_AUDIENCE_LABELS: Record<BoardPackAudience, string> = {
  organization: "Every member of the organization",
  committee: "A committee",
  members: "Named members",
};

/** The audience choices of the pack form, in their order (kept here: a top-level call in a lazily loaded form's
 * module would keep that module in its page's first load, decision 037). */
export const BOARD_PACK_AUDIENCE_OPTIONS = BOARD_PACK_AUDIENCES.map((value) => ({
  value,
  label: BOARD_PACK_AUDIENCE_LABELS[value],
}));

export const COMPILE_STATUS_LABELS: Record<CompileStatus, string> = {
  not_compiled: "Not compiled yet: the book is built when the pack is published",
  pending: "Waiting to compile",
  compiling: "Compiling the book…",
  done: "Compiled",
  failed: "Compiling failed",
};

/** The list page shows this many packs a page (like vaults); the paper picker this many documents a page. */
export const BOARD_PACKS_PAGE_SIZE = 20;
export const PAPER_PICKER_PAGE_SIZE = 50;
/** Searches (the list's and the paper picker's) are at most this long. */
export const BOARD_PACK_SEARCH_MAX = 100;

/** At most this many papers in one pack, and sections. */
export const BOARD_PACK_MAX_ITEMS = 200;
export const BOARD_PACK_MAX_SECTIONS = 50;
/** The compiled book is built in the Worker's memory: the PDF papers together may not exceed this. */
export const BOARD_PACK_MAX_COMPILE_BYTES = 60 * 1024 * 1024;
/** Read tracking writes at most once a minute per reader and paper. */
export const BOARD_PACK_READ_WRITE_INTERVAL_MS = 60_000;

const BOARD_PACK_MAX_COMPILE_MB = BOARD_PACK_MAX_COMPILE_BYTES / 1024 / 1024;

export const BOARD_PACK_MESSAGES = {
  notFound: "Board pack not found",
  created: "Board pack created",
  saved: "Board pack saved",
  published: "Board pack published: the book is being compiled",
  archived: "Board pack archived: it is read-only until it is restored",
  restored: "Board pack restored",
  notArchived: "Only an archived board pack can be restored",
  archivedNotice:
    "This board pack is archived: its papers and details are read-only, and it is hidden from its audience.",
  archivedNoticeManager: "Restore it to change it; a pack that was published goes back to its audience.",
  sectionAdded: "Section added",
  sectionRenamed: "Section renamed",
  sectionRemoved: "Section removed: its papers stay in the pack without a section",
  paperAdded: "Paper added",
  paperRemoved: "Paper removed",
  paperReplaced: "Paper replaced: readers are notified",
  moved: "Order saved",
  paperNotFound: "Paper not found in this pack",
  sectionNotFound: "Section not found in this pack",
  documentNotAvailable: "Choose a document of this organization that you can open",
  alreadyInPack: "This document is already in the pack",
  committeeRequired: "Choose the committee this pack is for",
  committeeNotFound: "Committee not found in this organization",
  recipientsRequired: "Choose at least one member",
  recipientsNotMembers: "Recipients must be members of the organization",
  emptyPack: "Add at least one paper before publishing",
  notDraft: "Only a draft can be published",
  archivedReadOnly: "This board pack is archived and read-only",
  tooManyItems: `A board pack holds at most ${BOARD_PACK_MAX_ITEMS} papers`,
  tooManySections: `A board pack holds at most ${BOARD_PACK_MAX_SECTIONS} sections`,
  tooLargeToCompile: `The PDF papers together exceed ${BOARD_PACK_MAX_COMPILE_MB} MB: the book can't be compiled`,
  paperUnreadable: (title: string) => `"${title}" could not be read as a PDF`,
  paperMissing: (title: string) => `The file of "${title}" is missing`,
  notCompiled: "The book has not been compiled yet",
  updatedNotificationTitle: (packTitle: string) => `A paper in "${packTitle}" was updated`,
  updatedNotificationBody: (paperTitle: string) => `"${paperTitle}" was replaced after the pack was published.`,
} as const;

/** Texts printed in the compiled book. */
export const BOOK_TEXTS = {
  contents: "Contents",
  meetingDate: "Meeting date",
  published: "Published",
  notPdf: "Not a PDF: open it in BoardRoom",
  noPapers: "This pack has no papers.",
  updated: "updated",
  footer: (page: number, total: number) => `Page ${page} of ${total}`,
} as const;
