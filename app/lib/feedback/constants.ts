// Feedback (issue 13): what the form offers and says, written once.

export const FEEDBACK_CATEGORIES = ["bug", "idea", "question", "praise", "other"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  bug: "Something is broken",
  idea: "An idea or request",
  question: "A question",
  praise: "Something works well",
  other: "Something else",
};

export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
/** A screenshot is an image of at most 5 MB, recognised by its bytes (decision 020). */
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

export const FEEDBACK_MESSAGES = {
  screenshotInvalid: "The screenshot must be a PNG, JPEG, GIF or WebP image.",
  screenshotTooLarge: "The screenshot must be 5 MB or smaller.",
  screenshotSvg: "SVG images can't be attached: take a PNG or JPEG screenshot instead.",
  storageFailed: "The screenshot could not be stored. Try again, or send your feedback without it.",
  thanks: "Thank you: your feedback reached the BoardRoom team.",
} as const;

/** The feedback page's address from the shell's menus: it carries the page the reader was on. */
export const feedbackLink = (fromPath: string) => `/dashboard/feedback?from=${encodeURIComponent(fromPath)}`;
