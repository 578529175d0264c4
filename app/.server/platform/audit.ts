import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "./context";
import { schema } from "./db/client";

export type RiskLevel = "low" | "medium" | "high";

// 002 §9: compliance-relevant entity types.
const COMPLIANCE_RELEVANT = new Set(["meeting", "vote", "compliance_item", "document"]);

/**
 * Actions above the §9 default, in one place (docs/decisions/011): what changes who can get in or what
 * an organisation holds is what an auditor reads first. A function decides from the entry's changes.
 */
const RISK_BY_ACTION: Record<string, RiskLevel | ((changes: Record<string, unknown> | undefined) => RiskLevel)> = {
  "auth.sign_in_failed": (changes) => (Number(changes?.lockedForMinutes) > 0 ? "high" : "medium"),
  "auth.password_reset_requested": "medium",
  "auth.password_change_failed": "medium",
  "auth.session_revoked": "medium",
  "auth.sign_out_others": "medium",
  "auth.sign_out_all": "medium",
  "auth.password_reset": "high",
  "auth.password_changed": "high",
  "auth.account_deleted": "high",
  "api_token.created": "medium",
  "api_token.revoked": "medium",
  "user.platform_role_changed": "high",
  // The admin console (slice G): every action on someone else's account is high risk.
  "admin.user_suspended": "high",
  "admin.user_reactivated": "high",
  "admin.password_reset_forced": "high",
  "admin.session_revoked": "high",
  "admin.sessions_revoked": "high",
  "admin.lockout_cleared": "high",
  "admin.audit_exported": "medium",
  "organization.created": "medium",
  "organization.exported": "medium",
  "organization.archived": "medium",
  "organization.restored": "medium",
  "organization.deletion_cancelled": "medium",
  "organization.deletion_scheduled": "high",
  "organization.deleted": "high",
  "organization.ownership_transferred": "high",
  // Weakening compliance controls is what an auditor looks for first.
  "organization.complianceSettings_updated": "high",
  "member.role_changed": "medium",
  "member.left": "medium",
  "member.removed": "high",
  "invitation.created": "medium",
  "invitation.revoked": "medium",
  "invitation.accepted": "medium",
  "demo.reset": "medium",
};

/**
 * The one rule for an entry's risk level: 002 §9 (vote update high, compliance item medium, meeting delete
 * high, else low), then the table above.
 */
export function auditRiskLevel(entry: {
  entityType: string;
  action: string;
  changes?: Record<string, unknown>;
}): RiskLevel {
  const verb = entry.action.split(".").pop() ?? "";
  if (entry.entityType === "vote" && verb.startsWith("update")) return "high";
  if (entry.entityType === "meeting" && verb.startsWith("delete")) return "high";
  const listed = RISK_BY_ACTION[entry.action];
  if (listed) return typeof listed === "function" ? listed(entry.changes) : listed;
  return entry.entityType === "compliance_item" ? "medium" : "low";
}

export type AuditEntry = {
  userId: string | null;
  organizationId?: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  changes?: Record<string, unknown>;
};

/** The insert for an audit entry, to put in the same db.batch() as the change it records. */
export function auditInsert(ctx: ServiceContext, entry: AuditEntry) {
  return ctx.db.insert(schema.auditLogs).values(auditRow(ctx, entry));
}

/**
 * The same insert, made only if `condition` holds when the batch runs: for a change that is itself
 * conditional in that batch (e.g. an invitation claimed only if it is still pending).
 */
export function auditInsertWhen(ctx: ServiceContext, entry: AuditEntry, condition: SQL) {
  const row = auditRow(ctx, entry);
  // insert … select lists every column in table order; each value is encoded as its column encodes it.
  const values = Object.entries(getTableColumns(schema.auditLogs)).map(([key, column]) =>
    sql.param(row[key as keyof typeof row], column),
  );
  return ctx.db.insert(schema.auditLogs).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`);
}

function auditRow(ctx: ServiceContext, entry: AuditEntry) {
  return {
    id: crypto.randomUUID(),
    organizationId: entry.organizationId ?? null,
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    riskLevel: auditRiskLevel(entry),
    complianceRelevant: COMPLIANCE_RELEVANT.has(entry.entityType),
    changes: entry.changes ?? null,
    ipAddress: ctx.meta.ip,
    createdAt: Date.now(),
  } satisfies typeof schema.auditLogs.$inferInsert;
}

export async function recordAudit(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  await auditInsert(ctx, entry);
}
