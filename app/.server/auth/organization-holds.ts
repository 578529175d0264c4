// The organisations' security policy, per organisation (decision 048): an organisation that holds the actor back
// (two-factor required and not set up, or the request's address outside its ranges) refuses its own data, and only
// its own. The holds are decided once per request with the session lookup (security-policy.ts `organizationHolds`)
// and ride on the actor; the guards ask `admitPastHolds`, the cross-organisation lists filter with `outsideHolds`.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  ACCESS_POLICY_CODE,
  type HeldBackAnswer,
  heldBackAnswer,
  holdMessages,
  type OrganizationHold,
} from "../../lib/auth/organization-holds";
import type { Actor, ActorContext } from "../platform/context";
import { ServiceError } from "../platform/errors";

/** A guard's refusal: 403 naming the organisation and the remedy (pages show it, the API answers its JSON). */
export class OrganizationHeldBackError extends ServiceError {
  readonly code = ACCESS_POLICY_CODE;
  constructor(readonly hold: OrganizationHold) {
    super(403, holdMessages(hold).join(" "));
    this.name = "OrganizationHeldBackError";
  }

  get answer(): HeldBackAnswer {
    return heldBackAnswer(this.hold);
  }
}

/** Any context: a service context without an actor (jobs, the session lookup's own batch) has no holds. */
type AnyContext = object & { actor?: Pick<Actor, "holds" | "user"> };

export const holdsOf = (ctx: AnyContext): readonly OrganizationHold[] => ctx.actor?.holds ?? [];

/**
 * The guards' one rule: an organisation the actor is a member of, which holds them back here, refuses with 403.
 * Called by every guard's decision after its 404s (a non-member learns nothing), before the role's 403s.
 */
export function admitPastHolds(ctx: ActorContext, organization: { id: string }): void {
  const hold = holdOn(ctx, organization.id);
  if (hold) throw new OrganizationHeldBackError(hold);
}

/** The hold this organisation has on the actor here, if any (for callers reporting it per item). */
export const holdOn = (ctx: AnyContext, organizationId: string): OrganizationHold | undefined =>
  holdsOf(ctx).find((held) => held.id === organizationId);

/**
 * For lists across the actor's organisations: the row's organisation (`column`) is not one holding the actor back.
 * Undefined when none does (the usual case: the query is unchanged), so it drops into `and(...)`. Without an actor
 * in `ctx` (the session lookup's own batch, where the holds are not known yet) it is undefined too: those reads are
 * read again once the holds are known (request-context.ts).
 */
export function outsideHolds(ctx: AnyContext, column: SQLWrapper): SQL | undefined {
  const held = holdsOf(ctx);
  if (held.length === 0) return undefined;
  const ids = JSON.stringify(held.map((hold) => hold.id));
  // A row with no organisation (a notification about the account itself) stays.
  return sql`(${column} is null or ${column} not in (select value from json_each(${ids})))`;
}

/** `outsideHolds` for rows of one user (a recipient): only when that user is the actor (not a producer's count). */
export function outsideHoldsOfUser(ctx: AnyContext, userId: unknown, column: SQLWrapper): SQL | undefined {
  return ctx.actor?.user.id === userId ? outsideHolds(ctx, column) : undefined;
}

/** The organisation ids holding the actor back, for lists filtered after their read (few rows, or rows in hand). */
export const heldBackIds = (ctx: AnyContext): ReadonlySet<string> => new Set(holdsOf(ctx).map((hold) => hold.id));
