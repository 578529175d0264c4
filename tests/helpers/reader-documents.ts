// A document for the reader's Playwright tests, written as the upload and extraction slices would leave it: an
// organisation with the given accounts as members, a real PDF (made with pdf-lib) in the local R2 bucket, its
// rows in D1 and its extracted text per page. Runs beside the test server on the same local state.
import { dirname } from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { createDb, schema } from "../../app/.server/platform/db/client";
import { withLocalPlatform } from "../../scripts/local-platform";
import { ACCOUNT_POOL_ENV } from "./account-pool";

export const READER_PAGES = [
  "Quarterly results exceeded the forecast by four percent.",
  "The audit committee recommends approval of the accounts.",
];

/** A two-page PDF whose text layer holds READER_PAGES, one line per page. */
export async function readerPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of READER_PAGES) {
    const page = pdf.addPage([612, 792]);
    page.drawText(line, { x: 72, y: 700, size: 14, font });
  }
  return pdf.save();
}

export async function seedReaderDocument(members: { email: string; role: "owner" | "admin" | "member" | "viewer" }[]) {
  const pool = process.env[ACCOUNT_POOL_ENV];
  if (!pool) throw new Error(`seedReaderDocument needs ${ACCOUNT_POOL_ENV} (scripts/e2e.mjs sets it)`);
  const bytes = await readerPdf();
  return withLocalPlatform(dirname(pool), async (env) => {
    const db = createDb(env.DB);
    const organizationId = crypto.randomUUID();
    const assetId = crypto.randomUUID();
    const suffix = assetId.slice(0, 8);
    const people = [];
    for (const member of members) {
      const user = await db.select().from(schema.users).where(eq(schema.users.email, member.email)).get();
      if (!user) throw new Error(`no account ${member.email}`);
      people.push({ ...member, id: user.id });
    }
    const ownerId = people[0].id;
    const storageKey = `uploads/${ownerId}/${Date.now()}-board-paper.pdf`;
    await env.FILES.put(storageKey, bytes, { httpMetadata: { contentType: "application/pdf" } });
    await db.batch([
      db.insert(schema.organizations).values({
        id: organizationId,
        name: `Reader Org ${suffix}`,
        slug: `reader-org-${suffix}`,
        createdBy: ownerId,
      }),
      ...people.map((person) =>
        db.insert(schema.organizationMembers).values({
          id: crypto.randomUUID(),
          organizationId,
          userId: person.id,
          role: person.role,
        }),
      ),
      db.insert(schema.assets).values({
        id: assetId,
        organizationId,
        ownerId,
        title: `Board paper ${suffix}`,
        fileName: "board-paper.pdf",
        originalFileName: "board-paper.pdf",
        fileSize: bytes.byteLength,
        fileType: "pdf",
        mimeType: "application/pdf",
        storageKey,
        visibility: "organization",
        pageCount: READER_PAGES.length,
        extractionStatus: "done",
      }),
      db.insert(schema.assetVersions).values({
        id: crypto.randomUUID(),
        assetId,
        versionNumber: 1,
        storageKey,
        fileName: "board-paper.pdf",
        originalFileName: "board-paper.pdf",
        fileSize: bytes.byteLength,
        fileType: "pdf",
        mimeType: "application/pdf",
        isCurrent: true,
        createdBy: ownerId,
      }),
      db.insert(schema.assetPageChunks).values(
        READER_PAGES.map((text, index) => ({
          assetId,
          organizationId,
          versionNumber: 1,
          pageNumber: index + 1,
          text,
        })),
      ),
    ]);
    return { assetId, title: `Board paper ${suffix}` };
  });
}
