import type {
  Decision,
  DecisionListItem,
  DecisionStatusChange,
  DecisionWithHistory,
} from "../../../app/.server/analytics/decisions";

/** A decision as the spec's API names it (000 §3, snake_case), with where it came from and, listed, its moves. */
export function presentDecision(decision: DecisionWithHistory | DecisionListItem | Decision) {
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
    ...("history" in decision ? { status_history: decision.history.map(presentStatusChange) } : {}),
  };
}

/** One status move: from and to, who and when, and the note given with it. */
function presentStatusChange(change: DecisionStatusChange) {
  return {
    from_status: change.fromStatus,
    to_status: change.toStatus,
    changed_by: change.changedByName,
    changed_at: new Date(change.changedAt).toISOString(),
    note: change.note,
  };
}
