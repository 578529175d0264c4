// The document the bench opens in the reader (/dashboard/assets/:id/read): a two-page document of the bench
// account's organisation with its extracted text, written with wrangler on the bench's own state, as the upload
// and extraction slices would leave it (the page's first load reads rows only; pdf.js fetches the bytes later).
import { bin, capture, toolEnv } from "../scripts/lib.mjs";

const hex = (text) => `CAST(X'${Buffer.from(text, "utf8").toString("hex")}' AS TEXT)`;

export async function seedBenchDocument(email, slug, persistTo) {
  const assetId = crypto.randomUUID();
  const pages = ["Quarterly results exceeded the forecast.", "The audit committee recommends approval."];
  const sql = [
    `INSERT INTO assets (id, organization_id, owner_id, title, file_name, original_file_name, file_size, file_type,
      mime_type, storage_key, visibility, page_count, extraction_status)
     SELECT '${assetId}', o.id, u.id, 'Bench board paper', 'paper.pdf', 'paper.pdf', 1000, 'pdf', 'application/pdf',
      'uploads/bench/paper.pdf', 'organization', ${pages.length}, 'done'
     FROM organizations o, users u WHERE o.slug = ${hex(slug)} AND u.email = ${hex(email)}`,
    ...pages.map(
      (text, index) => `INSERT INTO asset_page_chunks (asset_id, organization_id, version_number, page_number, text)
       SELECT id, organization_id, 1, ${index + 1}, ${hex(text)} FROM assets WHERE id = '${assetId}'`,
    ),
  ].join(";\n");
  const { code, stdout, stderr } = await capture(
    bin("wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--command", sql],
    { env: { ...toolEnv, CI: "true" } },
  );
  if (code !== 0) throw new Error(`seeding the bench document failed: ${`${stdout}${stderr}`.trim()}`);
  return assetId;
}
