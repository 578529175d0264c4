// Participants' inputs (issue 11 "Participants", spec 000 §2.6, §3, §4): shared by the participants tab's forms
// and the /api/meetings/:id/participants and /rsvp endpoints.
import { z } from "../platform/zod";
import { ATTENDANCE_STATUSES, PARTICIPANT_ROLES, PRESENCE_STATUSES, RSVP_ANSWERS } from "./constants";

const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());
const idList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => [...new Set((typeof value === "string" ? [value] : (value ?? [])).filter(Boolean))])
  .pipe(z.array(z.string().max(100, "Invalid member")).max(100, "At most 100 people at a time"));

/** Invite members of the organisation (by user id) and/or one guest by email. */
export const InviteParticipantsSchema = z
  .object({
    userIds: idList,
    guestEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, "Email must be at most 254 characters")
      .optional()
      .transform((value) => value || null)
      .pipe(z.email("Enter a valid email address").nullable()),
    guestName: z
      .string()
      .trim()
      .max(120, "Name must be at most 120 characters")
      .optional()
      .transform((value) => value || null),
    role: z.enum(PARTICIPANT_ROLES, { error: "Choose a role" }).default("member"),
    isVotingEligible: checkbox.default(false),
  })
  .refine((input) => input.userIds.length > 0 || input.guestEmail, {
    message: "Choose a member or enter a guest's email",
    path: ["userIds"],
  });
export type InviteParticipantsInput = z.infer<typeof InviteParticipantsSchema>;

const nullableId = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((value) => value || null);

/** PATCH of a seat by a manager: role, voting eligibility, presence (check-in) and proxy. */
export const ParticipantPatchSchema = z.object({
  role: z.enum(PARTICIPANT_ROLES, { error: "Choose a role" }).optional(),
  isVotingEligible: checkbox.optional(),
  presence: z.preprocess((value) => (value === "" ? null : value), z.enum(PRESENCE_STATUSES).nullable()).optional(),
  delegateUserId: z.preprocess((value) => (value === undefined ? undefined : (value ?? "")), nullableId).optional(),
});
export type ParticipantPatch = z.infer<typeof ParticipantPatchSchema>;

export const RsvpSchema = z.object({ answer: z.enum(RSVP_ANSWERS, { error: "Choose accept, decline or tentative" }) });

export const ConflictSchema = z.object({
  agendaItemId: z.string().trim().min(1, "Choose an agenda item").max(100),
  description: z
    .string({ error: "Describe the conflict" })
    .trim()
    .min(3, "Describe the conflict")
    .max(1000, "The description is at most 1000 characters"),
});

/** The list's query parameters (so search and filters work without JavaScript). */
export const ParticipantQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  role: z.enum(PARTICIPANT_ROLES).optional().catch(undefined),
  rsvp: z.enum(ATTENDANCE_STATUSES).optional().catch(undefined),
  presence: z.enum(PRESENCE_STATUSES).optional().catch(undefined),
});
export type ParticipantQuery = z.infer<typeof ParticipantQuerySchema>;

/** The participants tab's one action: each form names its intent (decision 015). */
export const ParticipantActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rsvp"), answer: z.enum(RSVP_ANSWERS) }),
  ConflictSchema.extend({ intent: z.literal("declare") }),
  z.object({ intent: z.literal("withdraw"), agendaItemId: z.string().min(1) }),
  z.object({ intent: z.literal("remove"), participantId: z.string().min(1) }),
  z.object({
    intent: z.literal("seat"),
    participantId: z.string().min(1),
    role: z.enum(PARTICIPANT_ROLES),
    isVotingEligible: checkbox.default(false),
  }),
  z.object({
    intent: z.literal("presence"),
    participantId: z.string().min(1),
    presence: z.preprocess((value) => (value === "" ? null : value), z.enum(PRESENCE_STATUSES).nullable()),
  }),
  z.object({
    intent: z.literal("delegate"),
    participantId: z.string().min(1),
    delegateUserId: z
      .string()
      .optional()
      .transform((value) => value || null),
  }),
]);
