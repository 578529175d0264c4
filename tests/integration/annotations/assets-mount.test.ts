// The annotations router shares /api/assets with the documents' own router (two Hono routers on one prefix):
// each answers its paths, and an unknown path under /api/assets stays a JSON 404.
import { env } from "cloudflare:test";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { callWorker, createRoleBoard, jsonHeaders, serviceContext } from "../../helpers/factories";
import { insertDocument } from "./documents";

describe("/api/assets mounts", () => {
  it("serves annotations and the document's bytes side by side, and a JSON 404 beyond them", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "outsider"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const asset = await serviceContext().db.query.assets.findFirst({ where: (a, { eq }) => eq(a.id, assetId) });
    // A real PDF: the organisation's default asset settings watermark every PDF served (001 §3).
    const pdf = await PDFDocument.create();
    pdf.addPage();
    await env.FILES.put(asset!.storageKey, await pdf.save(), { httpMetadata: { contentType: "application/pdf" } });
    const headers = await jsonHeaders(users.owner.id);

    const annotations = await callWorker(`/api/assets/${assetId}/annotations`, { headers });
    expect(await annotations.json()).toEqual({ annotations: [] });

    const download = await callWorker(`/api/assets/${assetId}/download`, { headers });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await download.text()).startsWith("%PDF-")).toBe(true);
    const outsider = await callWorker(`/api/assets/${assetId}/download`, {
      headers: await jsonHeaders(users.outsider.id),
    });
    expect(outsider.status).toBe(404);

    const unknown = await callWorker(`/api/assets/${assetId}/elsewhere`, { headers });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Not found" });
  });
});
