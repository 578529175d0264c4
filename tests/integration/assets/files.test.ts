// A document's bytes leave only through the permission-checked routes (issue 10 Security): the right type,
// attachment unless a PDF or image opened in place, nosniff and the sandbox CSP; signed links that expire and
// cannot be altered; PDFs stamped with the reader when the organisation watermarks.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { createSignedLink, downloadBySignedLink } from "../../../app/.server/assets/files";
import { schema } from "../../../app/.server/platform/db/client";
import { STORED_FILE_CSP } from "../../../app/.server/platform/uploads/serving";
import { refusalJson } from "../../../app/.server/remix/service-errors";
import { ASSET_PAGE_TEXTS } from "../../../app/lib/assets/texts";
import { makePdf, SAMPLE_FILES } from "../../helpers/asset-files";
import { uploadDocument } from "../../helpers/assets";
import { actorContext, callWorker, createRoleBoard, serviceContext, signedInHeaders } from "../../helpers/factories";

async function setWatermarking(organizationId: string, watermarking: boolean) {
  await serviceContext()
    .db.insert(schema.organizationSettings)
    .values({ organizationId, assetSettings: { watermarking } })
    .onConflictDoUpdate({
      target: schema.organizationSettings.organizationId,
      set: { assetSettings: { watermarking } },
    });
}

async function pdfText(response: Response) {
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
  return text;
}

describe("serving a document's file", () => {
  it("answers with the detected type, nosniff, the sandbox CSP and the right disposition", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    await setWatermarking(org.id, false);
    const headers = await signedInHeaders(users.owner.id);
    const cases = [
      { name: "minutes.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
      { name: "notes.txt", type: "text/plain" },
      { name: "photo.png", type: "image/png" },
    ];
    for (const { name, type } of cases) {
      const asset = await uploadDocument(users.owner.id, org.id, { name, bytes: SAMPLE_FILES[name]! });
      const download = await callWorker(`/api/assets/${asset.id}/download`, { headers });
      expect([name, download.status, download.headers.get("Content-Type")]).toEqual([name, 200, type]);
      expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename=/);
      expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(download.headers.get("Content-Security-Policy")).toBe(STORED_FILE_CSP);
      expect(download.headers.get("Cache-Control")).toBe("private, max-age=3600");
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(SAMPLE_FILES[name]);
      const inline = await callWorker(`/api/assets/${asset.id}/download?inline=1`, { headers });
      // Only PDFs and images open in place; anything else is always an attachment.
      expect(inline.headers.get("Content-Disposition")?.split(";")[0]).toBe(
        name.endsWith(".png") ? "inline" : "attachment",
      );
    }
  });

  it("serves an object stored with a made-up type as an octet-stream attachment", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const asset = await uploadDocument(users.owner.id, org.id, {
      name: "notes.txt",
      bytes: SAMPLE_FILES["notes.txt"]!,
    });
    await env.FILES.put(asset.storageKey, "<script>alert(1)</script>", { httpMetadata: { contentType: "text/html" } });
    const response = await callWorker(`/api/assets/${asset.id}/download?inline=1`, {
      headers: await signedInHeaders(users.owner.id),
    });
    expect([response.headers.get("Content-Type"), response.headers.get("Content-Disposition")]).toEqual([
      "application/octet-stream",
      'attachment; filename="notes"',
    ]);
  });

  it("counts downloads and audits them", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    await setWatermarking(org.id, false);
    const asset = await uploadDocument(users.owner.id, org.id);
    const headers = await signedInHeaders(users.owner.id);
    await (await callWorker(`/api/assets/${asset.id}/download`, { headers })).arrayBuffer();
    await (await callWorker(`/api/assets/${asset.id}/download`, { headers })).arrayBuffer();
    const row = await serviceContext().db.select().from(schema.assets).where(eq(schema.assets.id, asset.id)).get();
    expect(row?.downloadCount).toBe(2);
    const audits = await serviceContext()
      .db.select()
      .from(schema.auditLogs)
      .where(eq(schema.auditLogs.action, "asset.downloaded"))
      .all();
    expect(audits.filter((entry) => entry.entityId === asset.id).length).toBe(2);
  });
});

