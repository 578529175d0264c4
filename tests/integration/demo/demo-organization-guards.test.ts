// Each visitor's demo board: its director may explore it, but not mail strangers, move it to another
// slug, or leave files behind when it is reset.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findDemoCopyOf } from "../../../app/.server/demo/seed";
import { resetDemoForVisitor } from "../../../app/.server/demo/session";
import { inviteMembers, resendInvitation } from "../../../app/.server/organizations/invitations";
import {
  loadOrganizationSettings,
  updateOrganizationGeneral,
  uploadOrganizationLogo,
} from "../../../app/.server/organizations/settings";
import { schema } from "../../../app/.server/platform/db/client";
import { AUTH_MESSAGES } from "../../../app/lib/auth/constants";
import { ORGANIZATION_MESSAGES } from "../../../app/lib/organizations/constants";
import { callWorker, createOrganization, demoBoard, jsonHeaders, serviceContext } from "../../helpers/factories";
import { pngLogo } from "../../helpers/files";
import { rejection } from "../../helpers/rejections";
import { organizationSnapshot } from "../../helpers/snapshots";

/** A pending invitation on the demo board, as if someone had sent it before the rule existed. */
async function pendingDemoInvitation(organizationId: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await serviceContext()
    .db.insert(schema.organizationInvitations)
    .values({
      id,
      organizationId,
      email: "earlier@example.test",
      role: "member",
      tokenHash: `digest-${id}`,
      createdAt: now,
      updatedAt: now,
      expiresAt: now + 3_600_000,
    });
  return id;
}

const mailTo = (address: string) =>
  serviceContext().db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, address)).all();

describe("the demo director sends no invitation email", () => {
  it("the settings page offers the demo director no invitation controls, though they manage members", async () => {
    const { organizationId, ctx } = await demoBoard();
    const settings = await loadOrganizationSettings(ctx, organizationId);
    expect(settings.permissions).toMatchObject({ canManageMembers: true, canInvite: false });
  });

  it("invite and resend are refused with 403 and the demo text; nothing is stored or mailed", async () => {
    const { organizationId, ctx } = await demoBoard();
    const invitationId = await pendingDemoInvitation(organizationId);
    const stranger = `stranger.${crypto.randomUUID()}@example.test`;
    const before = await organizationSnapshot(organizationId);
    for (const attempt of [
      inviteMembers(ctx, organizationId, [{ email: stranger, role: "member", expiresInHours: 72 }]),
      resendInvitation(ctx, organizationId, invitationId),
    ]) {
      const error = await rejection(attempt);
      expect([error.status, error.message]).toEqual([403, AUTH_MESSAGES.demoAccountLocked]);
    }
    expect(await organizationSnapshot(organizationId)).toBe(before);
    expect(await mailTo(stranger)).toEqual([]);
    expect(await mailTo("earlier@example.test")).toEqual([]);
  });

  it("every API path that mails (invite, bulk-invite, POST and resend of /api/invitations) answers 403", async () => {
    const { organizationId, directorId } = await demoBoard();
    const invitationId = await pendingDemoInvitation(organizationId);
    const headers = await jsonHeaders(directorId);
    const stranger = `stranger.${crypto.randomUUID()}@example.test`;
    const before = await organizationSnapshot(organizationId);
    const calls: [string, string, unknown][] = [
      ["POST", "/api/organizations/invite", { organizationId, email: stranger, role: "member" }],
      [
        "POST",
        "/api/organizations/bulk-invite",
        { organizationId, invitations: [{ email: stranger, role: "viewer" }] },
      ],
      ["POST", "/api/invitations", { organizationId, email: stranger, role: "admin" }],
      ["PATCH", "/api/invitations", { action: "resend", organizationId, invitationId }],
    ];
    for (const [method, path, body] of calls) {
      const response = await callWorker(path, { method, headers, body: JSON.stringify(body) });
      expect([response.status, await response.json()], `${method} ${path}`).toEqual([
        403,
        { error: AUTH_MESSAGES.demoAccountLocked },
      ]);
    }
    expect(await organizationSnapshot(organizationId)).toBe(before);
    expect(await mailTo(stranger)).toEqual([]);
    const stillPending = await serviceContext()
      .db.select()
      .from(schema.organizationInvitations)
      .where(
        and(eq(schema.organizationInvitations.id, invitationId), eq(schema.organizationInvitations.status, "pending")),
      )
      .get();
    expect(stillPending?.tokenHash).toBe(`digest-${invitationId}`);
  });
});

