// The settings page's forms, hydrated on first use (docs/decisions/036 and 071): the password form (with Conform
// and the form kit) and the sections below the fold stay out of the page's first load and its hydration.
import { pagePart } from "~/components/first-use-part";

export const passwordSectionPart = pagePart(() =>
  import("./password-section").then((module) => module.PasswordSection),
);
export const lowerSectionsPart = pagePart(() =>
  import("./lower-sections").then((module) => module.SettingsLowerSections),
);

/** Awaited by the page's loader (the server renders them in full) and clientLoader (no blank on navigations). */
export const loadSettingsPageParts = () => Promise.all([passwordSectionPart.load(), lowerSectionsPart.load()]);
