// The role × action matrix through the settings page's form actions (the dispatcher the route calls),
// with the expected outcome written out here and D1 untouched on refusal.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { performOrganizationPageAction } from "../../../app/routes/dashboard.organizations.$org/actions.server";
import {
  actorContext,
  createRoleBoard,
  MATRIX_BOARD,
  type MatrixBoard,
  SEATS,
  type Seat,
  serviceContext,
} from "../../helpers/factories";
import { pngLogo } from "../../helpers/files";
import { organizationSnapshot } from "../../helpers/snapshots";

const form = (fields: Record<string, string | string[] | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  return data;
};

const MANAGERS = { owner: "ok", admin: "ok", member: 403, viewer: 403, outsider: 404 } as const;
const OWNER_ONLY = { owner: "ok", admin: 403, member: 403, viewer: 403, outsider: 404 } as const;

const CASES: {
  intent: string;
  fields: (b: MatrixBoard) => Record<string, string | string[] | File>;
  expect: Record<Seat, "ok" | number>;
}[] = [
  { intent: "general", fields: (b) => ({ name: "Renamed", slug: `r-${b.org.id.slice(0, 8)}` }), expect: MANAGERS },
  {
    intent: "logo",
    fields: () => ({ logo: pngLogo() }),
    expect: MANAGERS,
  },
  {
    intent: "assets",
    fields: () => ({
      categories: "Board Documents\nMinutes",
      storageLimit: "200",
      retentionDays: "365",
      defaultPermissions: "organization",
      aiProcessing: "on",
    }),
    expect: MANAGERS,
  },
  {
    intent: "compliance",
    fields: () => ({
      auditLogging: "on",
      complianceStandards: ["sox", "gdpr"],
      sessionTimeout: "30",
      "passwordPolicy.minLength": "10",
      "passwordPolicy.expirationDays": "90",
    }),
    expect: MANAGERS,
  },
  {
    intent: "notifications",
    fields: () => ({
      emailUpdates: "on",
      notificationFrequency: "weekly",
      "quietHours.startTime": "22:00",
      "quietHours.endTime": "07:00",
    }),
    expect: MANAGERS,
  },
  {
    intent: "invite",
    fields: (b) => ({ email: `n.${b.org.id.slice(0, 6)}@example.test`, role: "viewer", expiresInHours: "72" }),
    expect: MANAGERS,
  },
  { intent: "resend-invitation", fields: (b) => ({ invitationId: b.invitationId }), expect: MANAGERS },
  { intent: "revoke-invitation", fields: (b) => ({ invitationId: b.invitationId }), expect: MANAGERS },
  { intent: "change-role", fields: (b) => ({ targetUserId: b.subject.id, newRole: "viewer" }), expect: MANAGERS },
  { intent: "remove-member", fields: (b) => ({ targetUserId: b.subject.id }), expect: MANAGERS },
  { intent: "transfer-ownership", fields: (b) => ({ targetUserId: b.subject.id }), expect: OWNER_ONLY },
  { intent: "schedule-deletion", fields: () => ({}), expect: OWNER_ONLY },
  {
    intent: "delete-now",
    fields: (b) => ({ mode: "immediate", confirmName: b.org.name, understood: "on" }),
    expect: OWNER_ONLY,
  },
];

describe("role × action matrix through the settings page actions", () => {
  for (const testCase of CASES) {
    for (const who of SEATS) {
      const expected = testCase.expect[who];
      it(`${who}: ${testCase.intent} → ${expected}`, async () => {
        const b = await createRoleBoard(MATRIX_BOARD);
        const before = await organizationSnapshot(b.org.id);
        const result = await performOrganizationPageAction(
          await actorContext(b.users[who]),
          b.org.id,
          form({ intent: testCase.intent, ...testCase.fields(b) }),
        );
        if (expected === "ok") {
          expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
        } else {
          expect(result).toMatchObject({ ok: false, status: expected });
          expect(await organizationSnapshot(b.org.id)).toBe(before);
        }
      });
    }
  }

  it("cancel deletion: only the owner", async () => {
    for (const who of ["admin", "member", "viewer", "outsider", "owner"] as Seat[]) {
      const b = await createRoleBoard(MATRIX_BOARD);
      await serviceContext()
        .db.update(schema.organizations)
        .set({ deletionScheduledFor: Date.now() + 86_400_000 })
        .where(eq(schema.organizations.id, b.org.id));
      const result = await performOrganizationPageAction(
        await actorContext(b.users[who]),
        b.org.id,
        form({ intent: "cancel-deletion" }),
      );
      expect(result.ok ? "ok" : (result as { status: number }).status).toBe(OWNER_ONLY[who]);
    }
  });

  it("bad input is a 400 with field errors, not a 500", async () => {
    const b = await createRoleBoard(MATRIX_BOARD);
    const ctx = await actorContext(b.users.owner);
    expect(
      await performOrganizationPageAction(ctx, b.org.id, form({ intent: "general", name: "A", slug: "Bad Slug" })),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { name: ["Organization name must be at least 2 characters"] },
    });
    expect(
      await performOrganizationPageAction(
        ctx,
        b.org.id,
        form({ intent: "logo", logo: new File(["x"], "a.txt", { type: "text/plain" }) }),
      ),
    ).toMatchObject({ ok: false, status: 400, message: "Please upload an image file." });
    expect(
      await performOrganizationPageAction(ctx, b.org.id, form({ intent: "invite", email: "nope", role: "owner" })),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      await performOrganizationPageAction(
        ctx,
        b.org.id,
        form({ intent: "delete-now", mode: "immediate", confirmName: "wrong" }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { confirmName: ["Please type the organization name exactly as shown."] },
    });
    expect(await performOrganizationPageAction(ctx, b.org.id, form({ intent: "nonsense" }))).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
