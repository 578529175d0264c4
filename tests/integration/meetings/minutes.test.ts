import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  approveMinutes,
  circulateMinutes,
  commentOnMinutes,
  getMinutes,
  saveMinutes,
  sha256Hex,
  signMinutes,
  startMinutesFromAgenda,
} from "../../../app/.server/meetings/minutes";
import { minutesPdf } from "../../../app/.server/meetings/minutes-pdf";
import { castBallot, closeVote, createResolution, openVote } from "../../../app/.server/meetings/votes";
import { schema } from "../../../app/.server/platform/db/client";
import { sanitizeMinutesHtml } from "../../../app/lib/meetings/minutes-html";
import { MINUTES_MESSAGES } from "../../../app/lib/meetings/minutes-messages";
import { ResolutionSchema } from "../../../app/lib/meetings/vote-schemas";
import { actorContext, addMember, createRoleBoard, createUser, serviceContext } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

async function meetingWithMinutes() {
  const board = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
  const director = await createUser({ fullName: "Dana Director" });
  await addMember(board.org.id, director.id, "member");
  const meeting = await insertMeeting(board.org.id, board.users.owner.id, { title: "November board" });
  await insertAgenda(meeting.id, ["Opening", "Budget"], { outcome: "Agreed" });
  await insertParticipant(meeting.id, director.id, { presence: "present" });
  await insertParticipant(meeting.id, board.users.owner.id, { role: "chairperson", presence: "present" });
  return { ...board, meeting, director, directorCtx: await actorContext(director) };
}

describe("minutes", () => {
  it("sanitise scripts, event handlers and javascript: links, keeping the allowed markup", () => {
    const dirty =
      '<h2>Budget</h2><script>alert(1)</script><p onclick="x()">Agreed <strong>unanimously</strong></p>' +
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://example.org">good</a>' +
      '<a href="mailto:sec@example.org">mail</a><table><tr><td>1</td></tr></table><iframe src="https://x"></iframe>';
    const clean = sanitizeMinutesHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img|iframe/i);
    expect(clean).toContain("<h2>Budget</h2>");
    expect(clean).toContain("<strong>unanimously</strong>");
    expect(clean).toContain('<a href="https://example.org">good</a>');
    expect(clean).toContain('<a href="mailto:sec@example.org">mail</a>');
    expect(clean).toContain("<td>1</td>");
  });

  it("start from the agenda with outcomes, resolutions with results and the recused", async () => {
    const { ctx, meeting, directorCtx } = await meetingWithMinutes();
    const { id } = await createResolution(
      ctx,
      { meetingId: meeting.id },
      ResolutionSchema.parse({ title: "Approve the budget", allowAbstention: "on" }),
    );
    await openVote(ctx, id);
    await castBallot(directorCtx, id, { choice: "for" });
    await closeVote(ctx, id);
    await startMinutesFromAgenda(ctx, meeting.id);
    const { minutes } = await getMinutes(ctx, meeting.id);
    expect(minutes?.content).toContain("<h1>November board</h1>");
    expect(minutes?.content).toContain("<h3>2. Budget</h3>");
    expect(minutes?.content).toContain("Agreed");
    expect(minutes?.content).toMatch(/Approve the budget<\/strong>: Passed \(1 for, 0 against/);
    expect(minutes?.content).toContain("Dana Director");
    expect((await rejection(startMinutesFromAgenda(ctx, meeting.id))).status).toBe(409);
  });

  it("circulate for comment, approve with a hash and the approver's signature, then freeze", async () => {
    const { ctx, meeting, directorCtx, users } = await meetingWithMinutes();
    await startMinutesFromAgenda(ctx, meeting.id);
    await saveMinutes(ctx, meeting.id, { content: "<h1>Minutes</h1><p>All agreed.</p><script>x</script>" });
    expect((await rejection(commentOnMinutes(directorCtx, meeting.id, { body: "Early" }))).status).toBe(409);
    await circulateMinutes(ctx, meeting.id);
    await commentOnMinutes(directorCtx, meeting.id, { body: "Please add the date." });
    const { hash } = await approveMinutes(ctx, meeting.id);
    expect(hash).toBe(await sha256Hex("<h1>Minutes</h1><p>All agreed.</p>"));
    const detail = await getMinutes(directorCtx, meeting.id);
    expect(detail.comments.map((comment) => [comment.name, comment.body])).toEqual([
      ["Dana Director", "Please add the date."],
    ]);
    expect(detail.signatures.map((row) => [row.signerName, row.contentHash])).toEqual([["Board owner", hash]]);
    expect(detail.canSign).toBe(true);
    expect(detail.tampered).toBe(false);
    const frozen = await rejection(saveMinutes(ctx, meeting.id, { content: "<p>Rewritten</p>" }));
    expect(frozen).toMatchObject({ status: 409, message: MINUTES_MESSAGES.approvedFrozen });
    await signMinutes(directorCtx, meeting.id);
    expect((await rejection(signMinutes(directorCtx, meeting.id))).message).toBe(MINUTES_MESSAGES.alreadySigned);
    // A member who is not seated can't sign.
    const member = await actorContext(users.member);
    expect((await rejection(signMinutes(member, meeting.id))).status).toBe(404);
  });

  it("show a change made behind the service's back as changed after approval, and refuse to sign it", async () => {
    const { ctx, meeting, directorCtx } = await meetingWithMinutes();
    await startMinutesFromAgenda(ctx, meeting.id);
    await approveMinutes(ctx, meeting.id);
    await serviceContext()
      .db.update(schema.meetingMinutes)
      .set({ content: "<p>Quietly edited</p>" })
      .where(eq(schema.meetingMinutes.meetingId, meeting.id));
    expect((await getMinutes(directorCtx, meeting.id)).tampered).toBe(true);
    expect((await rejection(signMinutes(directorCtx, meeting.id))).message).toBe(MINUTES_MESSAGES.cannotSignChanged);
  });

  it("export as a PDF that reads back with the text and the signatures", async () => {
    const { ctx, meeting, directorCtx } = await meetingWithMinutes();
    await startMinutesFromAgenda(ctx, meeting.id);
    await saveMinutes(ctx, meeting.id, { content: "<h1>Minutes</h1><p>The board approved the budget.</p>" });
    const { hash } = await approveMinutes(ctx, meeting.id);
    await signMinutes(directorCtx, meeting.id);
    const { bytes, filename } = await minutesPdf(directorCtx, meeting.id, "UTC");
    expect(filename).toBe("minutes-November-board.pdf");
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain("Minutes: November board");
    expect(text).toContain("The board approved the budget.");
    expect(text).toContain("Board owner, signed");
    expect(text).toContain("Dana Director, signed");
    expect(text).toContain(hash);
  });

  it("are not for other organisations or unseated members of a confidential meeting", async () => {
    const { ctx, meeting, users } = await meetingWithMinutes();
    await startMinutesFromAgenda(ctx, meeting.id);
    for (const user of [users.outsider, users.member]) {
      const other = await actorContext(user);
      expect((await rejection(getMinutes(other, meeting.id))).status).toBe(404);
      expect((await rejection(minutesPdf(other, meeting.id, null))).status).toBe(404);
    }
    const member = await actorContext(users.member);
    await insertParticipant(meeting.id, users.member.id, { role: "observer", isVotingEligible: false });
    expect((await rejection(approveMinutes(member, meeting.id))).status).toBe(403);
  });
});
