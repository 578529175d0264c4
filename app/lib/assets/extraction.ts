// Text extraction of documents (issue 10): the limits the queue consumer works within and the reasons a document
// shows when its text could not be extracted. The consumer is app/.server/assets/extraction.ts.
import { NO_TEXT_LAYER_REASON } from "./constants";

/**
 * The largest file whose text is extracted. A PDF is parsed whole in the consumer's memory (128 MB in a Worker),
 * with pdf.js's own structures beside the bytes: 25 MB leaves room for both. Larger files are kept and served, but
 * their extraction is 'failed' with the reason below.
 */
export const TEXT_EXTRACTION_MAX_BYTES = 25 * 1024 * 1024;
/** The most pages one document may index: every page is one row, written in one batch. */
export const TEXT_EXTRACTION_MAX_PAGES = 2_000;
/** Plain text and CSV have no pages: they are cut into chunks of about a printed page, at line ends. */
export const TEXT_PAGE_CHARACTERS = 3_000;

export const EXTRACTION_REASONS = {
  noTextLayer: NO_TEXT_LAYER_REASON,
  unreadablePdf: "the file could not be read as a PDF",
  passwordProtected: "the PDF is protected by a password",
  tooLarge: "the file is too large for text extraction (over 25 MB)",
  tooManyPages: "the document has too many pages for text extraction (over 2,000)",
  missingFile: "the file is missing from storage",
  notStarted: "text extraction could not be started; upload a new version to try again",
} as const;
