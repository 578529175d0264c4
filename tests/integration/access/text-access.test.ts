// Who reads a document's extracted text, by seat: the page text of the no-JavaScript reader (listPageText) and
// GET /api/search/documents, for a document open to the organisation, a vault-held private one (the vault's
// members only), and from another organisation (404 for the text, nothing in search, 404 for its filter).
import { beforeAll, describe, expect, it } from "vitest";
import { listPageText } from "../../../app/.server/assets/page-text";
import { schema } from "../../../app/.server/platform/db/client";
import {
  actorContext,
  callWorker,
  createRoleBoard,
  type Seat,
  serviceContext,
  signedInHeaders,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { loadPdfJs, pdfWithPages, storeAndExtract } from "../../helpers/searchable-documents";

beforeAll(loadPdfJs, 60_000);

let counter = 0;
const uniqueWord = (base: string) => `${base}${(Date.now() + counter++).toString(36).replace(/\d/g, "")}`;

async function boardWithDocuments() {
  const board = await createRoleBoard();
  const word = uniqueWord("covenant");
  const owner = board.users.owner;
  const open = await storeAndExtract({
    ownerId: owner.id,
    organizationId: board.org.id,
    title: "Open paper",
    bytes: await pdfWithPages([`Open ${word}`]),
  });
  // Private, held by a vault whose only seat (besides the organisation's owner and admins) is the viewer.
  const held = await storeAndExtract({
    ownerId: owner.id,
    organizationId: board.org.id,
    title: "Vault paper",
    bytes: await pdfWithPages([`Held ${word}`]),
    visibility: "private",
  });
  const vaultId = crypto.randomUUID();
  const { db } = serviceContext();
  await db.batch([
    db.insert(schema.vaults).values({ id: vaultId, organizationId: board.org.id, ownerId: owner.id, name: "Audit" }),
    db.insert(schema.vaultAssets).values({ vaultId, assetId: held.id, addedBy: owner.id }),
    db.insert(schema.vaultMembers).values({
      vaultId,
      userId: board.users.viewer.id,
      role: "viewer",
    }),
  ]);
  return { board, word, open, held };
}

const EXPECTED_TITLES: Record<Seat, string[]> = {
  owner: ["Open paper", "Vault paper"],
  admin: ["Open paper", "Vault paper"],
  member: ["Open paper"],
  viewer: ["Open paper", "Vault paper"],
  outsider: [],
};

describe("reading extracted text, seat by seat", () => {
  it("search finds what each seat may read; another organisation's filter is a 404", async () => {
    const { board, word } = await boardWithDocuments();
    for (const [seat, titles] of Object.entries(EXPECTED_TITLES) as [Seat, string[]][]) {
      const headers = await signedInHeaders(board.users[seat].id);
      const response = await callWorker(`/api/search/documents?q=${word}`, { headers });
      expect(response.status, seat).toBe(200);
      const body = (await response.json()) as { data: { results: { title: string }[] } };
      expect(body.data.results.map((result) => result.title).sort(), seat).toEqual(titles);

      const filtered = await callWorker(`/api/search/documents?q=${word}&organizationId=${board.org.id}`, { headers });
      expect(filtered.status, seat).toBe(seat === "outsider" ? 404 : 200);
    }
  });

  it("page text: the open paper for every member, the vault paper for its seats, 404 for the rest", async () => {
    const { board, open, held } = await boardWithDocuments();
    for (const [seat, titles] of Object.entries(EXPECTED_TITLES) as [Seat, string[]][]) {
      const ctx = await actorContext(board.users[seat]);
      for (const [document, title] of [
        [open, "Open paper"],
        [held, "Vault paper"],
      ] as const) {
        if (titles.includes(title)) {
          const pages = await listPageText(ctx, document.id);
          expect(
            pages.map((page) => page.pageNumber),
            `${seat} ${title}`,
          ).toEqual([1]);
        } else {
          expect((await rejection(listPageText(ctx, document.id))).status, `${seat} ${title}`).toBe(404);
        }
      }
    }
  });
});
