import { getTableColumns, sql, type SQL } from "drizzle-orm";
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
  return ctx.db.insert(schema.auditLogs).values(auditRow(ctx, entry));
}

/**
 * The same insert, made only if `condition` holds when the batch runs: for a change that is itself
 * conditional in that batch (e.g. an invitation claimed only if it is still pending).
 */
export function auditInsertWhen(ctx: ServiceContext, entry: AuditEntry, condition: SQL) {
  const row = auditRow(ctx, entry);
  // insert … select lists every column in table order; each value is encoded as its column encodes it.
  const values = Object.entries(getTableColumns(schema.auditLogs)).map(([key, column]) => sql.param(row[key as keyof typeof row], column));
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
    riskLevel: entry.riskLevel,
    complianceRelevant: COMPLIANCE_RELEVANT.has(entry.entityType),
    changes: entry.changes ?? null,
    ipAddress: ctx.meta.ip,
    createdAt: Date.now(),
  } satisfies typeof schema.auditLogs.$inferInsert;
}

export async function recordAudit(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  await auditInsert(ctx, entry);
}
