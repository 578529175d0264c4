// Global search over the one FTS5 index (decision 045): every kind is found, titles rank above bodies, snippets
// mark words as data (never HTML), each kind is filtered by its capability's own access rule, FTS5 syntax never
// raises an SQL error, and the triggers keep the index current as rows change and go.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { ServiceError } from "../../../app/.server/platform/errors";
import { searchEverything } from "../../../app/.server/search/global";
import { GROUP_PAGE_SIZE, GROUP_PREVIEW_SIZE } from "../../../app/lib/search/constants";
import { SEARCH_KINDS, type SearchKind } from "../../../app/lib/search/kinds";
import {
  actorContext,
  addMember,
  callWorker,
  createRoleBoard,
  createUser,
  jsonHeaders,
  serviceContext,
  type TestUser,
} from "../../helpers/factories";
import { loadPdfJs, pdfWithPages, storeAndExtract, storeDocument, textBytes } from "../../helpers/searchable-documents";
import {
  insertAgendaItem,
  insertAnnotation,
  insertCommittee,
  insertMeeting,
  insertMinutes,
  insertRestrictedVault,
  uniqueWord,
} from "../../helpers/searchable-world";

beforeAll(loadPdfJs, 60_000);

const db = () => serviceContext().db;

async function insertDecision(organizationId: string, title: string, meetingId: string | null = null) {
  const id = crypto.randomUUID();
  const now = Date.now();
  await db().insert(schema.decisions).values({
    id,
    organizationId,
    title,
    description: "Recorded for the search tests.",
    meetingId,
    proposedAt: now,
    statusChangedAt: now,
  });
  return id;
}

async function search(
  user: Pick<TestUser, "id">,
  q: string,
  options: { kind?: SearchKind; organizationId?: string; page?: number } = {},
) {
  return searchEverything(await actorContext(user), { q, ...options });
}

/** The ids found per kind. */
const idsOf = (found: Awaited<ReturnType<typeof search>>, kind: SearchKind) =>
  found.groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.id) ?? [];

const plain = (parts: { text: string }[]) => parts.map((part) => part.text).join("");

