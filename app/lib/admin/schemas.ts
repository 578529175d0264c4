// The admin console's inputs: list filters (query strings) and the actions of the user and security pages.
import { pagingSchema } from "../platform/paging";
import { z } from "../platform/zod";
import { ADMIN_PAGE_SIZE, RISK_LEVELS, USER_FILTERS } from "./constants";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** A date typed as YYYY-MM-DD (an <input type="date">), read as the start of that day in UTC. */
const day = z
  .string()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.iso.date("Use a date like 2026-01-31").optional());

export const UserListQuerySchema = pagingSchema(ADMIN_PAGE_SIZE).extend({
  q: optionalText(100),
  filter: z.enum(USER_FILTERS).catch("all"),
});
export type UserListQuery = z.output<typeof UserListQuerySchema>;

export const SessionListQuerySchema = pagingSchema(ADMIN_PAGE_SIZE).extend({ userId: optionalText(100) });

export const AuditQuerySchema = pagingSchema(ADMIN_PAGE_SIZE)
  .extend({
    organizationId: optionalText(100),
    actor: optionalText(254),
    action: optionalText(100),
    risk: z.enum(RISK_LEVELS).optional().catch(undefined),
    from: day,
    to: day,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The start date must be on or before the end date",
    path: ["to"],
  });
export type AuditQuery = z.output<typeof AuditQuerySchema>;

const userId = z.string({ error: "userId is required" }).min(1, "userId is required").max(100);

/** The actions on a user's admin page, one per button (decision 015: one action, an intent). */
export const AdminUserActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("suspend"), userId }),
  z.object({ intent: z.literal("reactivate"), userId }),
  z.object({ intent: z.literal("force-reset"), userId }),
  z.object({ intent: z.literal("set-role"), userId, role: z.enum(["user", "admin"]) }),
  z.object({ intent: z.literal("revoke-session"), userId, sessionId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("revoke-all-sessions"), userId }),
]);
export type AdminUserAction = z.output<typeof AdminUserActionSchema>;

export const UnlockSchema = z.object({
  intent: z.literal("unlock"),
  email: z.string().trim().toLowerCase().min(1, "email is required").max(254),
});
