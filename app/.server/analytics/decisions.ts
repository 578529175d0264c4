// The decision tracker (000 §2.7, §3, §4): decisions proposed by hand or recorded when a resolution's vote closes,
// moved pending → approved / rejected / deferred → implemented → reviewed, each move kept with who and when.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  ANALYTICS_TEXTS,
  DECISION_DEFAULTS,
  DECISION_TRANSITIONS,
  type DecisionStatus,
  illegalTransitionMessage,
} from "../../lib/analytics/constants";
import type { DecisionInput, DecisionStatusInput } from "../../lib/analytics/schemas";
import type { VoteResult } from "../../lib/meetings/constants";
import { requireMembership } from "../organizations/memberships";
import { auditInsert, auditInsertWhen } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { notFound, ServiceError } from "../platform/errors";
import { can } from "../platform/policy";
import { eventWrites, recordSystemEvent } from "./events";

const { decisions, decisionStatusChanges, users } = schema;

export type Decision = typeof decisions.$inferSelect;

/** The tracker's list, newest first, with who proposed and who last moved each one. */
export function decisionListQuery(ctx: Pick<ServiceContext, "db">, organizationId: string | ReturnType<typeof sql>) {
  return ctx.db
    .select({
      id: decisions.id,
      title: decisions.title,
      description: decisions.description,
      decisionType: decisions.decisionType,
      priority: decisions.priority,
      impactLevel: decisions.impactLevel,
      targetDate: decisions.targetDate,
      status: decisions.status,
      proposedAt: decisions.proposedAt,
      meetingId: decisions.meetingId,
      voteId: decisions.voteId,
      statusChangedAt: decisions.statusChangedAt,
      proposedByName: sql<string | null>`(select coalesce(${users.fullName}, ${users.email}) from ${users}
        where ${users.id} = ${decisions.proposedBy})`.as("proposed_by_name"),
      statusChangedByName: sql<string | null>`(select coalesce(${users.fullName}, ${users.email}) from ${users}
        where ${users.id} = ${decisions.statusChangedBy})`.as("status_changed_by_name"),
    })
    .from(decisions)
    .where(eq(decisions.organizationId, organizationId))
    .orderBy(desc(decisions.proposedAt), asc(decisions.id));
}
export type DecisionListItem = Awaited<ReturnType<ReturnType<typeof decisionListQuery>["all"]>>[number];

/** Every status move of the organisation's decisions (or of one), with who and when, oldest first. */
export function decisionHistoryQuery(
  ctx: Pick<ServiceContext, "db">,
  organizationId: string | ReturnType<typeof sql>,
  decisionId?: string,
) {
  return ctx.db
    .select({
      decisionId: decisionStatusChanges.decisionId,
      fromStatus: decisionStatusChanges.fromStatus,
      toStatus: decisionStatusChanges.toStatus,
      changedAt: decisionStatusChanges.changedAt,
      note: decisionStatusChanges.note,
      changedByName: sql<string | null>`coalesce(${users.fullName}, ${users.email})`.as("changed_by_name"),
    })
    .from(decisionStatusChanges)
    .innerJoin(decisions, eq(decisions.id, decisionStatusChanges.decisionId))
    .leftJoin(users, eq(users.id, decisionStatusChanges.changedBy))
    .where(and(eq(decisions.organizationId, organizationId), decisionId ? eq(decisions.id, decisionId) : undefined))
    .orderBy(asc(decisionStatusChanges.changedAt), asc(decisionStatusChanges.id));
}
export type DecisionStatusChange = Awaited<ReturnType<ReturnType<typeof decisionHistoryQuery>["all"]>>[number];
export type DecisionWithHistory = DecisionListItem & { history: DecisionStatusChange[] };

/** Each listed decision with its own moves (the rows of decisionHistoryQuery for the organisation). */
export function withHistory(list: DecisionListItem[], changes: DecisionStatusChange[]): DecisionWithHistory[] {
  const byDecision = new Map<string, DecisionStatusChange[]>();
  for (const change of changes)
    byDecision.set(change.decisionId, [...(byDecision.get(change.decisionId) ?? []), change]);
  return list.map((decision) => ({ ...decision, history: byDecision.get(decision.id) ?? [] }));
}

