// The one risk rule (docs/decisions/011): 002 §9 first, then the table of sensitive actions, else low;
// and the rows services write carry it.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { updateOrganizationSettings } from "../../../app/.server/organizations/settings";
import { auditRiskLevel } from "../../../app/.server/platform/audit";
import { schema } from "../../../app/.server/platform/db/client";
import { DEFAULT_COMPLIANCE_SETTINGS, DEFAULT_NOTIFICATION_SETTINGS } from "../../../app/lib/organizations/settings";
import { actorContext, createOrganization, createUser, serviceContext } from "../../helpers/factories";

describe("audit risk levels", () => {
  it("follow 002 §9 for votes, meetings and compliance items", () => {
    expect(auditRiskLevel({ entityType: "vote", action: "vote.updated" })).toBe("high");
    expect(auditRiskLevel({ entityType: "vote", action: "vote.cast" })).toBe("low");
    expect(auditRiskLevel({ entityType: "meeting", action: "meeting.deleted" })).toBe("high");
    expect(auditRiskLevel({ entityType: "meeting", action: "meeting.updated" })).toBe("low");
    expect(auditRiskLevel({ entityType: "compliance_item", action: "compliance_item.updated" })).toBe("medium");
    expect(auditRiskLevel({ entityType: "recent_search", action: "search.recorded" })).toBe("low");
  });

  it("rate sensitive actions from the table, failed sign-ins by whether they locked the account", () => {
    expect(auditRiskLevel({ entityType: "organization_member", action: "member.removed" })).toBe("high");
    expect(auditRiskLevel({ entityType: "api_token", action: "api_token.created" })).toBe("medium");
    expect(
      auditRiskLevel({ entityType: "user", action: "auth.sign_in_failed", changes: { lockedForMinutes: 0 } }),
    ).toBe("medium");
    expect(
      auditRiskLevel({ entityType: "user", action: "auth.sign_in_failed", changes: { lockedForMinutes: 5 } }),
    ).toBe("high");
  });

  it("are written by the services: compliance settings high, notification settings low", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const ctx = await actorContext(owner);
    await updateOrganizationSettings(ctx, org.id, {
      part: "complianceSettings",
      value: { ...DEFAULT_COMPLIANCE_SETTINGS, twoFactorRequired: false },
    });
    await updateOrganizationSettings(ctx, org.id, {
      part: "notificationSettings",
      value: DEFAULT_NOTIFICATION_SETTINGS,
    });
    const rows = await serviceContext()
      .db.select({ action: schema.auditLogs.action, riskLevel: schema.auditLogs.riskLevel })
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.organizationId, org.id), eq(schema.auditLogs.userId, owner.id)))
      .all();
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: "organization.complianceSettings_updated", riskLevel: "high" },
        { action: "organization.notificationSettings_updated", riskLevel: "low" },
      ]),
    );
  });
});
