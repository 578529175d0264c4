// A logo is what its bytes say (PNG, JPEG, GIF or WebP), never what the browser declared: HTML and SVG are
// refused with nothing stored, and the members-only route serves a logo only as the image type it was recognised
// as, with nosniff, a sandboxing CSP and a Content-Disposition; a logo stored before this with a made-up type is
// downloaded, never rendered (issue 8, defect 2).
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  LOGO_FILE_SERVING,
  readOrganizationLogo,
  uploadOrganizationLogo,
} from "../../../app/.server/organizations/settings";
import { schema } from "../../../app/.server/platform/db/client";
import { storedFileResponse } from "../../../app/.server/platform/uploads/serving";
import { LOGO_MESSAGES } from "../../../app/lib/organizations/texts";
import { actorContext, createRoleBoard, serviceContext, TEST_ORIGIN } from "../../helpers/factories";
import {
  GIF_BYTES,
  HTML_SIGN_IN_BYTES,
  JPEG_BYTES,
  PNG_BYTES,
  SVG_SCRIPT_BYTES,
  WEBP_BYTES,
} from "../../helpers/files";
import { rejection } from "../../helpers/rejections";
import { organizationSnapshot } from "../../helpers/snapshots";

/** What the members-only logo route answers (app/routes/resources.organization-logo.$id.tsx). */
async function serveLogo(organizationId: string, userId: string) {
  const object = await readOrganizationLogo(await actorContext({ id: userId }), organizationId);
  return storedFileResponse(object, LOGO_FILE_SERVING);
}

async function uploadAudits(organizationId: string) {
  return serviceContext()
    .db.select()
    .from(schema.auditLogs)
    .where(
      and(
        eq(schema.auditLogs.organizationId, organizationId),
        eq(schema.auditLogs.action, "organization.logo_uploaded"),
      ),
    )
    .all();
}

describe("logo uploads are checked by their bytes", () => {
  it("refuses HTML declared as image/png, and SVG, storing nothing", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const before = await organizationSnapshot(org.id);

    const html = await rejection(
      uploadOrganizationLogo(ctx, org.id, new File([HTML_SIGN_IN_BYTES], "logo.png", { type: "image/png" })),
    );
    expect([html.status, html.fieldErrors]).toEqual([400, { logo: [LOGO_MESSAGES.invalid.description] }]);

    const svg = await rejection(
      uploadOrganizationLogo(ctx, org.id, new File([SVG_SCRIPT_BYTES], "logo.svg", { type: "image/svg+xml" })),
    );
    expect([svg.status, svg.fieldErrors]).toEqual([400, { logo: [LOGO_MESSAGES.svg.description] }]);
    expect(svg.message).toContain("SVG logos are not accepted");

    expect(await organizationSnapshot(org.id)).toBe(before);
    expect(await uploadAudits(org.id)).toEqual([]);
    expect((await env.FILES.list({ prefix: `organizations/${org.id}/` })).objects).toEqual([]);
  });

  it("stores each allowed image with the type detected from its bytes, whatever was declared", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const cases = [
      { file: PNG_BYTES, declared: "image/x, text/html", detected: "image/png" },
      { file: JPEG_BYTES, declared: "text/plain", detected: "image/jpeg" },
      { file: GIF_BYTES, declared: "", detected: "image/gif" },
      { file: WEBP_BYTES, declared: "image/png", detected: "image/webp" },
    ];
    for (const { file, declared, detected } of cases) {
      const { logoUrl } = await uploadOrganizationLogo(ctx, org.id, new File([file], "logo.png", { type: declared }));
      const key = new URL(logoUrl, TEST_ORIGIN).searchParams.get("key")!;
      const stored = await env.FILES.head(key);
      expect([key.split(".").pop(), stored?.httpMetadata?.contentType]).toEqual([
        { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp" }[detected],
        detected,
      ]);
    }
    expect((await uploadAudits(org.id)).map((row) => (row.changes as { type: string }).type)).toEqual(
      cases.map((entry) => entry.detected),
    );
  });
});

describe("the logo route serves a stored logo safely", () => {
  it("serves a PNG declared 'image/x, text/html' as image/png, inline, with nosniff and a sandboxing CSP", async () => {
    const { org, ctx, users } = await createRoleBoard({ seats: ["owner", "member"] });
    await uploadOrganizationLogo(ctx, org.id, new File([PNG_BYTES], "logo.png", { type: "image/x, text/html" }));

    const response = await serveLogo(org.id, users.member.id);

    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "content-disposition": 'inline; filename="logo.png"',
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("serves a logo stored earlier with a declared HTML type as a download, never as HTML", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const key = `organizations/${org.id}/logo/1-logo.png`;
    await env.FILES.put(key, HTML_SIGN_IN_BYTES, { httpMetadata: { contentType: "image/x, text/html" } });
    await serviceContext()
      .db.update(schema.organizations)
      .set({ logoUrl: `/resources/organization-logo/${org.id}?key=${encodeURIComponent(key)}` })
      .where(eq(schema.organizations.id, org.id));

    const response = await serveLogo(org.id, users.owner.id);

    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/octet-stream",
      "content-disposition": 'attachment; filename="logo"',
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
  });
});
