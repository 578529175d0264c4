import { describe, expect, it } from "vitest";
import { attachPaper, detachPaper, listAgenda } from "../../../app/.server/meetings/agenda";
import { uploadDocument } from "../../helpers/assets";
import { actorContext, addMember, createRoleBoard } from "../../helpers/factories";
import { insertAgenda, insertMeeting } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

describe("agenda papers", () => {
  it("attaches documents of the meeting's organisation only, once each, and detaches them", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const other = await createRoleBoard({ seats: ["owner"] });
    // The chair is also a member of the other organisation, so they can view its document: still refused.
    await addMember(other.org.id, users.owner.id, "admin");
    const meeting = await insertMeeting(org.id, users.owner.id);
    const [item] = await insertAgenda(meeting.id, ["Accounts"]);
    const paper = await uploadDocument(users.owner.id, org.id);
    const foreign = await uploadDocument(other.users.owner.id, other.org.id);
    const chair = await actorContext(users.owner);
    await attachPaper(chair, meeting.id, item.id, paper.id);
    await attachPaper(chair, meeting.id, item.id, paper.id);
    expect((await rejection(attachPaper(chair, meeting.id, item.id, foreign.id))).status).toBe(404);
    expect((await rejection(attachPaper(chair, meeting.id, item.id, "no-such-document"))).status).toBe(404);
    const papers = (await listAgenda(chair, meeting.id)).items[0].papers;
    expect(papers.map((attached) => attached.assetId)).toEqual([paper.id]);
    await detachPaper(chair, meeting.id, item.id, paper.id);
    expect((await listAgenda(chair, meeting.id)).items[0].papers).toEqual([]);
  });
});
