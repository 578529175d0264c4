// Minutes' texts (issue 11). 'Minutes not yet created' is 000 §2.6's and lives in messages.ts.
import type { MinutesStatus } from "./constants";

export const MINUTES_MESSAGES = {
  alreadyStarted: "The minutes have already been started",
  notStarted: "Start the minutes first",
  approvedFrozen: "Approved minutes can't be changed",
  changedAfterApproval: "changed after approval",
  tamperedWarning: "These minutes were changed after approval: their text no longer matches the approved hash.",
  onlyDraftCirculates: "Only draft minutes can be circulated for comment",
  onlyCirculatedComments: "Comments are taken while the minutes are circulated",
  onlyParticipantsComment: "Only the meeting's participants can comment on its minutes",
  onlyApprovedSigned: "Only approved minutes can be signed",
  onlyParticipantsSign: "Only the meeting's participants can sign its minutes",
  alreadySigned: "You have already signed these minutes",
  cannotSignChanged: "These minutes changed after approval and can't be signed",
  emptyMinutes: "Minutes can't be empty",
} as const;

export const MINUTES_STATUS_LABELS: Record<MinutesStatus, string> = {
  draft: "Draft",
  circulated: "Circulated for comment",
  approved: "Approved",
};