// unpdf loads pdf.js on first use, which takes seconds on a busy machine: these tests read PDFs back.
const PDF_READING_MS = 30_000;

describe("watermarking", { timeout: PDF_READING_MS }, () => {
  it("stamps every page of a downloaded PDF with the reader; the original in R2 is untouched", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"], names: { member: "Ada Director" } });
    const asset = await uploadDocument(users.owner.id, org.id, { name: "paper.pdf", bytes: await makePdf(2) });
    const original = new Uint8Array(await (await env.FILES.get(asset.storageKey))!.arrayBuffer());
    // Watermarking is on by default (001 §3 asset settings).
    const response = await callWorker(`/api/assets/${asset.id}/download`, {
      headers: await signedInHeaders(users.member.id),
    });
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const { text, totalPages } = await extractText(new Uint8Array(await response.arrayBuffer()));
    expect(totalPages).toBe(2);
    for (const page of text) {
      expect(page).toContain(users.member.email);
      expect(page).toContain("Ada Director");
    }
    expect(new Uint8Array(await (await env.FILES.get(asset.storageKey))!.arrayBuffer())).toEqual(original);
  });

  it("leaves PDFs unstamped when the organisation turned watermarking off", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    await setWatermarking(org.id, false);
    const asset = await uploadDocument(users.owner.id, org.id);
    const response = await callWorker(`/api/assets/${asset.id}/download`, {
      headers: await signedInHeaders(users.owner.id),
    });
    expect(await pdfText(response)).not.toContain(users.owner.email);
  });
});

/** What the public route app/routes/files.assets.$id.tsx answers (the test Worker has no Remix build). */
async function openSignedLink(path: string) {
  const url = new URL(path, "https://boardroom.test");
  const assetId = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  return downloadBySignedLink(serviceContext(), assetId, url.searchParams).catch(refusalJson);
}

describe("signed links", { timeout: PDF_READING_MS }, () => {
  it("open the file without a session until they expire, and refuse any change to them", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const asset = await uploadDocument(users.owner.id, org.id);
    const ctx = await actorContext(users.owner);
    const link = await createSignedLink(ctx, asset.id);
    expect(link.expiresAt - Date.now()).toBeGreaterThan(3590_000);
    const valid = await openSignedLink(link.path);
    expect([valid.status, valid.headers.get("Content-Type")]).toEqual([200, "application/pdf"]);
    // Stamped as the signer's: a leaked link is traceable to whoever made it.
    expect(await pdfText(valid)).toContain(users.owner.email);

    const url = new URL(link.path, "https://boardroom.test");
    const tampered = new URL(url);
    tampered.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    const otherAsset = await uploadDocument(users.owner.id, org.id);
    const refused = [
      `${tampered.pathname}${tampered.search}`,
      `/files/assets/${otherAsset.id}${url.search}`,
      `${url.pathname}?${url.searchParams.toString().replace(/signature=[^&]+/, "signature=x")}`,
    ];
    for (const path of refused) {
      const response = await openSignedLink(path);
      expect([path, response.status, ((await response.json()) as { error: string }).error]).toEqual([
        path,
        403,
        ASSET_PAGE_TEXTS.linkInvalid,
      ]);
    }
    const expired = await createSignedLink(ctx, asset.id, -1);
    expect((await openSignedLink(expired.path)).status).toBe(403);
  });

  it("stop working once the signer can no longer open the document", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const asset = await uploadDocument(users.owner.id, org.id);
    const link = await createSignedLink(await actorContext(users.member), asset.id);
    expect((await openSignedLink(link.path)).status).toBe(200);
    await serviceContext()
      .db.update(schema.organizationMembers)
      .set({ status: "suspended" })
      .where(eq(schema.organizationMembers.userId, users.member.id));
    expect((await openSignedLink(link.path)).status).toBe(403);
  });
});
