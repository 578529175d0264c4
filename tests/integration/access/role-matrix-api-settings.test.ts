// The role × action pairs role-matrix-api.test.ts leaves out: asset and compliance settings through
// PATCH /api/organizations/{id}/settings. Expected statuses are written out per pair; a refusal leaves
// D1 as it was, a success is read back from D1 and through the settings page's loader service.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadOrganizationSettings } from "../../../app/.server/organizations/settings";
import { schema } from "../../../app/.server/platform/db/client";
import {
  actorContext,
  callWorker,
  createRoleBoard,
  jsonHeaders,
  SEATS,
  type Seat,
  serviceContext,
} from "../../helpers/factories";
import { organizationWithCommitteesSnapshot } from "../../helpers/snapshots";

const ASSET_SETTINGS = {
  categories: ["Board Documents", "Minutes", "Resolutions"],
  storageLimit: 1200,
  retentionDays: 2555,
  aiProcessing: true,
  watermarking: true,
  autoClassification: false,
  approvalWorkflow: true,
  defaultPermissions: "restricted",
};

const COMPLIANCE_SETTINGS = {
  auditLogging: true,
  twoFactorRequired: true,
  dataEncryption: true,
  accessLogging: false,
  ipRestriction: true,
  // IP restriction needs its ranges (issue 13, slice F).
  allowedIpRanges: ["203.0.113.0/24"],
  complianceStandards: ["sox", "gdpr"],
  sessionTimeout: 45,
  passwordPolicy: {
    minLength: 14,
    requireUppercase: true,
    requireNumbers: true,
    requireSpecialChars: false,
    expirationDays: 90,
  },
};

const MANAGERS = { owner: 200, admin: 200, member: 403, viewer: 403, outsider: 404 } as const;

type Settings = Awaited<ReturnType<typeof loadOrganizationSettings>>;
const CASES: {
  name: string;
  body: Record<string, unknown>;
  expect: Record<Seat, 200 | 403 | 404>;
  stored: (row: typeof schema.organizationSettings.$inferSelect) => unknown;
  loaded: (settings: Settings) => void;
}[] = [
  {
    name: "asset settings",
    body: { assetSettings: ASSET_SETTINGS },
    expect: MANAGERS,
    stored: (row) => row.assetSettings,
    loaded: (settings) => expect(settings.assetSettings).toEqual(ASSET_SETTINGS),
  },
  {
    name: "compliance settings",
    body: { complianceSettings: COMPLIANCE_SETTINGS },
    expect: MANAGERS,
    stored: (row) => row.complianceSettings,
    // Audit logging, two-factor, encryption and a standard: 4 × 20 (001 §5).
    loaded: (settings) => {
      expect(settings.complianceSettings).toEqual(COMPLIANCE_SETTINGS);
      expect(settings.complianceScore).toEqual({ score: 80, label: "Excellent" });
    },
  },
];

describe("role × action matrix through the API: asset and compliance settings", () => {
  for (const testCase of CASES) {
    for (const seat of SEATS) {
      const expected = testCase.expect[seat];
      it(`${seat}: update ${testCase.name} → ${expected}`, async () => {
        const b = await createRoleBoard();
        const before = await organizationWithCommitteesSnapshot(b.org.id);
        const headers = await jsonHeaders(b.users[seat].id);
        const response = await callWorker(`/api/organizations/${b.org.id}/settings`, {
          method: "PATCH",
          headers,
          body: JSON.stringify(testCase.body),
        });
        expect(response.status, await response.clone().text()).toBe(expected);
        if (expected === 200) {
          const row = await serviceContext()
            .db.select()
            .from(schema.organizationSettings)
            .where(eq(schema.organizationSettings.organizationId, b.org.id))
            .get();
          expect(row && testCase.stored(row)).toEqual(Object.values(testCase.body)[0]);
          // Every member then reads the saved values on the settings page.
          testCase.loaded(await loadOrganizationSettings(await actorContext(b.users.viewer), b.org.id));
        } else {
          expect(await organizationWithCommitteesSnapshot(b.org.id)).toBe(before);
        }
      });
    }
  }
});
