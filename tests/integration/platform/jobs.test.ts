import { createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession } from "../../../app/.server/auth/sessions";
import { schema } from "../../../app/.server/platform/db/client";
import { runScheduledJobs } from "../../../workers/jobs";
import { createOrganization, createUser, serviceContext } from "../../helpers/factories";

describe("Cron Trigger housekeeping", () => {
  it("removes expired sessions and deletes organisations whose scheduled date has come", async () => {
    const user = await createUser();
    const ctx = serviceContext();
    const live = await createSession(ctx, user.id);
    const expired = await createSession(ctx, user.id);
    await ctx.db
      .update(schema.sessions)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(schema.sessions.id, expired.sessionId));
    const due = await createOrganization({ ownerId: user.id, name: "Due for deletion" });
    const kept = await createOrganization({ ownerId: user.id, name: "Scheduled later" });
    await ctx.db
      .update(schema.organizations)
      .set({ deletionScheduledFor: Date.now() - 1000 })
      .where(eq(schema.organizations.id, due.id));
    await ctx.db
      .update(schema.organizations)
      .set({ deletionScheduledFor: Date.now() + 86_400_000 })
      .where(eq(schema.organizations.id, kept.id));

    await runScheduledJobs(createScheduledController({ scheduledTime: Date.now(), cron: "*/15 * * * *" }), env);

    const sessions = await ctx.db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id))
      .all();
    expect(sessions.map((row) => row.id)).toEqual([live.sessionId]);
    expect(
      await ctx.db.select().from(schema.organizations).where(eq(schema.organizations.id, due.id)).get(),
    ).toBeUndefined();
    expect(
      await ctx.db.select().from(schema.organizations).where(eq(schema.organizations.id, kept.id)).get(),
    ).toBeDefined();
    const audit = await ctx.db.select().from(schema.auditLogs).where(eq(schema.auditLogs.organizationId, due.id)).all();
    expect(audit.map((entry) => entry.action)).toContain("organization.deleted");
  });
});
