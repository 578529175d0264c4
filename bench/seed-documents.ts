// Seeds the bench database with 2,000 pages of extracted text (100 documents of 20 pages) in one organisation, as
// the text extraction consumer leaves them, and 5,000 other searchable rows (issue 12: meetings of every
// confidentiality, their agenda items, committees and members), then times the document search and the global
// search services one query at a time through the platform proxy and prints the D1 query plan of their SQL. The
// endpoints' figures are measured by bench/document-search.mjs against the running server.
//
// BENCH_ORGANIZATION_ID and BENCH_OWNER_EMAIL name an organisation and its owner already seeded (the full bench);
// without them an owner and an organisation are made here (bench/document-search.mjs run on its own).

import { getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ActorContext } from "../app/.server/platform/context";
import { createDb, schema } from "../app/.server/platform/db/client";
import { searchDocumentText } from "../app/.server/search/documents";
import { searchEverything } from "../app/.server/search/global";
import { withLocalPlatform } from "../scripts/local-platform";

export const DOCUMENTS = 100;
export const PAGES_PER_DOCUMENT = 20;
/** From common (on most pages) to rare (a few pages), and two words that must meet on one page. */
export const SEARCH_QUERIES = ["board", "revenue forecast", "cybersecurity", "remuneration committee", "quorum"];
/** The other rows of global search (issue 12's bench: 2,000 pages plus 5,000 other rows). */
export const MEETINGS = 1_000;
export const AGENDA_ITEMS_PER_MEETING = 3;
export const COMMITTEES = 500;
export const MEMBERS = 500;
const CONFIDENTIALITY = ["public", "confidential", "board_only", "restricted"] as const;

const persistTo = process.env.PERSIST_TO!;
const SAMPLES = 200;

// The vocabulary of board papers; a fixed linear congruential sequence picks from it (its high bits: the low bits of
// a power-of-two LCG repeat quickly), so every run seeds the same text. Common words are on nearly every page; the
// rarer ones on one page in RARE_EVERY[word], so the queries range from thousands of matches to a handful.
const WORDS = (
  "board director committee audit risk revenue forecast budget capital liquidity dividend strategy governance " +
  "compliance policy charter minutes resolution vote chair secretary shareholder regulator report " +
  "quarter annual growth margin cost savings investment acquisition merger subsidiary pension " +
  "succession diversity sustainability emissions supplier contract litigation insurance treasury covenant " +
  "incident controls assurance internal external auditor opinion statement approval delegation"
).split(" ");
const RARE_EVERY: Record<string, number> = { cybersecurity: 10, remuneration: 25, quorum: 100 };

function pageTexts(count: number): string[] {
  let state = 20_261_124;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536);
  };
  return Array.from({ length: count }, (_, page) => {
    const sentences = Array.from({ length: 30 }, () => {
      const length = 8 + (next() % 10);
      const words = Array.from({ length }, () => WORDS[next() % WORDS.length]);
      return `${words.join(" ")}.`;
    });
    const rare = Object.entries(RARE_EVERY).filter(([, every]) => page % every === 0);
    for (const [word] of rare) sentences.splice(next() % sentences.length, 0, `The ${word} item was discussed.`);
    return `Page ${page + 1}. ${sentences.join(" ")}`;
  });
}

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

