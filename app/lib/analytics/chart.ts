import type { EventCategory } from "./constants";

/** One colour per event category in the trend chart (tailwind.config.ts safelists exactly these). */
export const CATEGORY_COLORS: Record<EventCategory, string> = {
  meeting: "indigo",
  document: "emerald",
  board_pack: "amber",
  decision: "rose",
  export: "sky",
  user: "violet",
  system: "slate",
};
