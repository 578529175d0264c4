// Quorum (issue 11): present or virtual voting-eligible participants against the meeting's threshold, a fraction.
// ONE copy of the rule: the meeting page, the live room and the vote count all call it.
import type { PresenceStatus } from "./constants";

export type QuorumSeat = { isVotingEligible: boolean; presence: PresenceStatus | null };
export type Quorum = {
  /** Whether the meeting asks for a quorum at all ('open attendance' otherwise). */
  required: boolean;
  /** The threshold as a rounded percent, for display. */
  thresholdPercent: number;
  eligible: number;
  present: number;
  /** How many present eligible participants the quorum needs (at least 1 when required). */
  needed: number;
  met: boolean;
};

export const countsTowardsQuorum = (presence: PresenceStatus | null) =>
  presence === "present" || presence === "virtual";

export function quorumOf(
  meeting: { requiresQuorum: boolean; quorumThreshold: number },
  seats: readonly QuorumSeat[],
): Quorum {
  const eligibleSeats = seats.filter((seat) => seat.isVotingEligible);
  const present = eligibleSeats.filter((seat) => countsTowardsQuorum(seat.presence)).length;
  const threshold = Math.min(Math.max(meeting.quorumThreshold, 0), 1);
  // A tiny epsilon so that 0.6 × 5 = 3.0000000000000004 still needs 3, not 4.
  const needed = meeting.requiresQuorum ? Math.max(1, Math.ceil(eligibleSeats.length * threshold - 1e-9)) : 0;
  return {
    required: meeting.requiresQuorum,
    thresholdPercent: Math.round(threshold * 100),
    eligible: eligibleSeats.length,
    present,
    needed,
    met: !meeting.requiresQuorum || present >= needed,
  };
}
