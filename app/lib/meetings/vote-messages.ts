// Resolutions' and votes' user-facing texts (issue 11). 'Vote not found' is 002 §8.8's and lives in messages.ts.
import type { VoteResult, VoteStatus, VotingMethod } from "./constants";

export const VOTE_MESSAGES = {
  alreadyVoted: "You have already voted",
  alreadyVotedFor: "A ballot has already been cast for this member",
  notOpen: "This vote is not open",
  closed: "Voting has closed",
  deadlinePassed: "The deadline for this vote has passed",
  recused: "You are recused from this vote: you declared a conflict of interest on its agenda item",
  principalRecused: "This member is recused from this vote",
  notEligible: "You are not eligible to vote on this resolution",
  noProxy: "You do not hold this member's proxy on this vote",
  noAbstention: "Abstention is not allowed on this vote",
  badChoice: "Choose For, Against or Abstain",
  badDeadline: "Enter the deadline as a date and time",
  deadlineInPast: "The deadline must be in the future",
  deadlineRequired: "A written resolution needs a deadline",
  onlyDraftEdits: "Only a draft resolution can be edited",
  onlyDraftOpens: "Only a draft resolution can be opened",
  onlyOpenCloses: "Only an open vote can be closed",
  cannotCancel: "Only a draft or open resolution can be cancelled",
  noVoters: "Nobody can vote on this resolution: add voting-eligible participants first",
  anonymousNotAllowed: "This meeting does not allow anonymous voting",
  agendaItemNotFound: "Agenda item not found",
  onlyManagers: "Only owners and admins can put a written resolution to the members",
  listEmpty: "No resolutions yet",
  writtenEmpty: "No written resolutions yet",
} as const;

export const VOTING_METHOD_LABELS: Record<VotingMethod, string> = {
  simple_majority: "Simple majority",
  two_thirds: "Two-thirds majority",
  unanimous: "Unanimous",
};

export const VOTE_STATUS_LABELS: Record<VoteStatus, string> = {
  draft: "Draft",
  open: "Open",
  closed: "Closed",
  cancelled: "Cancelled",
};

export const VOTE_RESULT_LABELS: Record<VoteResult, string> = {
  pending: "Pending",
  passed: "Passed",
  failed: "Failed",
  no_quorum: "No quorum",
};
