// Votes, minutes and action items as the API answers them: 002 §3.9's field names (Vote, Vote results, Cast vote),
// snake_case like the rest of /api. Anonymous votes name who voted, never how.
import type { VoteView } from "../../../app/.server/meetings/vote-views";

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

export function presentVote(vote: VoteView) {
  return {
    id: vote.id,
    title: vote.title,
    description: vote.description,
    meeting_id: vote.meetingId,
    organization_id: vote.organizationId,
    agenda_item_id: vote.agendaItemId,
    vote_type: vote.voteType,
    voting_method: vote.votingMethod,
    required_threshold: vote.requiredThreshold,
    status: vote.status,
    start_time: iso(vote.startTime),
    end_time: iso(vote.endTime),
    deadline: iso(vote.deadline),
    is_anonymous: vote.isAnonymous,
    allow_abstention: vote.allowAbstention,
    allow_proxy: vote.allowProxy,
    created_by: vote.createdBy,
    turnout: { cast: vote.turnout.cast, eligible: vote.turnout.eligible },
    voted: vote.voted.map((row) => ({ user_id: row.userId, name: row.name, is_proxy: row.isProxy })),
    recused: vote.recused,
    ballots_to_cast: vote.ballotsToCast.map((row) => ({ voter_id: row.userId, name: row.name, self: row.self })),
    my_state: vote.myState,
    results: vote.results
      ? {
          total_eligible: vote.results.totalEligible,
          total_cast: vote.results.totalCast,
          for_count: vote.results.forCount,
          against_count: vote.results.againstCount,
          abstain_count: vote.results.abstainCount,
          proxy_count: vote.proxyCount ?? 0,
          percentage_for: vote.results.percentageFor,
          percentage_against: vote.results.percentageAgainst,
          percentage_abstain: vote.results.percentageAbstain,
          quorum_met: vote.quorumMet ?? false,
          result: vote.result,
          calculated_at: iso(vote.calculatedAt),
        }
      : { result: vote.result },
    cast_votes: vote.ballotsByName.map((row) => ({ name: row.name, vote_choice: row.choice, is_proxy: row.isProxy })),
  };
}