describe("global search", () => {
  it("finds every kind: organisation, committee, member, meeting, agenda item, minutes, document, note…", async () => {
    const word = uniqueWord("orchid");
    const board = await createRoleBoard({ seats: ["owner", "member"] });
    const { org, users } = board;
    await db()
      .update(schema.organizations)
      .set({ description: `The ${word} trust` })
      .where(eq(schema.organizations.id, org.id));
    const committeeId = await insertCommittee(org.id, `${word} committee`);
    const person = await createUser({ fullName: `Ada ${word}` });
    await addMember(org.id, person.id, "member");
    const meetingId = await insertMeeting({ organizationId: org.id, title: `${word} strategy day` });
    const agendaItemId = await insertAgendaItem(meetingId, "Any other business", `Report on ${word}`);
    await insertMinutes(meetingId, `The board noted the ${word} report.`);
    const document = await storeAndExtract({
      ownerId: users.owner.id,
      organizationId: org.id,
      title: "Quarterly pack",
      bytes: await pdfWithPages(["Cover", `Page about ${word} markets`]),
    });
    const annotationId = await insertAnnotation({
      assetId: document.id,
      organizationId: org.id,
      userId: users.owner.id,
      commentText: `Ask about ${word}`,
    });

    const decisionId = await insertDecision(org.id, `Adopt the ${word} policy`);

    const found = await search(users.member, word);
    for (const kind of SEARCH_KINDS) expect(found.counts[kind], kind).toBeGreaterThan(0);
    expect(idsOf(found, "organization")).toEqual([org.id]);
    expect(idsOf(found, "committee")).toEqual([committeeId]);
    expect(idsOf(found, "meeting")).toEqual([meetingId]);
    expect(idsOf(found, "agenda_item")).toEqual([agendaItemId]);
    expect(idsOf(found, "minutes")).toEqual([meetingId]);
    expect(idsOf(found, "annotation")).toEqual([annotationId]);
    expect(idsOf(found, "decision")).toEqual([decisionId]);
    const page = found.groups.find((group) => group.kind === "document")?.hits[0];
    expect(page).toMatchObject({
      id: document.id,
      pageNumber: 2,
      context: { id: document.id, title: "Quarterly pack" },
    });
    const member = found.groups.find((group) => group.kind === "member")?.hits[0];
    expect(plain(member?.title ?? [])).toBe(`Ada ${word}`);
    const agendaItem = found.groups.find((group) => group.kind === "agenda_item")?.hits[0];
    expect(agendaItem?.context).toEqual({ id: meetingId, title: `${word} strategy day` });
    expect(found.total).toBe(Object.values(found.counts).reduce((sum, count) => sum + count, 0));
  });

  it("finds a decision from a meeting only by the meeting's rule, and keeps it when the meeting goes", async () => {
    const word = uniqueWord("juniper");
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meetingId = await insertMeeting({
      organizationId: org.id,
      title: "In camera",
      confidentiality: "restricted",
    });
    const decisionId = await insertDecision(org.id, `Settle the ${word} claim`, meetingId);

    expect(idsOf(await search(users.member, word), "decision")).toEqual([]);
    await db().delete(schema.meetings).where(eq(schema.meetings.id, meetingId));
    expect(idsOf(await search(users.member, word), "decision")).toEqual([decisionId]);
  });

  it("ranks a word in a title above the same word in a body, and marks it", async () => {
    const word = uniqueWord("quince");
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const inBody = await insertMeeting({ organizationId: org.id, title: "Monthly board", description: `On ${word}` });
    const inTitle = await insertMeeting({ organizationId: org.id, title: `${word} review`, description: "Agenda" });
    const found = await search(users.owner, word, { kind: "meeting" });
    expect(idsOf(found, "meeting")).toEqual([inTitle, inBody]);
    expect(found.groups[0].hits[0].title).toEqual([
      { text: word, match: true },
      { text: " review", match: false },
    ]);
    expect(found.groups[0].hits[1].snippet.some((part) => part.match && part.text === word)).toBe(true);
  });

  it("returns a title holding <script> as inert text parts, never markup", async () => {
    const word = uniqueWord("xylo");
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    await insertMeeting({ organizationId: org.id, title: `<script>alert("${word}")</script>` });
    const [hit] = (await search(users.owner, word)).groups[0].hits;
    expect(plain(hit.title)).toBe(`<script>alert("${word}")</script>`);
    expect(hit.title).toContainEqual({ text: word, match: true });
    const response = await callWorker(`/api/search?q=${word}`, { headers: await jsonHeaders(users.owner.id) });
    const body = (await response.json()) as { data: { groups: { results: { title: string }[] }[] } };
    expect(body.data.groups[0].results[0].title).toBe(`<script>alert("${word}")</script>`);
  });

  it("previews each kind without a filter, pages one kind with it, and counts every kind either way", async () => {
    const word = uniqueWord("nutmeg");
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    for (let index = 0; index < GROUP_PAGE_SIZE + 3; index++) {
      await insertMeeting({ organizationId: org.id, title: `${word} meeting ${index}` });
    }
    await insertCommittee(org.id, `${word} committee`);
    const everything = await search(users.owner, word);
    expect(everything.groups.map((group) => group.kind)).toEqual(["committee", "meeting"]);
    expect(everything.groups[1]).toMatchObject({ count: GROUP_PAGE_SIZE + 3 });
    expect(everything.groups[1].hits).toHaveLength(GROUP_PREVIEW_SIZE);

    const first = await search(users.owner, word, { kind: "meeting" });
    expect(first.groups.map((group) => group.kind)).toEqual(["meeting"]);
    expect(first.groups[0].hits).toHaveLength(GROUP_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.counts.committee).toBe(1);
    const second = await search(users.owner, word, { kind: "meeting", page: 2 });
    expect(second.groups[0].hits).toHaveLength(3);
    expect(second.hasMore).toBe(false);
    const seen = new Set([...idsOf(first, "meeting"), ...idsOf(second, "meeting")]);
    expect(seen.size).toBe(GROUP_PAGE_SIZE + 3);
  });

  it("filters by organisation, and an organisation the actor is not in is a 404", async () => {
    const word = uniqueWord("saffron");
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "outsider"] });
    const second = await createRoleBoard({ seats: ["owner"] });
    await addMember(second.org.id, users.owner.id, "member");
    await insertCommittee(org.id, `${word} one`);
    await insertCommittee(second.org.id, `${word} two`);
    expect((await search(users.owner, word)).counts.committee).toBe(2);
    const filtered = await search(users.owner, word, { organizationId: second.org.id });
    expect(filtered.groups[0].hits.map((hit) => hit.organizationId)).toEqual([second.org.id]);
    await expect(search(users.owner, word, { organizationId: outsiderOrg.id })).rejects.toMatchObject({ status: 404 });
  });
});

