// The agenda builder's and participants' texts (issue 11), beside the spec's quoted texts in ./messages.ts.
export const AGENDA_MESSAGES = {
  itemNotFound: "Agenda item not found",
  paperNotFound: "Document not found",
  presenterNotMember: "The presenter must be a member of the organization",
  tooMany: (max: number) => `An agenda has at most ${max} items`,
  meetingClosed: "The meeting has ended: its agenda can no longer be run",
  alreadyCompleted: "This item is already completed",
  endBeforeStart: "The end time is before the item's start",
  empty: "No agenda items yet",
  current: "Current item",
} as const;

export const PARTICIPANT_MESSAGES = {
  notFound: "Participant not found",
  notMembers: "Participants must be members of the organization",
  alreadyInvited: "Already invited",
  notSeated: "You are not a participant of this meeting",
  rsvpInvalid: "This RSVP link is no longer valid",
  delegateSelf: "A participant cannot be their own proxy",
  delegateNotEligible: "The proxy must be another voting-eligible participant",
  delegateChain: "The proxy already gave their own vote to someone else: proxies cannot be chained",
  delegateHolds: "This participant holds someone else's proxy, so they cannot give their own",
  delegateGuest: "A guest's seat cannot give a proxy",
  conflictItem: "Choose an agenda item of this meeting",
  conflictNotUser: "Only a member's seat can declare a conflict",
  rsvpAnswered: (answer: string) => `Your answer is recorded: ${answer}`,
} as const;

export const RSVP_LABELS = { accepted: "Accept", declined: "Decline", tentative: "Tentative" } as const;
export const RSVP_ANSWERED = { accepted: "Accepted", declined: "Declined", tentative: "Tentative" } as const;
