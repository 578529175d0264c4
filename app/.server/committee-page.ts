import { CommitteeSchema, type CommitteeInput } from "../lib/schemas/committees";
import { parseFormOrThrow } from "./form-parsing";
import type { ActorContext } from "./context";
import { listMembers } from "./members";

/** The organisation's members a committee can draw from (first 100 by join date). */
export async function committeeCandidates(ctx: ActorContext, organizationId: string) {
  const { members } = await listMembers(ctx, organizationId, { limit: 100 });
  return members.filter((member) => member.status === "active").map((member) => ({ userId: member.userId, displayName: member.displayName }));
}

export function parseCommitteeForm(formData: FormData): CommitteeInput {
  return parseFormOrThrow(formData, CommitteeSchema);
}