describe("what each person may see", () => {
  it("never shows another organisation's rows of any kind", async () => {
    const word = uniqueWord("tamarind");
    const { org, users } = await createRoleBoard({ seats: ["owner", "outsider"] });
    await insertCommittee(org.id, word);
    const meetingId = await insertMeeting({ organizationId: org.id, title: word });
    await insertAgendaItem(meetingId, word);
    await insertMinutes(meetingId, word);
    await storeAndExtract({
      ownerId: users.owner.id,
      organizationId: org.id,
      title: word,
      bytes: textBytes(word),
      fileType: "txt",
      mimeType: "text/plain",
    });
    expect((await search(users.owner, word)).total).toBeGreaterThanOrEqual(5);
    expect((await search(users.outsider, word)).total).toBe(0);
  });

  it("hides a confidential meeting, its agenda and minutes from members without a seat, not its seats", async () => {
    const word = uniqueWord("juniper");
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer"] });
    const seated = await createUser();
    await addMember(org.id, seated.id, "member");
    const meetingId = await insertMeeting({
      organizationId: org.id,
      title: word,
      confidentiality: "confidential",
      participants: [{ userId: seated.id }],
    });
    await insertAgendaItem(meetingId, word);
    await insertMinutes(meetingId, word);
    const restricted = await insertMeeting({ organizationId: org.id, title: word, confidentiality: "restricted" });
    const meetingKinds = (found: Awaited<ReturnType<typeof search>>) =>
      found.counts.meeting + found.counts.agenda_item + found.counts.minutes;
    expect(meetingKinds(await search(users.member, word))).toBe(0);
    expect(meetingKinds(await search(users.viewer, word))).toBe(0);
    expect(meetingKinds(await search(seated, word))).toBe(3);
    const admin = await search(users.admin, word);
    expect(idsOf(admin, "meeting")).toEqual([meetingId]);
    expect(idsOf(admin, "meeting")).not.toContain(restricted);
  });

  it("keeps a document in a restricted vault from members without a seat in it", async () => {
    const word = uniqueWord("cardamom");
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "viewer"] });
    const document = await storeAndExtract({
      ownerId: users.owner.id,
      organizationId: org.id,
      title: `${word} minutes pack`,
      visibility: "restricted",
      bytes: textBytes(`Text about ${word}`),
      fileType: "txt",
      mimeType: "text/plain",
    });
    await insertRestrictedVault({
      organizationId: org.id,
      ownerId: users.owner.id,
      assetId: document.id,
      seats: [users.viewer.id],
    });
    expect((await search(users.owner, word)).counts.document).toBe(2);
    expect((await search(users.member, word)).counts.document).toBe(0);
    expect((await search(users.viewer, word)).counts.document).toBe(2);
  });

  it("shows a private annotation to its author only, and none on a document the reader can't open", async () => {
    const word = uniqueWord("fennel");
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member"] });
    const open = await storeDocument({ ownerId: users.owner.id, organizationId: org.id, bytes: textBytes("x") });
    const closed = await storeDocument({
      ownerId: users.owner.id,
      organizationId: org.id,
      bytes: textBytes("x"),
      visibility: "private",
    });
    const mine = await insertAnnotation({
      assetId: open.id,
      organizationId: org.id,
      userId: users.member.id,
      commentText: word,
      isPrivate: true,
    });
    const shared = await insertAnnotation({
      assetId: open.id,
      organizationId: org.id,
      userId: users.owner.id,
      commentText: word,
    });
    await insertAnnotation({ assetId: closed.id, organizationId: org.id, userId: users.owner.id, commentText: word });
    expect(idsOf(await search(users.member, word), "annotation").sort()).toEqual([mine, shared].sort());
    expect(idsOf(await search(users.admin, word), "annotation")).not.toContain(mine);
    expect((await search(users.admin, word)).counts.annotation).toBe(2);
  });

  it("drops a member whose membership is no longer active, and a deleted document", async () => {
    const word = uniqueWord("sorrel");
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const person = await createUser({ fullName: `Bo ${word}` });
    await addMember(org.id, person.id, "member");
    const document = await storeDocument({
      ownerId: users.owner.id,
      organizationId: org.id,
      title: word,
      bytes: textBytes("x"),
    });
    expect((await search(users.owner, word)).counts).toMatchObject({ member: 1, document: 1 });
    await db()
      .update(schema.organizationMembers)
      .set({ status: "suspended" })
      .where(eq(schema.organizationMembers.userId, person.id));
    await db().update(schema.assets).set({ isDeleted: true }).where(eq(schema.assets.id, document.id));
    expect((await search(users.owner, word)).total).toBe(0);
  });
});

