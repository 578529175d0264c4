// Global search across organisations and roles, through the API: each seat of a board finds exactly what it may
// open (meetings by confidentiality, documents by access, annotations by privacy), someone from another
// organisation finds nothing and is refused that organisation's filter with a 404, and nobody signed out searches.
import { describe, expect, it } from "vitest";
import type { SearchKind } from "../../../app/lib/search/kinds";
import {
  callWorker,
  createRoleBoard,
  expectCrossOrganizationNotFound,
  jsonHeaders,
  type Seat,
} from "../../helpers/factories";
import { storeDocument, textBytes } from "../../helpers/searchable-documents";
import {
  insertAgendaItem,
  insertAnnotation,
  insertCommittee,
  insertMeeting,
  insertMinutes,
  uniqueWord,
} from "../../helpers/searchable-world";

type ApiSearch = {
  data: { counts: Record<SearchKind, number>; groups: { kind: SearchKind; results: { id: string }[] }[] };
};

async function apiSearch(userId: string, params: Record<string, string>) {
  const response = await callWorker(`/api/search?${new URLSearchParams(params)}`, {
    headers: await jsonHeaders(userId),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as ApiSearch;
  const ids = (kind: SearchKind) =>
    body.data.groups.find((group) => group.kind === kind)?.results.map((hit) => hit.id) ?? [];
  return { counts: body.data.counts, ids };
}

describe("search access", () => {
  it("each seat finds what it may open, and nothing else", async () => {
    const word = uniqueWord("sesame");
    const { org, users, outsiderOrg } = await createRoleBoard();
    const owner = users.owner.id;
    await insertCommittee(org.id, word);
    const open = await insertMeeting({ organizationId: org.id, title: `${word} public`, confidentiality: "public" });
    const confidential = await insertMeeting({
      organizationId: org.id,
      title: `${word} confidential`,
      confidentiality: "confidential",
      organizerId: owner,
    });
    await insertAgendaItem(confidential, word);
    await insertMinutes(confidential, word);
    const boardOnly = await insertMeeting({
      organizationId: org.id,
      title: `${word} board`,
      confidentiality: "board_only",
    });
    const shared = await storeDocument({
      ownerId: owner,
      organizationId: org.id,
      title: `${word} shared`,
      bytes: textBytes("x"),
    });
    const secret = await storeDocument({
      ownerId: owner,
      organizationId: org.id,
      title: `${word} secret`,
      bytes: textBytes("x"),
      visibility: "private",
    });
    const note = await insertAnnotation({
      assetId: shared.id,
      organizationId: org.id,
      userId: users.member.id,
      commentText: word,
      isPrivate: true,
    });

    const expected: Record<Exclude<Seat, "outsider">, { meetings: string[]; documents: string[]; notes: string[] }> = {
      owner: { meetings: [open, confidential, boardOnly], documents: [shared.id, secret.id], notes: [] },
      admin: { meetings: [open, confidential, boardOnly], documents: [shared.id, secret.id], notes: [] },
      member: { meetings: [open, boardOnly], documents: [shared.id], notes: [note] },
      viewer: { meetings: [open], documents: [shared.id], notes: [] },
    };
    for (const [seat, sees] of Object.entries(expected)) {
      const found = await apiSearch(users[seat as Seat].id, { q: word });
      expect(found.ids("meeting").sort(), seat).toEqual([...sees.meetings].sort());
      expect(found.ids("document").sort(), seat).toEqual([...sees.documents].sort());
      expect(found.ids("annotation"), seat).toEqual(sees.notes);
      const seesConfidential = sees.meetings.includes(confidential) ? 1 : 0;
      expect(found.counts, seat).toMatchObject({
        committee: 1,
        agenda_item: seesConfidential,
        minutes: seesConfidential,
      });
    }

    const outsider = await apiSearch(users.outsider.id, { q: word });
    expect(Object.values(outsider.counts).every((count) => count === 0)).toBe(true);
    await expectCrossOrganizationNotFound(
      (headers) => callWorker(`/api/search?${new URLSearchParams({ q: word, organizationId: org.id })}`, { headers }),
      [word],
      await jsonHeaders(users.outsider.id),
    );
    // The outsider's own organisation filter works; the board's people get a 404 for it.
    expect((await apiSearch(users.outsider.id, { q: word, organizationId: outsiderOrg.id })).counts.meeting).toBe(0);
    await expectCrossOrganizationNotFound(
      (headers) =>
        callWorker(`/api/search?${new URLSearchParams({ q: word, organizationId: outsiderOrg.id })}`, { headers }),
      [outsiderOrg.name],
      await jsonHeaders(users.viewer.id),
    );
    const assets = await callWorker(`/api/assets/search?q=${word}`, { headers: await jsonHeaders(users.outsider.id) });
    expect(((await assets.json()) as { assets: unknown[] }).assets).toEqual([]);
  });

  it("refuses every search endpoint to someone signed out, and answers bad input with a 400", async () => {
    for (const path of ["/api/search?q=board", "/api/assets/search?q=board", "/api/search/documents?q=board"]) {
      expect((await callWorker(path)).status, path).toBe(401);
    }
    const { users } = await createRoleBoard({ seats: ["owner"] });
    const headers = await jsonHeaders(users.owner.id);
    for (const path of [
      "/api/search",
      "/api/search?q=board&kind=secrets",
      "/api/search?q=board&page=0",
      "/api/search?q=%22%2A%5E",
    ]) {
      expect((await callWorker(path, { headers })).status, path).toBe(400);
    }
  });
});
