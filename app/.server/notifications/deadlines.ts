// Deadline notices the Cron trigger sends once each (claimed in once.ts): a vote closing within a day, to the
// eligible voters who have not voted; an action item due within a day, to its assignee (again if the date moves).
import { and, eq, gt, isNotNull, lte, ne, sql } from "drizzle-orm";
import { voteHref } from "../meetings/votes";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notify } from "./notify";
import { claimOnce } from "./once";

const { votes, voteEligibleVoters, voteTurnout, actionItems } = schema;

export const DEADLINE_NOTICE_MS = 24 * 60 * 60 * 1000;

export async function runDeadlineNotices(ctx: ServiceContext, now: number) {
  return { votesClosing: await notifyVotesClosing(ctx, now), actionsDue: await notifyActionsDue(ctx, now) };
}

async function notifyVotesClosing(ctx: ServiceContext, now: number) {
  const owed = await ctx.db
    .select({
      voteId: votes.id,
      meetingId: votes.meetingId,
      organizationId: votes.organizationId,
      title: votes.title,
      deadline: sql<number>`${votes.deadline}`,
      userId: voteEligibleVoters.userId,
    })
    .from(votes)
    .innerJoin(voteEligibleVoters, eq(voteEligibleVoters.voteId, votes.id))
    .where(
      and(
        eq(votes.status, "open"),
        gt(votes.deadline, now),
        lte(votes.deadline, now + DEADLINE_NOTICE_MS),
        eq(voteEligibleVoters.recused, false),
        sql`not exists (select 1 from ${voteTurnout} where ${voteTurnout.voteId} = ${votes.id}
          and ${voteTurnout.voterId} = ${voteEligibleVoters.userId})`,
      ),
    )
    .all();
  const claimed = await claimOnce(
    ctx,
    owed.map((row) => `vote-closing:${row.voteId}:${row.userId}`),
    now,
  );
  const byVote = new Map<string, { row: (typeof owed)[number]; userIds: string[] }>();
  for (const row of owed) {
    if (!claimed.has(`vote-closing:${row.voteId}:${row.userId}`)) continue;
    const group = byVote.get(row.voteId) ?? { row, userIds: [] };
    group.userIds.push(row.userId);
    byVote.set(row.voteId, group);
  }
  for (const { row, userIds } of byVote.values())
    await notify(ctx, {
      recipients: userIds,
      organizationId: row.organizationId,
      type: "meeting",
      priority: "high",
      category: "meetings",
      title: `Vote closing soon: ${row.title}`,
      body: `Voting closes ${new Date(row.deadline).toUTCString()}. You have not voted yet.`,
      actionUrl: voteHref({ id: row.voteId, meetingId: row.meetingId }),
      actionText: "Vote",
    });
  return [...byVote.values()].reduce((sum, group) => sum + group.userIds.length, 0);
}

async function notifyActionsDue(ctx: ServiceContext, now: number) {
  const due = await ctx.db
    .select({
      id: actionItems.id,
      description: actionItems.description,
      organizationId: actionItems.organizationId,
      meetingId: actionItems.meetingId,
      assignedTo: sql<string>`${actionItems.assignedTo}`,
      dueDate: sql<number>`${actionItems.dueDate}`,
    })
    .from(actionItems)
    .where(
      and(
        ne(actionItems.status, "completed"),
        isNotNull(actionItems.assignedTo),
        gt(actionItems.dueDate, now),
        lte(actionItems.dueDate, now + DEADLINE_NOTICE_MS),
      ),
    )
    .all();
  const claimed = await claimOnce(
    ctx,
    due.map((item) => `action-due:${item.id}:${item.dueDate}`),
    now,
  );
  let told = 0;
  for (const item of due) {
    if (!claimed.has(`action-due:${item.id}:${item.dueDate}`)) continue;
    await notify(ctx, {
      recipients: item.assignedTo,
      organizationId: item.organizationId,
      type: "meeting",
      priority: "high",
      category: "meetings",
      title: `Action due soon: ${item.description.slice(0, 120)}`,
      body: `Due ${new Date(item.dueDate).toUTCString()}.`,
      actionUrl: item.meetingId ? `/dashboard/meetings/${item.meetingId}/actions` : "/dashboard/meetings",
      actionText: "See the action",
    });
    told++;
  }
  return told;
}