describe("queries with FTS5 syntax", () => {
  const queries = [
    '"unbalanced',
    'a "b" c"',
    "budget*",
    "*",
    "NEAR(budget risk, 2)",
    "budget NEAR risk",
    "-budget",
    "budget -risk",
    "^budget",
    "(budget OR risk",
    "budget) AND (",
    "title:budget",
    "{title body}: budget",
    "budget + risk",
    "NOT",
    "AND OR NOT",
    "'; drop table search_entries; --",
    "\u0002budget\u0003",
  ];

  it("answers every one with results or a 400, never an SQL error", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    await insertMeeting({ organizationId: org.id, title: "Budget risk review" });
    const headers = await jsonHeaders(users.owner.id);
    for (const q of queries) {
      try {
        await search(users.owner, q);
      } catch (error) {
        expect(error, q).toBeInstanceOf(ServiceError);
        expect((error as ServiceError).status, q).toBe(400);
      }
      const response = await callWorker(`/api/search?${new URLSearchParams({ q })}`, { headers });
      expect([200, 400], q).toContain(response.status);
      const assets = await callWorker(`/api/assets/search?${new URLSearchParams({ q })}`, { headers });
      expect([200, 400], q).toContain(assets.status);
    }
  });

  it("reads operators as words: a minus does not exclude, a column filter does not narrow", async () => {
    const word = uniqueWord("mace");
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const meetingId = await insertMeeting({
      organizationId: org.id,
      title: `${word} title`,
      description: "risk notes",
    });
    expect(idsOf(await search(users.owner, `${word} -risk`), "meeting")).toEqual([meetingId]);
    expect(idsOf(await search(users.owner, `body:${word}`), "meeting")).toEqual([]);
    await expect(search(users.owner, '"*^()')).rejects.toMatchObject({ status: 400 });
  });
});

