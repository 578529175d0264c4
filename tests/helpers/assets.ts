// Documents for tests, made the way users make them: uploaded through POST /api/assets/upload.
import { eq } from "drizzle-orm";
import { schema } from "../../app/.server/platform/db/client";
import { makePdf, multipartBody } from "./asset-files";
import { callWorker, serviceContext, signedInHeaders } from "./factories";

/** Uploads a file as `userId` and answers the stored document row. */
export async function uploadDocument(
  userId: string,
  organizationId: string,
  file?: { name: string; bytes: Uint8Array<ArrayBuffer> },
  fields: Record<string, string> = {},
) {
  const upload = file ?? { name: "board-paper.pdf", bytes: await makePdf(2, "Quarterly board paper") };
  const response = await callWorker("/api/assets/upload", {
    method: "POST",
    headers: await signedInHeaders(userId),
    body: multipartBody([
      ["organizationId", organizationId],
      ...Object.entries(fields),
      ["file", { name: upload.name, bytes: upload.bytes }],
    ]),
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const { asset } = (await response.json()) as { asset: { id: string } };
  const row = await serviceContext().db.select().from(schema.assets).where(eq(schema.assets.id, asset.id)).get();
  if (!row) throw new Error("uploaded document missing");
  return row;
}

/** A multipart body carrying a new version of a document. */
export const versionBody = (name: string, bytes: Uint8Array<ArrayBuffer>, changelog?: string) =>
  multipartBody([...(changelog ? [["changelog", changelog] as [string, string]] : []), ["file", { name, bytes }]]);