await withLocalPlatform(persistTo, async (env) => {
  const db = createDb(env.DB);
  const now = Date.now();
  let organizationId = process.env.BENCH_ORGANIZATION_ID;
  let ownerId: string;
  if (organizationId) {
    const owner = await db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, process.env.BENCH_OWNER_EMAIL ?? ""),
    });
    if (!owner) throw new Error("the bench owner named by BENCH_OWNER_EMAIL is not in the database");
    ownerId = owner.id;
  } else {
    ownerId = crypto.randomUUID();
    organizationId = crypto.randomUUID();
    await db.batch([
      db.insert(schema.users).values({ id: ownerId, email: `search.owner.${now}@bench.example`, fullName: "Owner" }),
      db.insert(schema.organizations).values({ id: organizationId, name: "Search Bench", slug: `search-${now}` }),
      db.insert(schema.organizationMembers).values({
        id: crypto.randomUUID(),
        organizationId,
        userId: ownerId,
        role: "owner",
      }),
    ]);
  }

  const texts = pageTexts(DOCUMENTS * PAGES_PER_DOCUMENT);
  const documents = Array.from({ length: DOCUMENTS }, (_, i) => {
    const id = crypto.randomUUID();
    const fileName = `board-paper-${i + 1}.pdf`;
    const file = {
      fileName,
      originalFileName: fileName,
      fileSize: 100_000,
      fileType: "pdf",
      mimeType: "application/pdf",
    };
    const storageKey = `uploads/${ownerId}/${now}-${fileName}`;
    return { id, file, storageKey, title: `Board paper ${i + 1}` };
  });
  const statements = [
    ...documents.map((document) =>
      db.insert(schema.assets).values({
        id: document.id,
        organizationId: organizationId!,
        ownerId,
        title: document.title,
        storageKey: document.storageKey,
        extractionStatus: "done",
        pageCount: PAGES_PER_DOCUMENT,
        ...document.file,
      }),
    ),
    ...documents.map((document) =>
      db.insert(schema.assetVersions).values({
        id: crypto.randomUUID(),
        assetId: document.id,
        versionNumber: 1,
        storageKey: document.storageKey,
        isCurrent: true,
        createdBy: ownerId,
        ...document.file,
      }),
    ),
    // 5 bound values a row: 19 rows stay under D1's 100 parameters a statement.
    ...chunk(
      texts.map((text, i) => ({
        assetId: documents[Math.floor(i / PAGES_PER_DOCUMENT)].id,
        organizationId: organizationId!,
        versionNumber: 1,
        pageNumber: (i % PAGES_PER_DOCUMENT) + 1,
        text,
      })),
      19,
    ).map((rows) => db.insert(schema.assetPageChunks).values(rows)),
  ];
  for (const group of chunk(statements, 50))
    await db.batch(group as [(typeof statements)[number], ...typeof statements]);
  await seedOtherRows(db, organizationId!, ownerId, now);

  // The service as a loader calls it, with a logging db for the query plan.
  const captured: { query: string; params: unknown[] }[] = [];
  const loggingDb = drizzle(env.DB, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  });
  const owner = await db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, ownerId) });
  const ctx = {
    db: loggingDb,
    env,
    config: { APP_ENV: "local" },
    meta: { ip: null, userAgent: "bench" },
    waitUntil: () => {},
    actor: {
      user: { id: ownerId, email: owner?.email, fullName: "Owner", avatarUrl: null, role: "user", isDemo: false },
      via: "session",
    },
  } as unknown as ActorContext;
  const search = (query: string) => searchDocumentText(ctx, { query, organizationId, limit: 20 });
  const searchAll = (q: string) => searchEverything(ctx, { q, organizationId });
  // How many pages each query finds ("50+" beyond one page of 50).
  const counts: Record<string, string> = {};
  for (const query of SEARCH_QUERIES) {
    const found = await searchDocumentText(ctx, { query, organizationId, limit: 50 });
    counts[query] = `${found.results.length}${found.hasMore ? "+" : ""}`;
  }
  captured.length = 0;
  await search(SEARCH_QUERIES[1]);
  const { query, params } = captured[captured.length - 1];
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`)
    .bind(...params)
    .all<{ detail: string }>();

  const timed = async (run: (query: string) => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < SAMPLES + 20; i++) {
      const started = performance.now();
      await run(SEARCH_QUERIES[i % SEARCH_QUERIES.length]);
      if (i >= 20) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { samples: SAMPLES, p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  const service = await timed(search);
  // Global search: hits per kind for each query, its plan (the counts and the page of hits) and its figures.
  const kinds: Record<string, number> = {};
  for (const query of SEARCH_QUERIES) kinds[query] = (await searchAll(query)).total;
  captured.length = 0;
  await searchAll(SEARCH_QUERIES[1]);
  // The plan of the page of hits, when drizzle's logger saw it (a db.batch's statements are not logged).
  const globalStatement = captured.findLast((statement) => statement.query.includes("snippet("));
  const globalPlan = globalStatement
    ? await env.DB.prepare(`EXPLAIN QUERY PLAN ${globalStatement.query}`)
        .bind(...globalStatement.params)
        .all<{ detail: string }>()
    : { results: [{ detail: "(run in a db.batch: not logged)" }] };
  const global = await timed(searchAll);
  console.log(
    JSON.stringify({
      organizationId,
      documents: DOCUMENTS,
      pages: texts.length,
      queries: SEARCH_QUERIES,
      resultsPerQuery: counts,
      service,
      plan: plan.results.map((row) => row.detail),
      otherRows: MEETINGS * (1 + AGENDA_ITEMS_PER_MEETING) + COMMITTEES + MEMBERS,
      globalResultsPerQuery: kinds,
      global,
      globalPlan: globalPlan.results.map((row) => row.detail),
    }),
  );
});

/** 5,000 rows of the other kinds, their text from the same vocabulary, in batches under D1's parameter limit. */
async function seedOtherRows(db: ReturnType<typeof createDb>, organizationId: string, ownerId: string, now: number) {
  const texts = pageTexts(MEETINGS).map((text) => text.slice(0, 400));
  const meetings = texts.map((text, i) => ({
    id: crypto.randomUUID(),
    organizationId,
    title: `${text.split(".")[1]?.trim().split(" ").slice(0, 4).join(" ") ?? "Board"} meeting ${i + 1}`,
    description: text,
    confidentiality: CONFIDENTIALITY[i % CONFIDENTIALITY.length],
    organizerId: i % 2 === 0 ? ownerId : null,
    scheduledStart: now + i * 86_400_000,
    scheduledEnd: now + i * 86_400_000 + 3_600_000,
  }));
  const agendaItems = meetings.flatMap((meeting, i) =>
    Array.from({ length: AGENDA_ITEMS_PER_MEETING }, (_, order) => ({
      id: crypto.randomUUID(),
      meetingId: meeting.id,
      orderIndex: order,
      title: `Item ${order + 1}: ${WORDS[(i + order) % WORDS.length]} ${WORDS[(i * 7 + order) % WORDS.length]}`,
      description: texts[(i + order + 1) % texts.length].slice(0, 200),
    })),
  );
  const committees = Array.from({ length: COMMITTEES }, (_, i) => ({
    id: crypto.randomUUID(),
    organizationId,
    name: `${WORDS[i % WORDS.length]} committee ${i + 1}`,
    description: texts[i].slice(0, 160),
  }));
  const people = Array.from({ length: MEMBERS }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `member.${i}.${now}@bench.example`,
    fullName: `Member ${WORDS[i % WORDS.length]} ${i + 1}`,
  }));
  const memberships = people.map((person, i) => ({
    id: crypto.randomUUID(),
    organizationId,
    userId: person.id,
    role: (["admin", "member", "viewer"] as const)[i % 3],
    boardTitle: i % 5 === 0 ? "Non-executive director" : null,
  }));
  // drizzle binds a value for every column of a row (defaults included): as many rows as fit in 100 parameters.
  const fitting = (table: Parameters<typeof getTableColumns>[0]) =>
    Math.floor(100 / Object.keys(getTableColumns(table)).length);
  const statements = [
    ...chunk(meetings, fitting(schema.meetings)).map((rows) => db.insert(schema.meetings).values(rows)),
    ...chunk(agendaItems, fitting(schema.agendaItems)).map((rows) => db.insert(schema.agendaItems).values(rows)),
    ...chunk(committees, fitting(schema.committees)).map((rows) => db.insert(schema.committees).values(rows)),
    ...chunk(people, fitting(schema.users)).map((rows) => db.insert(schema.users).values(rows)),
    ...chunk(memberships, fitting(schema.organizationMembers)).map((rows) =>
      db.insert(schema.organizationMembers).values(rows),
    ),
  ];
  for (const group of chunk(statements, 50))
    await db.batch(group as [(typeof statements)[number], ...typeof statements]);
}
