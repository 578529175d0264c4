import { lt } from "drizzle-orm";
import { deliverOutboxEmail } from "../app/.server/email/delivery";
import type { EmailJob } from "../app/.server/email/outbox";
import { purgeDueOrganizations } from "../app/.server/organizations/deletion";
import { createDb, schema } from "../app/.server/platform/db/client";

type Job = EmailJob;

/** Queue consumer: background work that must not hold up a request. */
export async function handleJobBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const job = message.body as Job;
    try {
      if (job.kind === "email") await deliverOutboxEmail(db, env, job.outboxId);
      message.ack();
    } catch (error) {
      console.error("job failed", job, error);
      message.retry({ delaySeconds: 2 ** Math.min(message.attempts, 6) });
    }
  }
}

/** Cron Trigger: housekeeping that keeps the database honest. */
export async function runScheduledJobs(_controller: ScheduledController, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const now = Date.now();
  await db.batch([
    db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, now)),
    db.delete(schema.passwordResetTokens).where(lt(schema.passwordResetTokens.expiresAt, now - 24 * 60 * 60 * 1000)),
    db.delete(schema.signInAttempts).where(lt(schema.signInAttempts.lastFailedAt, now - 24 * 60 * 60 * 1000)),
  ]);
  await purgeDueOrganizations(db, env.FILES, now);
}
