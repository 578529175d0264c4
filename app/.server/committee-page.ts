import { parseWithZod } from "@conform-to/zod/v4";
import { CommitteeSchema, type CommitteeInput } from "../lib/schemas/committees";
import { badRequest } from "./errors";
import type { ActorContext } from "./context";
import { listMembers } from "./members";

/** The organisation's members a committee can draw from (first 100 by join date). */
export async function committeeCandidates(ctx: ActorContext, organizationId: string) {
  const { members } = await listMembers(ctx, organizationId, { limit: 100 });
  return members.filter((member) => member.status === "active").map((member) => ({ userId: member.userId, displayName: member.displayName }));
}

export function parseCommitteeForm(formData: FormData): CommitteeInput {
  const submission = parseWithZod(formData, { schema: CommitteeSchema });
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));
    throw badRequest(Object.values(fieldErrors)[0]?.[0] ?? "Please check the form", fieldErrors);
  }
  return submission.value;
}
