// The demo forms: the tour controls and the Exit / Reset buttons (multi-button forms send `intent`).

import { isSameSitePath } from "../platform/redirects";
import { z } from "../platform/zod";
import { TOUR_STEPS, type TourIntent } from "./tour";

const sameSitePath = z
  .string()
  .max(2000)
  .refine(isSameSitePath, "Only paths on this site are allowed")
  // A missing or foreign target falls back to the dashboard: never an open redirect.
  .catch("/dashboard");

/** The step on screen when the control was pressed (absent for Start Tour). */
const shownStep = z.coerce
  .number()
  .int()
  .min(0)
  .max(TOUR_STEPS.length - 1)
  .optional();

/** The features the page showed as explored, comma-separated (unknown ids are dropped when applied). */
const shownExplored = z
  .string()
  .max(500)
  .optional()
  .transform((value) => (value ? value.split(",") : undefined));

const tourAction = <Intent extends TourIntent>(intent: Intent) =>
  z.object({ intent: z.literal(intent), step: shownStep, explored: shownExplored, redirectTo: sameSitePath });

/** Every tour control posts one of these to /resources/demo-tour. */
export const TourActionSchema = z.discriminatedUnion("intent", [
  tourAction("start"),
  tourAction("next"),
  tourAction("previous"),
  tourAction("close"),
]);

/** "Exit Demo & Sign In" and "Reset demo data" post to /resources/demo. */
export const DemoActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("exit") }),
  z.object({ intent: z.literal("reset") }),
]);
