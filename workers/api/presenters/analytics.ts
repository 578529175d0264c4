import type { Decision, DecisionListItem } from "../../../app/.server/analytics/decisions";

/** A decision as the spec's API names it (000 §3, snake_case), with where it came from and who last moved it. */
export function presentDecision(decision: DecisionListItem | Decision) {
  return {
    id: decision.id,
    title: decision.title,
    description: decision.description,
    decision_type: decision.decisionType,
    priority: decision.priority,
    impact_level: decision.impactLevel,
    target_date: decision.targetDate,
    status: decision.status,
    proposed_at: new Date(decision.proposedAt).toISOString(),
    status_changed_at: new Date(decision.statusChangedAt).toISOString(),
    meeting_id: decision.meetingId,
    vote_id: decision.voteId,
  };
}
