// When R2 refuses the logo, the owner is told to try again (a 503 with the spec's text), not shown a 500,
// and nothing is recorded in D1.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploadOrganizationLogo } from "../../../app/.server/organizations/settings";
import { schema } from "../../../app/.server/platform/db/client";
import { ORGANIZATION_MESSAGES } from "../../../app/lib/organizations/constants";
import { actorContext, createOrganization, createUser, serviceContext } from "../../helpers/factories";
import { pngLogo } from "../../helpers/files";
import { rejection } from "../../helpers/rejections";
import { organizationSnapshot } from "../../helpers/snapshots";

describe("logo upload when storage fails", () => {
  it("answers 503 'Failed to upload logo. Please try again.' and writes nothing", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const ctx = await actorContext(owner);
    const unavailable = { put: async () => Promise.reject(new Error("R2 is unavailable")) } as unknown as R2Bucket;
    const before = await organizationSnapshot(org.id);

    const error = await rejection(
      uploadOrganizationLogo({ ...ctx, env: { ...ctx.env, FILES: unavailable } }, org.id, pngLogo()),
    );

    expect([error.status, error.message]).toEqual([503, ORGANIZATION_MESSAGES.logoUploadFailed]);
    expect(ORGANIZATION_MESSAGES.logoUploadFailed).toBe("Failed to upload logo. Please try again.");
    expect(await organizationSnapshot(org.id)).toBe(before);
    const audit = await serviceContext()
      .db.select()
      .from(schema.auditLogs)
      .where(
        and(eq(schema.auditLogs.organizationId, org.id), eq(schema.auditLogs.action, "organization.logo_uploaded")),
      )
      .all();
    expect(audit).toEqual([]);
    expect((await serviceContext().env.FILES.list({ prefix: `organizations/${org.id}/` })).objects).toEqual([]);

    // With storage back, the same upload goes through.
    const { logoUrl } = await uploadOrganizationLogo(ctx, org.id, pngLogo());
    const row = await serviceContext()
      .db.select()
      .from(schema.organizations)
      .where(eq(schema.organizations.id, org.id))
      .get();
    expect(row?.logoUrl).toBe(logoUrl);
  });
});
