// The audit log: one row per mutation, never edited (002 §9).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: id(),
    organizationId: text("organization_id"),
    userId: text("user_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    riskLevel: text("risk_level", { enum: ["low", "medium", "high"] }).notNull(),
    complianceRelevant: integer("compliance_relevant", { mode: "boolean" }).notNull().default(false),
    changes: text("changes", { mode: "json" }),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_logs_org_created_idx").on(t.organizationId, t.createdAt),
    index("audit_logs_user_created_idx").on(t.userId, t.createdAt),
    // Slice G (the admin audit viewer): newest first across the platform, by action and by risk level.
    index("audit_logs_created_idx").on(t.createdAt),
    index("audit_logs_action_created_idx").on(t.action, t.createdAt),
    index("audit_logs_risk_created_idx").on(t.riskLevel, t.createdAt),
  ],
);