/** Whoever may see the organisation's content sees its decisions and their history; owners and admins move them. */
export async function listDecisions(ctx: ActorContext, organizationRef: string) {
  const membership = await requireMembership(ctx, organizationRef, "content.view");
  const [list, changes] = await ctx.db.batch([
    decisionListQuery(ctx, membership.organization.id),
    decisionHistoryQuery(ctx, membership.organization.id),
  ]);
  return {
    organization: membership.organization,
    canChangeStatus: can(ctx.actor, "organization.update", membership),
    decisions: withHistory(list, changes),
  };
}

/** Who moved a decision and when, oldest first. */
export async function decisionHistory(ctx: ActorContext, organizationRef: string, decisionId: string) {
  const { organization } = await requireMembership(ctx, organizationRef, "content.view");
  return decisionHistoryQuery(ctx, organization.id, decisionId).all();
}

type NewDecision = Omit<Decision, "status" | "statusChangedAt" | "statusChangedBy">;

/** The decision, its first history row, its event and its audit entry: one batch, all or nothing. */
function decisionWrites(ctx: ServiceContext, row: NewDecision, status: DecisionStatus, actorId: string | null) {
  return [
    ctx.db.insert(decisions).values({ ...row, status, statusChangedAt: row.proposedAt, statusChangedBy: actorId }),
    ctx.db.insert(decisionStatusChanges).values({
      id: crypto.randomUUID(),
      decisionId: row.id,
      fromStatus: null,
      toStatus: status,
      changedBy: actorId,
      changedAt: row.proposedAt,
    }),
    ...eventWrites(ctx, {
      organizationId: row.organizationId,
      type: "decision_created",
      userId: actorId,
      data: { title: row.title, decision_type: row.decisionType, status },
      at: row.proposedAt,
    }),
    auditInsert(ctx, {
      userId: actorId,
      organizationId: row.organizationId,
      action: "decision.created",
      entityType: "decision",
      entityId: row.id,
      changes: { title: row.title, status, ...(row.voteId ? { voteId: row.voteId } : {}) },
    }),
  ] as const;
}

export async function createDecision(ctx: ActorContext, organizationRef: string, input: DecisionInput) {
  const { organization } = await requireMembership(ctx, organizationRef, "content.create");
  const row: NewDecision = {
    id: crypto.randomUUID(),
    organizationId: organization.id,
    title: input.title,
    description: input.description,
    decisionType: input.decision_type ?? DECISION_DEFAULTS.decisionType,
    priority: input.priority ?? DECISION_DEFAULTS.priority,
    impactLevel: input.impact_level ?? DECISION_DEFAULTS.impactLevel,
    targetDate: input.target_date,
    proposedAt: Date.now(),
    proposedBy: ctx.actor.user.id,
    meetingId: null,
    voteId: null,
  };
  await ctx.db.batch(decisionWrites(ctx, row, "pending", ctx.actor.user.id));
  return { ...row, status: "pending" as const, statusChangedAt: row.proposedAt, statusChangedBy: ctx.actor.user.id };
}

/**
 * Moves a decision along DECISION_TRANSITIONS. The update holds only if the status is still the one read, so two
 * people moving it at once can't both win (decision 017): the loser is told it changed.
 */
