// Document search over the FTS5 page index: bm25 ranking, snippets with the matched words marked, the document
// access rule (a document the actor can't read never appears, another organisation's never either), the current
// version only, and queries written to break FTS5 syntax that answer 4xx or safe results, never a 500.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runTextExtraction } from "../../../app/.server/assets/extraction";
import { schema } from "../../../app/.server/platform/db/client";
import { ServiceError } from "../../../app/.server/platform/errors";
import { searchDocumentText, snippetParts } from "../../../app/.server/search/documents";
import { SEARCH_MESSAGES } from "../../../app/lib/search/constants";
import {
  actorContext,
  addMember,
  callWorker,
  createOrganization,
  createUser,
  serviceContext,
  signedInHeaders,
  type TestUser,
} from "../../helpers/factories";
import { loadPdfJs, pdfWithPages, storeAndExtract, textBytes } from "../../helpers/searchable-documents";

beforeAll(loadPdfJs, 60_000);

const db = () => serviceContext().db;

let counter = 0;
/** A word no other test's documents hold, so each test reads only its own results. */
const uniqueWord = (base: string) => `${base}${(Date.now() + counter++).toString(36).replace(/\d/g, "")}`;

async function boardWith(roles: ("admin" | "member" | "viewer")[] = []) {
  const owner = await createUser();
  const org = await createOrganization({ ownerId: owner.id });
  const people: TestUser[] = [];
  for (const role of roles) {
    const person = await createUser();
    await addMember(org.id, person.id, role);
    people.push(person);
  }
  return { owner, org, people };
}

async function search(user: Pick<TestUser, "id">, query: string, options: { organizationId?: string } = {}) {
  return searchDocumentText(await actorContext(user), { query, ...options });
}

const plainText = (text: string) => ({ bytes: textBytes(text), fileType: "txt", mimeType: "text/plain" });

const titles = (page: Awaited<ReturnType<typeof search>>) => page.results.map((result) => result.title);

