// Seeds 10,000 documents into the bench organisation (seeded by bench/seed-organization.ts, so it runs after it)
// and prints the D1 query plans of the documents list (listAssets): the exact SQL the service runs, captured
// through drizzle's logger and explained by SQLite. The rows are metadata only (no bytes in R2): the list page
// reads rows, and what it costs is what the bench measures.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { listAssets } from "../app/.server/assets/list";
import type { ActorContext } from "../app/.server/platform/context";
import { createDb, schema } from "../app/.server/platform/db/client";
import { DOCUMENT_CATEGORIES } from "../app/lib/assets/constants";
import { withLocalPlatform } from "../scripts/local-platform";

const DOCUMENTS = 10_000;
const persistTo = process.env.PERSIST_TO!;
const ownerEmail = process.env.BENCH_OWNER_EMAIL!;
const TYPES = [
  ["pdf", "application/pdf"],
  ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ["png", "image/png"],
] as const;

await withLocalPlatform(persistTo, async (env) => {
  const db = createDb(env.DB);
  const owner = await db.select().from(schema.users).where(eq(schema.users.email, ownerEmail)).get();
  const organization = await db
    .select()
    .from(schema.organizations)
    .where(eq(schema.organizations.slug, "bench-holdings"))
    .get();
  if (!owner || !organization) throw new Error("seed-documents runs after seed-organization");
  const now = Date.now();
  const rows = Array.from({ length: DOCUMENTS }, (_, i) => {
    const [fileType, mimeType] = TYPES[i % TYPES.length];
    const fileName = `board-paper-${String(i).padStart(5, "0")}.${fileType}`;
    return {
      id: crypto.randomUUID(),
      organizationId: organization.id,
      ownerId: owner.id,
      title: `Board paper ${String(i).padStart(5, "0")}`,
      fileName,
      originalFileName: fileName,
      fileSize: 10_000 + i,
      fileType,
      mimeType,
      storageKey: `uploads/${owner.id}/${now - i}-${fileName}`,
      category: DOCUMENT_CATEGORIES[i % DOCUMENT_CATEGORIES.length],
      tags: i % 3 === 0 ? ["finance"] : [],
      extractionStatus: "not_applicable" as const,
      createdAt: now - i * 1000,
      updatedAt: now - i * 1000,
    };
  });
  // D1 binds at most 100 parameters per statement, and drizzle binds every column of the table (28): 3 rows a
  // statement, 50 statements a batch.
  const statements = Array.from({ length: Math.ceil(rows.length / 3) }, (_, i) =>
    db.insert(schema.assets).values(rows.slice(i * 3, i * 3 + 3)),
  );
  for (let i = 0; i < statements.length; i += 50) {
    const group = statements.slice(i, i + 50);
    await db.batch(group as [(typeof group)[number], ...typeof group]);
  }

  const captured: { query: string; params: unknown[] }[] = [];
  const loggingDb = drizzle(env.DB, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  });
  const ctx = {
    db: loggingDb,
    env,
    meta: { ip: null, userAgent: "bench" },
    waitUntil: () => {},
    actor: {
      user: { id: owner.id, email: ownerEmail, fullName: "Bench Owner", avatarUrl: null, role: "user", isDemo: false },
      via: "session",
    },
  } as unknown as ActorContext;
  const plans: { label: string; query: string; plan: string[] }[] = [];
  for (const [label, run] of [
    ["documents list (listAssets, page 1 of 200)", () => listAssets(ctx, organization.id, {})],
    ["documents list, searched (listAssets)", () => listAssets(ctx, organization.id, { search: "paper 0999" })],
    ["documents list, by tag (listAssets)", () => listAssets(ctx, organization.id, { tag: "finance" })],
  ] as const) {
    captured.length = 0;
    await run();
    for (const { query, params } of captured) {
      const explained = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`)
        .bind(...params)
        .all<{ detail: string }>();
      plans.push({ label, query, plan: explained.results.map((row) => row.detail) });
    }
  }
  const total = await env.DB.prepare("select count(*) as n from assets where organization_id = ?")
    .bind(organization.id)
    .first<{ n: number }>();
  console.log(
    JSON.stringify({
      documents: total?.n ?? DOCUMENTS,
      slug: organization.slug,
      organizationId: organization.id,
      plans,
    }),
  );
});