export async function changeDecisionStatus(
  ctx: ActorContext,
  organizationRef: string,
  input: Omit<DecisionStatusInput, "note"> & { note?: string },
) {
  const { organization } = await requireMembership(ctx, organizationRef, "organization.update");
  const current = await ctx.db
    .select({ status: decisions.status })
    .from(decisions)
    .where(and(eq(decisions.id, input.decisionId), eq(decisions.organizationId, organization.id)))
    .get();
  if (!current) throw notFound(ANALYTICS_TEXTS.decisionNotFound);
  if (!DECISION_TRANSITIONS[current.status].includes(input.status))
    throw new ServiceError(409, illegalTransitionMessage(current.status, input.status));
  const now = Date.now();
  const moved = sql`exists (select 1 from ${decisions} where ${decisions.id} = ${input.decisionId}
    and ${decisions.status} = ${input.status} and ${decisions.statusChangedAt} = ${now})`;
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(decisions)
      .set({ status: input.status, statusChangedAt: now, statusChangedBy: ctx.actor.user.id })
      .where(and(eq(decisions.id, input.decisionId), eq(decisions.status, current.status)))
      .returning({ id: decisions.id }),
    ctx.db.insert(decisionStatusChanges).select(
      sql`select ${crypto.randomUUID()}, ${input.decisionId}, ${current.status}, ${input.status},
          ${ctx.actor.user.id}, ${now}, ${input.note ?? null} where ${moved}`,
    ),
    auditInsertWhen(
      ctx,
      {
        userId: ctx.actor.user.id,
        organizationId: organization.id,
        action: "decision.status_changed",
        entityType: "decision",
        entityId: input.decisionId,
        changes: { from: current.status, to: input.status },
      },
      moved,
    ),
  ]);
  if (updated.length === 0) throw new ServiceError(409, "This decision changed meanwhile; reload to see its status.");
  // The event follows the change it reports (outside the batch: it can't be made conditional on the move).
  await ctx.db.batch(
    eventWrites(ctx, {
      organizationId: organization.id,
      type: "decision_status_changed",
      userId: ctx.actor.user.id,
      sessionId: ctx.actor.sessionId,
      data: { from: current.status, to: input.status },
      at: now,
    }) as [ReturnType<typeof eventWrites>[number], ...ReturnType<typeof eventWrites>],
  );
  return { id: input.decisionId, status: input.status };
}

type VoteOutcome = {
  id: string;
  organizationId: string;
  meetingId: string | null;
  title: string;
  description: string | null;
  result: VoteResult;
  endTime: number | null;
};

const STATUS_OF_RESULT: Partial<Record<VoteResult, DecisionStatus>> = { passed: "approved", failed: "rejected" };

/**
 * When a resolution's vote closes with a result, the board has decided: the decision is recorded as approved
 * (passed) or rejected (failed), linked to its meeting and the resolution. No quorum is no decision. Once per vote.
 */
export async function recordDecisionFromVote(
  ctx: ServiceContext,
  vote: VoteOutcome,
  actorId: string | null,
): Promise<void> {
  const status = STATUS_OF_RESULT[vote.result];
  if (!status) return;
  const row: NewDecision = {
    id: crypto.randomUUID(),
    organizationId: vote.organizationId,
    title: vote.title,
    description: vote.description || `Resolution ${vote.result} by vote.`,
    decisionType: "governance",
    priority: DECISION_DEFAULTS.priority,
    impactLevel: DECISION_DEFAULTS.impactLevel,
    targetDate: null,
    proposedAt: vote.endTime ?? Date.now(),
    proposedBy: actorId,
    meetingId: vote.meetingId,
    voteId: vote.id,
  };
  try {
    await ctx.db.batch(decisionWrites(ctx, row, status, actorId));
  } catch (error) {
    // Counted twice (a close and the Cron trigger at once): the first recorded it.
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * What a vote's close reports (votes.ts calls this once the count is stored): the vote_closed event and, with a
 * result, the decision. The vote is closed whatever happens here: a failure is logged, never the close's error.
 */
export async function recordVoteOutcome(ctx: ServiceContext, vote: VoteOutcome, actorId: string | null) {
  recordSystemEvent(ctx, {
    organizationId: vote.organizationId,
    type: "vote_closed",
    userId: actorId,
    data: { vote: vote.title, result: vote.result },
  });
  await recordDecisionFromVote(ctx, vote, actorId).catch((error: unknown) =>
    console.error("decision from vote not recorded", vote.id, error),
  );
}