describe("searching documents' text", () => {
  it("ranks the page that is most about the words first, and says which page matched", async () => {
    const word = uniqueWord("liquidity");
    const { owner, org } = await boardWith();
    const filler = "The committee discussed several unrelated operational matters at length. ".repeat(20);
    await storeAndExtract({
      ownerId: owner.id,
      organizationId: org.id,
      title: "Passing mention",
      bytes: textBytes(`${filler}\nOne line mentions ${word} in passing.\n${filler}`),
      fileType: "txt",
      mimeType: "text/plain",
    });
    await storeAndExtract({
      ownerId: owner.id,
      organizationId: org.id,
      title: "Treasury report",
      bytes: await pdfWithPages(["Cover page", `${word} risk: ${word} buffers and ${word} coverage ratio`]),
    });
    const page = await search(owner, word);
    expect(titles(page)).toEqual(["Treasury report", "Passing mention"]);
    expect(page.results[0].pageNumber).toBe(2);
    expect(page.results[0].organizationName).toBe(org.name);
    expect(page.hasMore).toBe(false);
  });

  it("marks the matched words in the snippet, stemmed: 'revenue' marks 'revenues'", async () => {
    const word = uniqueWord("zeta");
    const { owner, org } = await boardWith();
    await storeAndExtract({
      ownerId: owner.id,
      organizationId: org.id,
      bytes: await pdfWithPages([`Quarterly revenues of ${word} grew by nine percent.`]),
    });
    const [result] = (await search(owner, `revenue ${word}`)).results;
    expect(result.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(["revenues", word]);
    expect(result.snippet.map((part) => part.text).join("")).toContain("Quarterly revenues of");
  });

  it("pages through results with limit and offset", async () => {
    const word = uniqueWord("omega");
    const { owner, org } = await boardWith();
    await storeAndExtract({
      ownerId: owner.id,
      organizationId: org.id,
      bytes: await pdfWithPages([`${word} one`, `${word} two`, `${word} three`]),
    });
    const actor = await actorContext(owner);
    const first = await searchDocumentText(actor, { query: word, limit: 2, offset: 0 });
    const second = await searchDocumentText(actor, { query: word, limit: 2, offset: 2 });
    expect(first.results).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(second.results).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    const pages = [...first.results, ...second.results].map((result) => result.pageNumber).sort();
    expect(pages).toEqual([1, 2, 3]);
  });

  it("searches only the current version's text", async () => {
    const oldWord = uniqueWord("draft");
    const newWord = uniqueWord("final");
    const { owner, org } = await boardWith();
    const { id } = await storeAndExtract({
      ownerId: owner.id,
      organizationId: org.id,
      bytes: await pdfWithPages([`The ${oldWord} budget`]),
    });
    const bytes = await pdfWithPages([`The ${newWord} budget`]);
    const key = `uploads/${owner.id}/${Date.now()}-v2.pdf`;
    const { env } = serviceContext();
    await env.FILES.put(key, bytes);
    await db().batch([
      db().insert(schema.assetVersions).values({
        id: crypto.randomUUID(),
        assetId: id,
        versionNumber: 2,
        storageKey: key,
        fileName: "v2.pdf",
        originalFileName: "v2.pdf",
        fileSize: bytes.byteLength,
        fileType: "pdf",
        mimeType: "application/pdf",
      }),
      db().update(schema.assets).set({ currentVersion: 2, storageKey: key }).where(eq(schema.assets.id, id)),
    ]);
    await runTextExtraction(serviceContext(), { kind: "extract-asset-text", assetId: id, versionNumber: 2 });
    expect((await search(owner, newWord)).results).toHaveLength(1);
    expect((await search(owner, oldWord)).results).toEqual([]);
  });

  it("leaves out deleted documents", async () => {
    const word = uniqueWord("shred");
    const { owner, org } = await boardWith();
    const { id } = await storeAndExtract({ ownerId: owner.id, organizationId: org.id, ...plainText(word) });
    expect((await search(owner, word)).results).toHaveLength(1);
    await db().update(schema.assets).set({ isDeleted: true }).where(eq(schema.assets.id, id)).run();
    expect((await search(owner, word)).results).toEqual([]);
  });
});

describe("who finds what", () => {
  it("a private document appears to its uploader and the organisation's admins, never to other members", async () => {
    const word = uniqueWord("secret");
    const { owner, org, people } = await boardWith(["admin", "member", "viewer"]);
    const [admin, member, viewer] = people;
    await storeAndExtract({
      ownerId: member.id,
      organizationId: org.id,
      title: "Member's private notes",
      bytes: textBytes(`Private ${word}`),
      fileType: "txt",
      mimeType: "text/plain",
      visibility: "private",
    });
    await storeAndExtract({
      ownerId: owner.id,
      organizationId: org.id,
      title: "Board paper",
      bytes: textBytes(`Shared ${word}`),
      fileType: "txt",
      mimeType: "text/plain",
    });
    expect(titles(await search(member, word)).sort()).toEqual(["Board paper", "Member's private notes"]);
    expect(titles(await search(admin, word)).sort()).toEqual(["Board paper", "Member's private notes"]);
    expect(titles(await search(owner, word)).sort()).toEqual(["Board paper", "Member's private notes"]);
    expect(titles(await search(viewer, word))).toEqual(["Board paper"]);
  });

  it("a live share lets its recipient find the document; a revoked share does not", async () => {
    const word = uniqueWord("shared");
    const { owner, org, people } = await boardWith(["member"]);
    const [member] = people;
    const { id } = await storeAndExtract({
      ownerId: owner.id,
      organizationId: org.id,
      ...plainText(word),
      visibility: "restricted",
    });
    expect((await search(member, word)).results).toEqual([]);
    const shareId = crypto.randomUUID();
    await db()
      .insert(schema.assetShares)
      .values({ id: shareId, assetId: id, organizationId: org.id, sharedWith: member.id, sharedBy: owner.id })
      .run();
    expect((await search(member, word)).results).toHaveLength(1);
    await db()
      .update(schema.assetShares)
      .set({ revokedAt: Date.now() })
      .where(eq(schema.assetShares.id, shareId))
      .run();
    expect((await search(member, word)).results).toEqual([]);
  });

  it("never shows another organisation's documents, and an organisation filter of another is a 404", async () => {
    const word = uniqueWord("merger");
    const mine = await boardWith();
    const theirs = await boardWith();
    await storeAndExtract({
      ownerId: theirs.owner.id,
      organizationId: theirs.org.id,
      title: "Their merger plan",
      ...plainText(word),
    });
    await storeAndExtract({
      ownerId: mine.owner.id,
      organizationId: mine.org.id,
      title: "Our merger plan",
      ...plainText(word),
    });
    expect(titles(await search(mine.owner, word))).toEqual(["Our merger plan"]);
    expect(titles(await search(mine.owner, word, { organizationId: mine.org.id }))).toEqual(["Our merger plan"]);
    const refused = await search(mine.owner, word, { organizationId: theirs.org.id }).catch((error) => error);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).status).toBe(404);

    // A member who left (inactive seat) finds nothing of the organisation any more.
    await db()
      .update(schema.organizationMembers)
      .set({ status: "suspended" })
      .where(eq(schema.organizationMembers.userId, mine.owner.id))
      .run();
    expect((await search(mine.owner, word)).results).toEqual([]);
  });
});

