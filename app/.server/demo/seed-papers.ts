// The demo board's papers as rows and R2 objects (decision 035): a vault of the board's documents, uploaded by the
// company secretary, with their extracted text (so search finds them), and the pack for the next meeting,
// published to the whole board with its book compiled. Every object is the board's own copy under the
// secretary's upload prefix, so deleting the board (reset, the 24-hour purge) removes it like any document.
import type { BatchItem } from "drizzle-orm/batch";
import { insertsInChunks } from "../platform/db/bound-parameters";
import { type Db, schema } from "../platform/db/client";
import { uploadKey } from "../platform/uploads/streaming";
import { DEMO_PACK_SECTIONS, type DemoDocumentKey, type DemoLibrary } from "./papers";

const { assets, assetVersions, assetPageChunks, vaults, vaultMembers, vaultAssets } = schema;
const { boardPacks, boardPackSections, boardPackItems, boardPackReads } = schema;

const HOUR_MS = 3_600_000;

export type DemoPaperObject = { key: string; bytes: Uint8Array; contentType: string };

/** Who did what in the story: the secretary uploads and publishes; some directors have read some papers. */
export type DemoPaperPeople = { secretaryId: string; reads: { userId: string; papers: DemoDocumentKey[] }[] };

export function demoPaperWrites(
  db: Db,
  library: DemoLibrary,
  board: { organizationId: string; people: DemoPaperPeople; now: number },
): {
  objects: DemoPaperObject[];
  statements: BatchItem<"sqlite">[];
  packId: string;
  assetOf: Map<DemoDocumentKey, string>;
} {
  const { organizationId, people, now } = board;
  const { secretaryId } = people;
  const vaultId = crypto.randomUUID();
  const uploadedAt = library.publishedAt - 2 * HOUR_MS;
  const documents = library.documents.map((document, index) => ({
    ...document,
    id: crypto.randomUUID(),
    storageKey: uploadKey(secretaryId, document.fileName, uploadedAt + index * 60_000),
    at: uploadedAt + index * 60_000,
  }));
  const assetOf = new Map(documents.map((document) => [document.key, document.id]));
  const packId = crypto.randomUUID();
  const compiledAt = library.publishedAt + 60_000;
  const compiledKey = `board-packs/${packId}/${compiledAt}.pdf`;
  const sections = DEMO_PACK_SECTIONS.map((section, position) => ({ ...section, id: crypto.randomUUID(), position }));
  const items = sections.flatMap((section) =>
    section.papers.map((key) => ({ key, id: crypto.randomUUID(), sectionId: section.id })),
  );
  const itemOf = new Map(items.map((item) => [item.key, item.id]));

  const objects: DemoPaperObject[] = [
    ...documents.map((document) => ({
      key: document.storageKey,
      bytes: document.bytes,
      contentType: document.mimeType,
    })),
    { key: compiledKey, bytes: library.book.bytes, contentType: "application/pdf" },
  ];
  const statements: BatchItem<"sqlite">[] = [
    db.insert(vaults).values({
      id: vaultId,
      organizationId,
      name: "Board meeting papers",
      description: "The papers for the board's meetings: minutes, reports and the figures behind them.",
      vaultType: "board_pack",
      accessLevel: "organization",
      isPublic: true,
      requiresInvitation: false,
      meetingDate: library.nextMeetingAt,
      ownerId: secretaryId,
      createdBy: secretaryId,
      createdAt: uploadedAt - HOUR_MS,
      updatedAt: uploadedAt,
    }),
    db
      .insert(vaultMembers)
      .values({ vaultId, userId: secretaryId, role: "owner", addedBy: secretaryId, joinedAt: now }),
    ...insertsInChunks(
      db,
      assets,
      documents.map((document) => ({
        id: document.id,
        organizationId,
        vaultId,
        ownerId: secretaryId,
        title: document.title,
        fileName: document.storageKey.slice(document.storageKey.lastIndexOf("/") + 1),
        originalFileName: document.fileName,
        fileSize: document.bytes.byteLength,
        fileType: document.fileType,
        mimeType: document.mimeType,
        storageKey: document.storageKey,
        category: document.category,
        visibility: "organization" as const,
        pageCount: document.pages.length,
        extractionStatus: "done" as const,
        createdAt: document.at,
        updatedAt: document.at,
      })),
    ),
    ...insertsInChunks(
      db,
      assetVersions,
      documents.map((document) => ({
        id: crypto.randomUUID(),
        assetId: document.id,
        versionNumber: 1,
        storageKey: document.storageKey,
        fileName: document.storageKey.slice(document.storageKey.lastIndexOf("/") + 1),
        originalFileName: document.fileName,
        fileSize: document.bytes.byteLength,
        fileType: document.fileType,
        mimeType: document.mimeType,
        isCurrent: true,
        createdBy: secretaryId,
        createdAt: document.at,
      })),
    ),
    ...insertsInChunks(
      db,
      vaultAssets,
      documents.map((document, position) => ({
        vaultId,
        assetId: document.id,
        position,
        addedBy: secretaryId,
        addedAt: document.at,
      })),
    ),
    ...insertsInChunks(
      db,
      assetPageChunks,
      documents.flatMap((document) =>
        document.pages.map((text, index) => ({
          assetId: document.id,
          organizationId,
          versionNumber: 1,
          pageNumber: index + 1,
          text,
        })),
      ),
    ),
    db.insert(boardPacks).values({
      id: packId,
      organizationId,
      title: library.packTitle,
      description: "Minutes of the last meeting, the Chief Executive's report and the third-quarter results.",
      meetingDate: library.nextMeetingAt,
      audience: "organization",
      status: "published",
      compileStatus: "done",
      compiledKey,
      compiledPageCount: library.book.pageCount,
      compiledAt,
      publishedAt: library.publishedAt,
      publishedBy: secretaryId,
      createdBy: secretaryId,
      createdAt: uploadedAt,
      updatedAt: library.publishedAt,
    }),
    ...insertsInChunks(
      db,
      boardPackSections,
      sections.map((section) => ({
        id: section.id,
        boardPackId: packId,
        title: section.title,
        position: section.position,
      })),
    ),
    ...insertsInChunks(
      db,
      boardPackItems,
      items.map((item, position) => ({
        id: item.id,
        boardPackId: packId,
        sectionId: item.sectionId,
        assetId: assetOf.get(item.key)!,
        position,
        addedAt: uploadedAt,
      })),
    ),
    ...insertsInChunks(
      db,
      boardPackReads,
      people.reads.flatMap((reader, index) =>
        reader.papers.flatMap((key) => {
          const itemId = itemOf.get(key);
          const openedAt = library.publishedAt + (index + 1) * 2 * HOUR_MS;
          return itemId
            ? [{ boardPackId: packId, itemId, userId: reader.userId, firstOpenedAt: openedAt, lastOpenedAt: openedAt }]
            : [];
        }),
      ),
    ),
  ];
  return { objects, statements, packId, assetOf };
}
