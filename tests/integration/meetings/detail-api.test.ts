// GET /api/meetings/:id answers the whole detail model of 000 §3, its documents and analytics included, from the
// services the documents and insights tabs use: what the tabs show, the API shows.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attachPaper } from "../../../app/.server/meetings/agenda";
import { schema } from "../../../app/.server/platform/db/client";
import type { presentMeetingDetail } from "../../../workers/api/presenters/meetings";
import { uploadDocument } from "../../helpers/assets";
import { actorContext, callWorker, createRoleBoard, jsonHeaders, serviceContext } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";

type Detail = { data: ReturnType<typeof presentMeetingDetail> };

async function readDetail(meetingId: string, userId: string) {
  const response = await callWorker(`/api/meetings/${meetingId}`, { headers: await jsonHeaders(userId) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as Detail).data;
}

describe("the meeting detail model's documents and analytics", () => {
  it("lists the agenda's papers the reader may open with their links, and the analytics once facts exist", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { title: "Papers meeting" });
    await insertParticipant(meeting.id, users.owner.id, { role: "chairperson" });
    await insertParticipant(meeting.id, users.member.id);
    const [, budget] = await insertAgenda(meeting.id, ["Opening", "Budget"]);
    const shared = await uploadDocument(users.owner.id, org.id, undefined, { title: "Budget paper" });
    const notes = await uploadDocument(users.owner.id, org.id, undefined, { title: "Owner's notes" });
    const secret = await serviceContext()
      .db.update(schema.assets)
      .set({ visibility: "private" })
      .where(eq(schema.assets.id, notes.id))
      .returning()
      .get();
    const chair = await actorContext(users.owner);
    await attachPaper(chair, meeting.id, budget.id, shared.id);
    await attachPaper(chair, meeting.id, budget.id, secret.id);

    const before = await readDetail(meeting.id, users.owner.id);
    expect(before.analytics).toBeNull();
    expect(before.boardPacks).toEqual([]);
    expect(before.documents.map((paper) => paper.title).sort()).toEqual(["Budget paper", "Owner's notes"]);
    expect(before.documents.find((paper) => paper.id === shared.id)).toEqual({
      id: shared.id,
      meetingId: meeting.id,
      agendaItemId: budget.id,
      category: shared.category,
      title: "Budget paper",
      description: shared.description,
      fileName: shared.fileName,
      fileSize: shared.fileSize,
      mimeType: "application/pdf",
      version: 1,
      isConfidential: false,
      requiresSignature: false,
      downloadUrl: `/api/assets/${shared.id}/download`,
      previewUrl: `/api/assets/${shared.id}/download?inline=1`,
      thumbnailUrl: null,
      uploadedBy: users.owner.id,
      uploadedAt: new Date(shared.createdAt).toISOString(),
    });
    expect(before.documents.find((paper) => paper.id === secret.id)?.isConfidential).toBe(true);
    // The member may open the shared paper, not the owner's private notes: the documents' own rule.
    const asMember = await readDetail(meeting.id, users.member.id);
    expect(asMember.documents.map((paper) => paper.id)).toEqual([shared.id]);
    const download = await callWorker(asMember.documents[0].downloadUrl, {
      headers: await jsonHeaders(users.member.id),
    });
    expect(download.status).toBe(200);

    const headers = await jsonHeaders(users.owner.id);
    expect((await callWorker(`/api/meetings/${meeting.id}/start`, { method: "POST", headers })).status).toBe(200);
    const started = await readDetail(meeting.id, users.owner.id);
    expect(started.analytics).toEqual({
      duration: { scheduled: 120, actual: null, efficiency: null },
      participation: {
        totalInvited: 2,
        totalAttended: 0,
        attendanceRate: 0,
        averageSpeakingTime: null,
        participationScore: null,
      },
      engagement: { questionsAsked: null, documentsViewed: null, commentsPosted: null, sentimentScore: null },
      decisions: { totalResolutions: 0, resolutionsPassed: 0, averageVotingTime: null, consensusScore: null },
      productivity: {
        agendaItemsCompleted: 0,
        actionItemsCreated: 0,
        followUpTasks: null,
        productivityScore: null,
      },
    });
  });
});
