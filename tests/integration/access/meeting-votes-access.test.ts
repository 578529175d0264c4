// Votes, minutes and action items across organisations and roles, through the API: another organisation's meeting,
// vote or action answers 404 with nothing of it in the body; inside the organisation, reading follows the meeting's
// confidentiality and running it (create, open, close, minutes, actions) belongs to its officers, owners and admins.
import { describe, expect, it } from "vitest";
import { createAction } from "../../../app/.server/meetings/actions";
import { startMinutesFromAgenda } from "../../../app/.server/meetings/minutes";
import { createResolution, openVote } from "../../../app/.server/meetings/votes";
import { ActionItemSchema } from "../../../app/lib/meetings/action-item-schemas";
import { ResolutionSchema } from "../../../app/lib/meetings/vote-schemas";
import {
  actorContext,
  addMember,
  callWorker,
  createRoleBoard,
  createUser,
  expectCrossOrganizationNotFound,
  jsonHeaders,
  SEATS,
  type Seat,
} from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";

const SECRET = "Acquisition of Zephyr Ltd";

async function boardWithVote(confidentiality: "public" | "confidential" = "public") {
  const board = await createRoleBoard();
  const meeting = await insertMeeting(board.org.id, board.users.owner.id, { confidentiality, title: SECRET });
  for (const seat of ["admin", "member", "viewer"] as const) await insertParticipant(meeting.id, board.users[seat].id);
  const { id: voteId } = await createResolution(
    board.ctx,
    { meetingId: meeting.id },
    ResolutionSchema.parse({ title: SECRET }),
  );
  const { id: actionId } = await createAction(board.ctx, meeting.id, ActionItemSchema.parse({ description: SECRET }));
  await startMinutesFromAgenda(board.ctx, meeting.id);
  return { ...board, meeting, voteId, actionId };
}

const call = async (userId: string, method: string, path: string, body?: unknown) =>
  callWorker(path, {
    method,
    headers: await jsonHeaders(userId),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("meeting votes, minutes and actions access", () => {
  it("answers 404 to another organisation on every endpoint, with nothing of the meeting", async () => {
    const { users, meeting, voteId, actionId } = await boardWithVote();
    const outsider = users.outsider.id;
    const requests: [string, string, unknown?][] = [
      ["GET", `/api/meetings/${meeting.id}/votes`],
      ["POST", `/api/meetings/${meeting.id}/votes`, { title: "Mine now" }],
      ["GET", `/api/votes/${voteId}`],
      ["POST", `/api/votes/${voteId}/open`],
      ["POST", `/api/votes/${voteId}/cast`, { choice: "for" }],
      ["POST", `/api/votes/${voteId}/close`],
      ["GET", `/api/meetings/${meeting.id}/minutes`],
      ["PUT", `/api/meetings/${meeting.id}/minutes`, { content: "<p>Mine</p>" }],
      ["POST", `/api/meetings/${meeting.id}/minutes/approve`],
      ["POST", `/api/meetings/${meeting.id}/minutes/sign`],
      ["GET", `/api/meetings/${meeting.id}/actions`],
      ["POST", `/api/action-items/${actionId}/status`, { status: "completed" }],
      ["DELETE", `/api/action-items/${actionId}`],
    ];
    for (const [method, path, body] of requests) {
      await expectCrossOrganizationNotFound(
        () => call(outsider, method, path, body),
        [SECRET],
        await jsonHeaders(outsider),
      );
    }
  });

  it("lets every member read a public meeting's votes, and only owners and admins run them", async () => {
    const { users, meeting } = await boardWithVote();
    const answers: Record<string, [number, number, number]> = {};
    for (const seat of SEATS) {
      const id = users[seat as Seat].id;
      const read = await call(id, "GET", `/api/meetings/${meeting.id}/votes`);
      const create = await call(id, "POST", `/api/meetings/${meeting.id}/votes`, { title: `By ${seat}` });
      const minutes = await call(id, "PUT", `/api/meetings/${meeting.id}/minutes`, { content: `<p>By ${seat}</p>` });
      answers[seat] = [read.status, create.status, minutes.status];
    }
    expect(answers).toEqual({
      owner: [200, 201, 200],
      admin: [200, 201, 200],
      member: [200, 403, 403],
      viewer: [200, 403, 403],
      outsider: [404, 404, 404],
    });
  });

  it("hides a confidential meeting's votes and actions from unseated members (404), not from seated ones", async () => {
    const { users, org, meeting, voteId } = await boardWithVote("confidential");
    await openVote(await actorContext(users.owner), voteId);
    const seatedMember = await call(users.member.id, "GET", `/api/votes/${voteId}`);
    expect(seatedMember.status).toBe(200);
    const body = (await seatedMember.json()) as { data: { my_state: string; ballots_to_cast: unknown[] } };
    expect(body.data.my_state).toBe("not_voted");
    expect(body.data.ballots_to_cast).toHaveLength(1);
    const unseated = await createUser();
    await addMember(org.id, unseated.id, "member");
    for (const path of [`/api/votes/${voteId}`, `/api/meetings/${meeting.id}/actions`]) {
      const refused = await call(unseated.id, "GET", path);
      expect([path, refused.status]).toEqual([path, 404]);
      expect(await refused.text()).not.toContain(SECRET);
    }
  });

  it("answers bad ballots and bodies with a 400 and a clear message, never a 500", async () => {
    const { users, ctx, voteId } = await boardWithVote();
    await openVote(ctx, voteId);
    const bad = await call(users.member.id, "POST", `/api/votes/${voteId}/cast`, { choice: "maybe" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Choose For, Against or Abstain");
    const notJson = await callWorker(`/api/votes/${voteId}/cast`, {
      method: "POST",
      headers: await jsonHeaders(users.member.id),
      body: "choice=for",
    });
    expect(notJson.status).toBe(400);
    const cast = await call(users.member.id, "POST", `/api/votes/${voteId}/cast`, { choice: "for" });
    expect(cast.status).toBe(201);
    const again = await call(users.member.id, "POST", `/api/votes/${voteId}/cast`, { choice: "against" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "You have already voted" });
    const unknown = await call(users.member.id, "GET", "/api/votes/not-a-vote");
    expect(await unknown.json()).toEqual({ error: "Vote not found" });
  });
});
