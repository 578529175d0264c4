// The profile page (issue 13): its limits and texts, written once.

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const TITLE_MAX_LENGTH = 100;

/** The interface is written in English only; the preference is kept so dates and emails can follow it later. */
export const LANGUAGES = [{ code: "en", label: "English" }] as const;
export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const PROFILE_MESSAGES = {
  saved: "Profile saved.",
  avatarSaved: "Photo updated.",
  avatarRemoved: "Photo removed: your initials are shown instead.",
  avatarInvalid: "The photo must be a PNG, JPEG, GIF or WebP image.",
  avatarTooLarge: "The photo must be 5 MB or smaller.",
  avatarSvg: "SVG images can't be used as a photo: choose a PNG or JPEG.",
  avatarStorageFailed: "The photo could not be stored. Try again in a moment.",
  timezoneUnknown: "Choose a time zone from the list",
  languageOnlyEnglish: "BoardRoom is available in English only for now.",
} as const;

/** Up to two initials from the name, else the first letter of the email: shown when there is no photo. */
export function initialsOf(fullName: string | null | undefined, email: string): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const initials = letters.map((word) => word?.[0] ?? "").join("");
  return (initials || email[0] || "?").toUpperCase();
}

// The preferences' choices. Here, not in schemas.ts, so the preferences form reads them without pulling zod into
// the page's first load (decisions 037, 051).
export const DEFAULT_VIEWS = ["grid", "list"] as const;
export const CACHE_STRATEGIES = ["auto", "aggressive", "minimal"] as const;
export const COMPLIANCE_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export const COMPLIANCE_WIDGETS = ["overview", "alerts", "upcoming", "risk_distribution"] as const;

/** What each preference does, said beside it; those no feature reads yet say so plainly (no silent controls). */
export const PREFERENCE_NOTES = {
  defaultView: "The meetings and documents lists open in this view until you pick another view on the list.",
  autoSave: "Not applied yet: no form in BoardRoom saves as you type; every form saves when you send it.",
  documents:
    "Not applied yet: annotations are saved when you post them, and BoardRoom keeps no offline copy of documents.",
  newMeeting: "Used by the meeting form: a new meeting ends this long after it starts, and is marked as recorded.",
  reminders: "Reminders before a meeting are set with your notification preferences.",
  liveMedia: "Not applied yet: the live meeting room has no audio or video.",
  compliance: "Not applied yet: BoardRoom has no compliance items, deadlines or alerts for these to act on.",
} as const;
