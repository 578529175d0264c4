import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cancelOrganizationDeletion,
  deleteOrganizationNow,
  purgeDueOrganizations,
  scheduleOrganizationDeletion,
} from "../../../app/.server/organizations/deletion";
import {
  loadOrganizationSettings,
  updateOrganizationGeneral,
  updateOrganizationSettings,
  uploadOrganizationLogo,
} from "../../../app/.server/organizations/settings";
import { schema } from "../../../app/.server/platform/db/client";
import { AssetSettingsSchema, OrganizationGeneralSchema } from "../../../app/lib/organizations/schemas";
import {
  complianceScore,
  DEFAULT_COMPLIANCE_SETTINGS,
  formatStorageLimit,
} from "../../../app/lib/organizations/settings";
import { slugify } from "../../../app/lib/organizations/slug";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { pngLogo } from "../../helpers/files";
import { organizationRow } from "../../helpers/records";

describe("general settings validation (001 §5 messages)", () => {
  const base = { name: "Acme Board", slug: "acme-board" };
  const messages = (input: Record<string, unknown>) =>
    OrganizationGeneralSchema.safeParse({ ...base, ...input }).error?.issues.map((issue) => issue.message) ?? [];
  it("uses the spec's texts", () => {
    expect(messages({ name: "A" })).toContain("Organization name must be at least 2 characters");
    expect(messages({ name: "A".repeat(101) })).toContain("Organization name must be less than 100 characters");
    expect(messages({ slug: "a" })).toContain("Slug must be at least 2 characters");
    expect(messages({ slug: "a".repeat(51) })).toContain("Slug must be less than 50 characters");
    expect(messages({ slug: "Not Valid" })).toContain("Slug can only contain lowercase letters, numbers, and hyphens");
    expect(messages({ slug: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b" })).toContain(
      "Slug can't have the shape of an organization ID",
    );
    expect(messages({ description: "d".repeat(501) })).toContain("Description must be less than 500 characters");
    expect(messages({ website: "not a url" })).toContain("Please enter a valid URL");
    expect(messages({ website: "" })).toEqual([]);
  });
  it("never makes or accepts a slug shaped like an organisation's id, which pages also accept as its reference", () => {
    const id = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
    expect(slugify(id)).toBe(`org-${id}`);
    expect(OrganizationGeneralSchema.safeParse({ ...base, slug: slugify(id) }).success).toBe(true);
    expect(slugify("3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B")).toBe(`org-${id}`);
  });
  it("checks asset settings: unique categories, storage steps of 10 between 10 and 5000", () => {
    const valid = {
      categories: ["Board Documents"],
      storageLimit: 1000,
      retentionDays: 2555,
      defaultPermissions: "organization",
    };
    expect(AssetSettingsSchema.safeParse(valid).success).toBe(true);
    expect(AssetSettingsSchema.safeParse({ ...valid, categories: ["A", "a"] }).success).toBe(false);
    expect(AssetSettingsSchema.safeParse({ ...valid, storageLimit: 15 }).success).toBe(false);
    expect(AssetSettingsSchema.safeParse({ ...valid, storageLimit: 5010 }).success).toBe(false);
    expect(AssetSettingsSchema.safeParse({ ...valid, retentionDays: 12 }).success).toBe(false);
    expect(formatStorageLimit(990)).toBe("990 GB");
    expect(formatStorageLimit(1000)).toBe("1 TB");
    expect(formatStorageLimit(2500)).toBe("2.5 TB");
  });
  it("scores compliance in steps of 20", () => {
    expect(complianceScore(DEFAULT_COMPLIANCE_SETTINGS)).toEqual({ score: 60, label: "Good" });
    expect(complianceScore({ ...DEFAULT_COMPLIANCE_SETTINGS, complianceStandards: ["sox"] })).toEqual({
      score: 80,
      label: "Excellent",
    });
    expect(complianceScore({ ...DEFAULT_COMPLIANCE_SETTINGS, auditLogging: false, dataEncryption: false })).toEqual({
      score: 20,
      label: "Needs Improvement",
    });
  });
});

describe("organisation settings", () => {
  it("loads defaults and the real plan record, then saves a tab", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const loaded = await loadOrganizationSettings(ctx, org.id);
    expect(loaded.plan).toMatchObject({ id: "free", name: "Free", maxStorageGb: 1 });
    expect(loaded.assetSettings.storageLimit).toBe(100);
    expect(loaded.permissions).toEqual({
      canEdit: true,
      canManageMembers: true,
      isOwner: true,
      canManageBilling: true,
      canInvite: true,
    });
    await updateOrganizationSettings(ctx, org.id, {
      part: "assetSettings",
      value: { ...loaded.assetSettings, storageLimit: 2000 },
    });
    expect((await loadOrganizationSettings(ctx, org.id)).assetSettings.storageLimit).toBe(2000);
  });

  it("refuses a duplicate slug as a field error and writes nothing", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const other = await createRoleBoard({ seats: ["owner"] });
    await expect(
      updateOrganizationGeneral(ctx, org.id, {
        name: "Renamed",
        slug: other.org.slug,
        description: undefined,
        website: undefined,
      }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { slug: ["This slug is already taken"] } });
    const row = await organizationRow(org.id);
    expect(row?.name).not.toBe("Renamed");
  });

  it("lets members read but not edit", async () => {
    const { org, users } = await createRoleBoard();
    const ctx = await actorContext(users.member);
    const loaded = await loadOrganizationSettings(ctx, org.id);
    expect(loaded.permissions.canEdit).toBe(false);
    await expect(
      updateOrganizationSettings(ctx, org.id, {
        part: "notificationSettings",
        value: { ...loaded.notificationSettings },
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("accepts an image logo up to 5 MB and refuses anything else with the spec's texts", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    await expect(
      uploadOrganizationLogo(ctx, org.id, new File(["hello"], "notes.txt", { type: "text/plain" })),
    ).rejects.toMatchObject({ fieldErrors: { logo: ["Please upload an image file."] } });
    const big = new File([new Uint8Array(5_242_881)], "huge.png", { type: "image/png" });
    await expect(uploadOrganizationLogo(ctx, org.id, big)).rejects.toMatchObject({
      fieldErrors: { logo: ["Please upload an image smaller than 5MB."] },
    });
    const { logoUrl } = await uploadOrganizationLogo(ctx, org.id, pngLogo());
    const key = new URL(logoUrl, "https://x").searchParams.get("key")!;
    expect(await env.FILES.head(key)).not.toBeNull();
  });
});

describe("organisation deletion", () => {
  it("schedules 30 days ahead and can be cancelled", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const { deletionDate } = await scheduleOrganizationDeletion(ctx, org.id);
    expect(deletionDate).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);
    await cancelOrganizationDeletion(ctx, org.id);
    const row = await organizationRow(org.id);
    expect(row?.deletionScheduledFor).toBeNull();
  });

  it("deletes now only with the exact name and the box ticked", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    await expect(
      deleteOrganizationNow(ctx, org.id, { confirmName: org.name.toUpperCase(), understood: true }),
    ).rejects.toMatchObject({ fieldErrors: { confirmName: ["Please type the organization name exactly as shown."] } });
    await expect(
      deleteOrganizationNow(ctx, org.id, { confirmName: org.name, understood: false }),
    ).rejects.toMatchObject({ status: 400 });
    await deleteOrganizationNow(ctx, org.id, { confirmName: org.name, understood: true });
    expect(await organizationRow(org.id)).toBeUndefined();
  });

  it("only the owner may delete", async () => {
    const { org, users } = await createRoleBoard();
    await expect(scheduleOrganizationDeletion(await actorContext(users.admin), org.id)).rejects.toMatchObject({
      status: 403,
    });
  });

  it("the cron purges due organisations: rows, members and R2 objects", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    await env.FILES.put(`organizations/${org.id}/logo/1-logo.png`, "png");
    await env.FILES.put(`organizations/${org.id}/files/a.pdf`, "pdf");
    await env.FILES.put(`organizations/someone-else/files/keep.pdf`, "keep");
    await scheduleOrganizationDeletion(ctx, org.id);
    expect(await purgeDueOrganizations(serviceContext().db, env.FILES, Date.now())).toBe(0);
    expect(
      await purgeDueOrganizations(serviceContext().db, env.FILES, Date.now() + 31 * 86_400_000),
    ).toBeGreaterThanOrEqual(1);
    expect(await organizationRow(org.id)).toBeUndefined();
    expect(
      await ctx.db
        .select()
        .from(schema.organizationMembers)
        .where(eq(schema.organizationMembers.organizationId, org.id))
        .all(),
    ).toHaveLength(0);
    expect((await env.FILES.list({ prefix: `organizations/${org.id}/` })).objects).toHaveLength(0);
    expect(await env.FILES.head("organizations/someone-else/files/keep.pdf")).not.toBeNull();
  });
});
