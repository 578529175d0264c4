// Documents for the reader's Playwright tests, written as the upload and extraction slices would leave them: an
// organisation, a real PDF (made with pdf-lib) in the local R2 bucket, its rows in D1 and its extracted text per
// page. scripts/e2e.mjs writes them before the server starts (seed-reader-documents.ts), since a second process
// writing the local database while the server runs makes the server's own writes fail (SQLITE_BUSY). Each
// "Rita Reader" of the account pool owns one document; every "Remy Reader" is a member of each organisation.
import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { createDb, schema } from "../../app/.server/platform/db/client";
import { withLocalPlatform } from "../../scripts/local-platform";
import type { SeededAccount } from "./account-pool";

export const READER_OWNER = "Rita Reader";
export const READER_MEMBER = "Remy Reader";
export const READER_PAGES = [
  "Quarterly results exceeded the forecast by four percent.",
  "The audit committee recommends approval of the accounts.",
];

export type ReaderDocument = { assetId: string; title: string };
export const documentsFile = (pool: string) => `${pool}.reader-documents.json`;

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

/** Writes one document per owner, each owner's organisation holding the members too; answers owner email → doc. */
export async function writeReaderDocuments(
  persistTo: string,
  owners: SeededAccount[],
  members: SeededAccount[],
): Promise<Record<string, ReaderDocument>> {
  const bytes = await readerPdf();
  return withLocalPlatform(persistTo, async (env) => {
    const db = createDb(env.DB);
    const idOf = async (email: string) => {
      const user = await db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.email, email))
        .get();
      if (!user) throw new Error(`no account ${email}`);
      return user.id;
    };
    const memberIds = await Promise.all(members.map((member) => idOf(member.email)));
    const documents: Record<string, ReaderDocument> = {};
    for (const owner of owners) {
      const ownerId = await idOf(owner.email);
      const organizationId = crypto.randomUUID();
      const assetId = crypto.randomUUID();
      const title = `Board paper ${assetId.slice(0, 8)}`;
      const storageKey = `uploads/${ownerId}/${Date.now()}-board-paper.pdf`;
      const file = {
        fileName: "board-paper.pdf",
        originalFileName: "board-paper.pdf",
        fileSize: bytes.byteLength,
        fileType: "pdf",
        mimeType: "application/pdf",
        storageKey,
      };
      await env.FILES.put(storageKey, bytes, { httpMetadata: { contentType: "application/pdf" } });
      await db.batch([
        db.insert(schema.organizations).values({
          id: organizationId,
          name: `Reader Org ${assetId.slice(0, 8)}`,
          slug: `reader-org-${assetId.slice(0, 8)}`,
          createdBy: ownerId,
        }),
        ...[
          { userId: ownerId, role: "owner" as const },
          ...memberIds.map((userId) => ({ userId, role: "member" as const })),
        ].map((seat) =>
          db.insert(schema.organizationMembers).values({ id: crypto.randomUUID(), organizationId, ...seat }),
        ),
        db.insert(schema.assets).values({
          id: assetId,
          organizationId,
          ownerId,
          title,
          ...file,
          visibility: "organization",
          pageCount: READER_PAGES.length,
          extractionStatus: "done",
        }),
        db.insert(schema.assetVersions).values({
          id: crypto.randomUUID(),
          assetId,
          versionNumber: 1,
          ...file,
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
      documents[owner.email] = { assetId, title };
    }
    return documents;
  });
}
