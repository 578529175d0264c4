import { auditInsert } from "../audit";
import { createSession } from "../auth/sessions";
import type { ServiceContext } from "../context";
import { ensureDemoOrganization } from "./seed";

/** Signs the visitor in as the demo board director (002 §2.6: demo users act without an account). */
export async function startDemoSession(ctx: ServiceContext) {
  const { directorId, organizationId } = await ensureDemoOrganization(ctx.db);
  const session = await createSession(ctx, directorId);
  await auditInsert(ctx, { userId: directorId, organizationId, action: "demo.session_started", entityType: "session", riskLevel: "low" });
  return session;
}
