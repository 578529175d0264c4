// Document uploads (issue 10): every accepted type of 001 §5 by its name AND its bytes, disguised files refused
// with nothing stored, the sanitised key under uploads/{userId}/, and a large body streamed into R2 intact.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { storedFileName } from "../../../app/.server/platform/uploads/streaming";
import { ASSET_MAX_BYTES } from "../../../app/lib/assets/constants";
import { UPLOAD_TEXTS } from "../../../app/lib/assets/texts";
import {
  DISGUISED_FILES,
  multipartBody,
  patternByte,
  SAMPLE_FILES,
  streamedMultipart,
} from "../../helpers/asset-files";
import { callWorker, createRoleBoard, serviceContext, signedInHeaders } from "../../helpers/factories";

/** These stream tens of megabytes through the Worker: seconds of CPU, more on a loaded machine. */
const STREAMING_TEST_MS = 60_000;

type UploadAnswer = { success: boolean; asset: { id: string; file_type: string; mime_type: string; title: string } };

async function upload(userId: string, organizationId: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
  return callWorker("/api/assets/upload", {
    method: "POST",
    headers: await signedInHeaders(userId),
    body: multipartBody([
      ["organizationId", organizationId],
      ["file", { name, bytes, type: "application/octet-stream" }],
    ]),
  });
}

const storedUnder = async (userId: string) =>
  (await env.FILES.list({ prefix: `uploads/${userId}/` })).objects.map((object) => object.key);

const assetRows = (organizationId: string) =>
  serviceContext().db.select().from(schema.assets).where(eq(schema.assets.organizationId, organizationId)).all();

describe("document uploads are recognised by name and bytes", () => {
  it("accepts every type of 001 §5 and stores it with the detected type", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    for (const [name, bytes] of Object.entries(SAMPLE_FILES)) {
      const response = await upload(users.owner.id, org.id, name, bytes);
      expect(response.status, name).toBe(201);
      const { asset } = (await response.json()) as UploadAnswer;
      const row = await serviceContext().db.select().from(schema.assets).where(eq(schema.assets.id, asset.id)).get();
      const stored = await env.FILES.head(row!.storageKey);
      expect([name, stored?.size, stored?.httpMetadata?.contentType]).toEqual([
        name,
        bytes.byteLength,
        asset.mime_type,
      ]);
    }
    expect((await assetRows(org.id)).length).toBe(Object.keys(SAMPLE_FILES).length);
  });

  it("refuses disguised and unaccepted files with a clear message, storing nothing", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    for (const [name, bytes] of Object.entries(DISGUISED_FILES)) {
      const response = await upload(users.owner.id, org.id, name, bytes);
      const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
      expect([name, response.status]).toEqual([name, 400]);
      expect(body.error).toBe(name.endsWith(".svg") ? UPLOAD_TEXTS.svg : UPLOAD_TEXTS.invalidType);
    }
    expect(await storedUnder(users.owner.id)).toEqual([]);
    expect(await assetRows(org.id)).toEqual([]);
  });

  it("stores under uploads/{userId}/{timestamp}-{safeName} and keeps the original name for display", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const response = await upload(users.owner.id, org.id, "Q3 budget (final) é.csv", SAMPLE_FILES["figures.csv"]!);
    const { asset } = (await response.json()) as UploadAnswer;
    const row = (await assetRows(org.id))[0]!;
    expect(row.storageKey).toMatch(new RegExp(`^uploads/${users.owner.id}/\\d+-Q3_budget__final___.csv$`));
    expect([asset.title, row.originalFileName]).toEqual(["Q3 budget (final) é.csv", "Q3 budget (final) é.csv"]);
    expect(storedFileName("a/b\\c d.pdf")).toBe("a_b_c_d.pdf");
  });

  it(
    "streams a 20 MB body into R2 intact (multipart parts)",
    async () => {
      const { org, users } = await createRoleBoard({ seats: ["owner"] });
      const size = 20 * 1024 * 1024 + 12_345;
      const head = SAMPLE_FILES["recording.mp4"]!;
      const generated = streamedMultipart({ fields: { organizationId: org.id }, fileName: "board.mp4", head, size });
      const headers = await signedInHeaders(users.owner.id);
      headers.set("Content-Type", generated.contentType);
      headers.set("Content-Length", String(generated.contentLength));
      const response = await callWorker("/api/assets/upload", { method: "POST", headers, body: generated.body });
      expect(response.status).toBe(201);
      const row = (await assetRows(org.id))[0]!;
      const object = await env.FILES.get(row.storageKey);
      expect([row.fileSize, object?.size]).toEqual([size, size]);
      const stored = new Uint8Array(await object!.arrayBuffer());
      let mismatches = 0;
      for (let offset = 0; offset < size; offset += 4099)
        if (stored[offset] !== patternByte(offset, head)) mismatches++;
      expect([mismatches, stored[size - 1]]).toEqual([0, patternByte(size - 1, head)]);
    },
    STREAMING_TEST_MS,
  );

  it(
    "refuses a file over 50 MB while streaming, storing nothing",
    async () => {
      const { org, users } = await createRoleBoard({ seats: ["owner"] });
      const generated = streamedMultipart({
        fields: { organizationId: org.id },
        fileName: "huge.zip",
        head: SAMPLE_FILES["archive.zip"]!,
        size: ASSET_MAX_BYTES + 1,
        chunkBytes: 1024 * 1024,
      });
      const headers = await signedInHeaders(users.owner.id);
      headers.set("Content-Type", generated.contentType);
      // No declared length: only the streaming count can stop it.
      const response = await callWorker("/api/assets/upload", { method: "POST", headers, body: generated.body });
      expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([
        400,
        UPLOAD_TEXTS.tooLarge,
      ]);
      expect(await storedUnder(users.owner.id)).toEqual([]);
      const pending = await env.FILES.list({ prefix: `uploads/${users.owner.id}/`, include: [] });
      expect(pending.objects).toEqual([]);
      expect(await assetRows(org.id)).toEqual([]);
    },
    STREAMING_TEST_MS,
  );

  it("keeps the API's JSON limit on other routes, not on uploads", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const json = await callWorker(`/api/assets/${crypto.randomUUID()}`, {
      method: "PUT",
      headers: await signedInHeaders(users.owner.id),
      body: JSON.stringify({ title: "x".repeat(300 * 1024) }),
    });
    expect(json.status).toBe(413);
    // The upload route is not under it: a 1 MB file goes through (its own limit is the 50 MB of the spec).
    const upload = await callWorker("/api/assets/upload", {
      method: "POST",
      headers: await signedInHeaders(users.owner.id),
      body: multipartBody([
        ["organizationId", org.id],
        ["file", { name: "big.txt", bytes: new Uint8Array(1024 * 1024).fill(0x61) }],
      ]),
    });
    expect(upload.status).toBe(201);
  });
});