describe("the demo board keeps its slug", () => {
  it("a slug change is a field error on slug and writes nothing; other edits still save", async () => {
    const { organizationId, ctx } = await demoBoard();
    const { slug } = (await serviceContext()
      .db.select()
      .from(schema.organizations)
      .where(eq(schema.organizations.id, organizationId))
      .get())!;
    const before = await organizationSnapshot(organizationId);
    const error = await rejection(
      updateOrganizationGeneral(ctx, organizationId, {
        name: "Northwind Holdings",
        slug: "my-own-board",
        description: undefined,
        website: undefined,
      }),
    );
    expect([error.status, error.fieldErrors]).toEqual([400, { slug: [ORGANIZATION_MESSAGES.demoSlugLocked] }]);
    expect(await organizationSnapshot(organizationId)).toBe(before);

    await updateOrganizationGeneral(ctx, organizationId, {
      name: "Northwind Holdings (edited)",
      slug,
      description: "Changed by a visitor",
      website: undefined,
    });
    const row = await serviceContext()
      .db.select()
      .from(schema.organizations)
      .where(eq(schema.organizations.id, organizationId))
      .get();
    expect(row).toMatchObject({
      name: "Northwind Holdings (edited)",
      slug,
      description: "Changed by a visitor",
    });
  });

  it("the API answers 400 with the slug's field error", async () => {
    const { organizationId, directorId } = await demoBoard();
    const headers = await jsonHeaders(directorId);
    const before = await organizationSnapshot(organizationId);
    const response = await callWorker(`/api/organizations/${organizationId}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ name: "Taken Over", slug: "taken-over" }),
    });
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: ORGANIZATION_MESSAGES.demoSlugLocked, fieldErrors: { slug: [ORGANIZATION_MESSAGES.demoSlugLocked] } },
    ]);
    expect(await organizationSnapshot(organizationId)).toBe(before);
  });
});

describe("reset leaves no files behind", () => {
  it("removes the old demo organisation's R2 objects with its row, and nobody else's", async () => {
    const { organizationId, ctx } = await demoBoard();
    const bucket = serviceContext().env.FILES;
    await uploadOrganizationLogo(ctx, organizationId, pngLogo());
    await bucket.put(`organizations/${organizationId}/documents/board-pack.pdf`, "pdf bytes");
    const neighbour = await createOrganization();
    const neighbourKey = `organizations/${neighbour.id}/logo/keep.png`;
    await bucket.put(neighbourKey, "not the demo's");
    expect((await bucket.list({ prefix: `organizations/${organizationId}/` })).objects).toHaveLength(2);

    const { sessionId } = await resetDemoForVisitor(ctx);

    expect((await bucket.list({ prefix: `organizations/${organizationId}/` })).objects).toEqual([]);
    expect(await bucket.head(neighbourKey)).not.toBeNull();
    const db = serviceContext().db;
    expect(
      await db.select().from(schema.organizations).where(eq(schema.organizations.id, organizationId)).get(),
    ).toBeUndefined();
    const session = await db.select().from(schema.sessions).where(eq(schema.sessions.id, sessionId)).get();
    const freshId = await findDemoCopyOf(db, session!.userId);
    const fresh = await db.select().from(schema.organizations).where(eq(schema.organizations.id, freshId!)).get();
    expect(fresh).toMatchObject({ isDemo: true, logoUrl: null });
    expect(fresh?.id).not.toBe(organizationId);
  });
});