describe("the index follows the rows", () => {
  it("reindexes an update and forgets a delete, for each source", async () => {
    const before = uniqueWord("anise");
    const after = uniqueWord("clove");
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const meetingId = await insertMeeting({ organizationId: org.id, title: before });
    const committeeId = await insertCommittee(org.id, before);
    const agendaItemId = await insertAgendaItem(meetingId, before);
    await insertMinutes(meetingId, before);
    const person = await createUser({ fullName: before });
    await addMember(org.id, person.id, "member");
    const document = await storeDocument({
      ownerId: users.owner.id,
      organizationId: org.id,
      title: before,
      bytes: textBytes("x"),
    });
    const annotationId = await insertAnnotation({
      assetId: document.id,
      organizationId: org.id,
      userId: users.owner.id,
      commentText: before,
    });
    expect((await search(users.owner, before)).total).toBe(7);

    await db().batch([
      db().update(schema.meetings).set({ title: after }).where(eq(schema.meetings.id, meetingId)),
      db().update(schema.committees).set({ name: after }).where(eq(schema.committees.id, committeeId)),
      db().update(schema.agendaItems).set({ title: after }).where(eq(schema.agendaItems.id, agendaItemId)),
      db().update(schema.meetingMinutes).set({ content: after }).where(eq(schema.meetingMinutes.meetingId, meetingId)),
      db().update(schema.users).set({ fullName: after }).where(eq(schema.users.id, person.id)),
      db().update(schema.assets).set({ title: after }).where(eq(schema.assets.id, document.id)),
      db().update(schema.annotations).set({ commentText: after }).where(eq(schema.annotations.id, annotationId)),
    ]);
    expect((await search(users.owner, before)).total).toBe(0);
    expect((await search(users.owner, after)).total).toBe(7);

    await db().batch([
      db().delete(schema.committees).where(eq(schema.committees.id, committeeId)),
      db().delete(schema.annotations).where(eq(schema.annotations.id, annotationId)),
      db().delete(schema.organizationMembers).where(eq(schema.organizationMembers.userId, person.id)),
    ]);
    expect((await search(users.owner, after)).counts).toMatchObject({ committee: 0, annotation: 0, member: 0 });
    await db().delete(schema.meetings).where(eq(schema.meetings.id, meetingId));
    expect((await search(users.owner, after)).counts).toMatchObject({ meeting: 0, agenda_item: 0, minutes: 0 });
    expect((await search(users.owner, after)).counts.document).toBe(1);
    const rows = await db().select().from(schema.searchEntries).where(eq(schema.searchEntries.meetingId, meetingId));
    expect(rows).toEqual([]);
  });
});

describe("GET /api/assets/search", () => {
  it("answers { assets } the caller may read, best first, each once; empty q finds none; limit applies", async () => {
    const word = uniqueWord("vanilla");
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const titled = await storeAndExtract({
      ownerId: users.owner.id,
      organizationId: org.id,
      title: `${word} budget`,
      bytes: textBytes(`${word} on the page too`),
      fileType: "txt",
      mimeType: "text/plain",
    });
    const paged = await storeAndExtract({
      ownerId: users.owner.id,
      organizationId: org.id,
      title: "Plain title",
      bytes: textBytes(`Only the page says ${word}`),
      fileType: "txt",
      mimeType: "text/plain",
    });
    await storeDocument({
      ownerId: users.owner.id,
      organizationId: org.id,
      title: word,
      bytes: textBytes("x"),
      visibility: "private",
    });
    const headers = await jsonHeaders(users.member.id);
    const response = await callWorker(`/api/assets/search?q=${word}`, { headers });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { assets: { id: string; title: string }[] };
    expect(body.assets.map((asset) => asset.id)).toEqual([titled.id, paged.id]);
    const limited = (await (
      await callWorker(`/api/assets/search?q=${word}&limit=1`, { headers })
    ).json()) as typeof body;
    expect(limited.assets).toHaveLength(1);
    const empty = (await (await callWorker("/api/assets/search", { headers })).json()) as typeof body;
    expect(empty.assets).toEqual([]);
    expect((await callWorker(`/api/assets/search?q=${word}&limit=0`, { headers })).status).toBe(400);
  });
});