describe("queries that are not plain words", () => {
  it("refuses a query with nothing to search for, or too long, with a 400 that says why", async () => {
    const { owner } = await boardWith();
    for (const [query, message] of [
      ["", SEARCH_MESSAGES.emptyQuery],
      ["   ", SEARCH_MESSAGES.emptyQuery],
      ['"', SEARCH_MESSAGES.noSearchableWords],
      ["* ^ ( ) :", SEARCH_MESSAGES.noSearchableWords],
      ["a".repeat(1000), SEARCH_MESSAGES.tooLong],
      [Array.from({ length: 25 }, (_, i) => `w${i}`).join(" "), SEARCH_MESSAGES.tooManyTerms],
    ] as const) {
      const refused = await search(owner, query).catch((error) => error);
      expect(refused, query).toBeInstanceOf(ServiceError);
      expect((refused as ServiceError).status).toBe(400);
      expect((refused as ServiceError).message).toBe(message);
    }
  });

  it("reads FTS5 operators as plain words: no syntax error, no widened question", async () => {
    const word = uniqueWord("quorum");
    const { owner, org } = await boardWith();
    await storeAndExtract({
      ownerId: owner.id,
      organizationId: org.id,
      bytes: textBytes(`The ${word} was present. NEAR the end, a OR b was noted.`),
      fileType: "txt",
      mimeType: "text/plain",
    });
    for (const query of [`${word}*`, `"${word}`, `${word} NEAR(`, `a OR`, `${word} OR nothing`, `text:${word}`]) {
      const page = await search(owner, query);
      expect(Array.isArray(page.results), query).toBe(true);
    }
    // 'OR' is a word to find, not an operator: both words must be on the page.
    expect((await search(owner, `${word} OR absentword`)).results).toEqual([]);
    expect((await search(owner, `${word} NEAR`)).results).toHaveLength(1);
  });

  it("answers GET /api/search/documents with 200 or 400, never a 500", async () => {
    const word = uniqueWord("charter");
    const { owner, org } = await boardWith();
    await storeAndExtract({ ownerId: owner.id, organizationId: org.id, ...plainText(`Audit ${word}`) });
    const headers = await signedInHeaders(owner.id);
    const ask = (params: Record<string, string>) =>
      callWorker(`/api/search/documents?${new URLSearchParams(params)}`, { headers });

    const found = await ask({ q: `audit ${word}`, organizationId: org.id });
    expect(found.status).toBe(200);
    const body = (await found.json()) as { data: { results: Record<string, unknown>[] } };
    expect(body.data.results).toHaveLength(1);
    expect(body.data.results[0]).toMatchObject({ title: expect.any(String), page_number: 1 });
    expect(body.data.results[0].snippet).toBe(`Audit ${word}`);
    expect(body.data.results[0].highlights).toEqual([
      { text: "Audit", match: true },
      { text: " ", match: false },
      { text: word, match: true },
    ]);

    for (const q of ['"', "*", "NEAR(", "a OR", "x".repeat(1000), "AND", "(", "'; drop table assets; --"]) {
      const response = await ask({ q });
      expect([200, 400], q).toContain(response.status);
    }
    expect((await ask({ q: "" })).status).toBe(400);
    expect((await ask({ q: word, limit: "500" })).status).toBe(400);
    const other = await createOrganization();
    expect((await ask({ q: word, organizationId: other.id })).status).toBe(404);
    expect((await callWorker(`/api/search/documents?q=${word}`)).status).toBe(401);
  });
});

describe("snippet parts", () => {
  it("splits snippet() output on its markers into text and matches", () => {
    expect(snippetParts("…the \u0002audit\u0003 of\nthe \u0002accounts\u0003")).toEqual([
      { text: "…the ", match: false },
      { text: "audit", match: true },
      { text: " of the ", match: false },
      { text: "accounts", match: true },
    ]);
  });
});
