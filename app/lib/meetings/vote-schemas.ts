// The resolution and ballot forms (issue 11), shared by the pages (Conform) and the API: a rule is written once.
import { checkbox } from "../platform/checkbox";
import { isKnownTimeZone } from "../platform/dates";
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import { DEFAULT_VOTE_THRESHOLD, VOTE_CHOICES, VOTING_METHODS } from "./constants";
import { VOTE_MESSAGES } from "./vote-messages";
import { zonedTimeToEpoch } from "./zoned-time";

const optionalId = z
  .string()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

/**
 * A deadline: epoch milliseconds or an ISO string from the API, or a datetime-local value read in `timezone`
 * (the page sends the reader's zone) from a form. Empty is no deadline.
 */
const deadline = z
  .union([z.number().int().positive(), z.string().trim().max(40)])
  .optional()
  .transform((value) => (value === "" ? undefined : value));

export const ResolutionSchema = z
  .object({
    title: singleLine(
      z
        .string({ error: "Title must be at least 2 characters" })
        .trim()
        .min(2, "Title must be at least 2 characters")
        .max(200, "Title must be less than 200 characters"),
    ),
    description: z
      .string()
      .trim()
      .max(5000, "Description must be less than 5000 characters")
      .optional()
      .transform((value) => value || undefined),
    agendaItemId: optionalId,
    votingMethod: z.enum(VOTING_METHODS, { error: "Choose a voting method" }).default("simple_majority"),
    requiredThreshold: z.coerce
      .number({ error: "Threshold must be a number" })
      .int("Threshold must be a whole number")
      .min(1, "Threshold must be between 1 and 99")
      .max(99, "Threshold must be between 1 and 99")
      .default(DEFAULT_VOTE_THRESHOLD),
    deadline,
    timezone: z.string().max(64).optional(),
    isAnonymous: checkbox,
    allowAbstention: checkbox,
    allowProxy: checkbox,
  })
  .transform((input, context) => {
    const { timezone, deadline: raw, ...rest } = input;
    if (raw === undefined) return { ...rest, deadline: undefined };
    // The page sends the reader's zone beside the wall-clock deadline; an unknown zone reads it as UTC.
    const zone = timezone && isKnownTimeZone(timezone) ? timezone : "UTC";
    const at = typeof raw === "number" ? raw : (zonedTimeToEpoch(raw, zone) ?? Date.parse(raw));
    if (!Number.isFinite(at)) {
      context.addIssue({ code: "custom", path: ["deadline"], message: VOTE_MESSAGES.badDeadline });
      return z.NEVER;
    }
    return { ...rest, deadline: at };
  });
export type ResolutionInput = z.infer<typeof ResolutionSchema>;

/** A ballot: the choice, and whose ballot it is when a proxy casts it for someone (the principal). */
export const BallotSchema = z.object({
  choice: z.enum(VOTE_CHOICES, { error: VOTE_MESSAGES.badChoice }),
  onBehalfOf: optionalId,
});
export type BallotInput = z.input<typeof BallotSchema>;

const voteId = z.string({ error: "Vote not found" }).min(1, "Vote not found").max(100);

/** Every button of a resolution (decision 015): one intent each; 'create' is the resolution form. */
export const VotePageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), voteId }),
  z.object({ intent: z.literal("close"), voteId }),
  z.object({ intent: z.literal("cancel"), voteId }),
  z.object({ intent: z.literal("cast"), voteId, ...BallotSchema.shape }),
]);
export type VotePageAction = z.infer<typeof VotePageActionSchema>;
