import { describe, expect, it } from "vitest";
import { meetingDocuments, meetingOverview } from "../../../app/.server/meetings/detail";
import { listMeetings } from "../../../app/.server/meetings/meetings";
import { demoBoard } from "../../helpers/factories";

describe("the demo board's meetings", () => {
  it("has the last meeting completed with its outcomes and the next one scheduled with its pack", async () => {
    const { organizationId, ctx } = await demoBoard();
    const listed = await listMeetings(ctx, organizationId);
    expect(listed.meetings.map((meeting) => meeting.status)).toEqual(["scheduled", "completed"]);
    expect(listed.stats).toMatchObject({ scheduled: 1, completed: 1, totalAttendees: 16 });
    const [next, last] = listed.meetings;

    const lastOverview = await meetingOverview(ctx, last.id);
    expect(lastOverview.agenda.every((item) => item.status === "completed" && item.outcome)).toBe(true);
    expect(lastOverview.resolutions.map((vote) => [vote.result, vote.forCount, vote.totalEligible])).toEqual([
      ["passed", 6, 6],
      ["passed", 5, 5],
    ]);
    expect(lastOverview.actionItems).toHaveLength(3);

    const nextOverview = await meetingOverview(ctx, next.id);
    expect(nextOverview.agenda).toHaveLength(6);
    expect(nextOverview.participants[0]).toMatchObject({ role: "chairperson", name: "Helen Carter" });
    const documents = await meetingDocuments(ctx, next.id);
    expect(documents.boardPacks).toHaveLength(1);
    expect(documents.papers.map((paper) => paper.agendaItemTitle)).toEqual([
      "Minutes of the previous meeting",
      "Chief Executive's report",
      "Third-quarter results",
      "Third-quarter results",
    ]);
  });
});
