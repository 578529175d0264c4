import type { ServiceContext } from "./context";
import { schema } from "./db/client";

export type RiskLevel = "low" | "medium" | "high";

// 002 §9: compliance-relevant entity types; risk levels per the same section, extended for accounts.
const COMPLIANCE_RELEVANT = new Set(["meeting", "vote", "compliance_item", "document"]);

export type AuditEntry = {
  userId: string | null;
  organizationId?: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  riskLevel: RiskLevel;
  changes?: Record<string, unknown>;
};

/** The insert for an audit entry, to put in the same db.batch() as the change it records. */
export function auditInsert(ctx: ServiceContext, entry: AuditEntry) {
  return ctx.db.insert(schema.auditLogs).values({
    id: crypto.randomUUID(),
    organizationId: entry.organizationId ?? null,
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    riskLevel: entry.riskLevel,
    complianceRelevant: COMPLIANCE_RELEVANT.has(entry.entityType),
    changes: entry.changes ?? null,
    ipAddress: ctx.meta.ip,
    createdAt: Date.now(),
  });
}

export async function recordAudit(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  await auditInsert(ctx, entry);
}
