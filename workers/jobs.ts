import { lt } from "drizzle-orm";
import { z } from "zod";
import { runTextExtraction, TextExtractionJobSchema } from "../app/.server/assets/extraction";
import { CompileBoardPackJobSchema, compileBoardPack } from "../app/.server/board-packs/compile";
import { purgeExpiredDemoCopies } from "../app/.server/demo/seed";
import { deliverOutboxEmail } from "../app/.server/email/delivery";
import { EmailJobSchema } from "../app/.server/email/outbox";
import { closeVotesPastDeadline } from "../app/.server/meetings/votes";
import { NotificationFanOutJobSchema, runNotificationFanOut } from "../app/.server/notifications/notify";
import { runNotificationSchedule } from "../app/.server/notifications/schedule";
import { purgeDueOrganizations } from "../app/.server/organizations/deletion";
import { createDb, type Db, schema } from "../app/.server/platform/db/client";
import { readAppEnv } from "../app/.server/platform/env";
import { deleteFullRateLimitBuckets } from "../app/.server/platform/rate-limits";

/** Every job the JOBS queue carries, one schema per kind, each beside the service that sends it. */
const JobSchema = z.discriminatedUnion("kind", [
  EmailJobSchema,
  TextExtractionJobSchema,
  CompileBoardPackJobSchema,
  NotificationFanOutJobSchema,
]);
type Job = z.infer<typeof JobSchema>;

/** Queue consumer: background work that must not hold up a request. */
export async function handleJobBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const parsed = JobSchema.safeParse(message.body);
    if (!parsed.success) {
      // A body that does not parse never will: retrying can't fix it, so it is logged and acked.
      console.error("job refused: not a known job", message.id, parsed.error.issues);
      message.ack();
      continue;
    }
    try {
      await runJob(db, env, parsed.data);
      message.ack();
    } catch (error) {
      console.error("job failed", parsed.data, error);
      message.retry({ delaySeconds: 2 ** Math.min(message.attempts, 6) });
    }
  }
}

async function runJob(db: Db, env: Env, job: Job): Promise<void> {
  switch (job.kind) {
    case "email":
      return deliverOutboxEmail(db, env, job.outboxId);
    case "extract-asset-text":
      return void (await runTextExtraction({ db, env }, job));
    case "compile-board-pack":
      return compileBoardPack(db, env, job.packId);
    case "notification-fan-out":
      return runNotificationFanOut(jobContext(db, env), job);
  }
}

/** A service context for background work: no request, so no client address. */
const jobContext = (db: Db, env: Env) => ({
  db,
  env,
  config: readAppEnv(env),
  meta: { ip: null, userAgent: null },
  waitUntil: () => {},
});

/** Cron Trigger (every minute, for meeting reminders): housekeeping that keeps the database honest. */
export async function runScheduledJobs(controller: ScheduledController, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const now = Date.now();
  await db.batch([
    db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, now)),
    db.delete(schema.passwordResetTokens).where(lt(schema.passwordResetTokens.expiresAt, now - 24 * 60 * 60 * 1000)),
    db.delete(schema.signUpRequests).where(lt(schema.signUpRequests.expiresAt, now - 24 * 60 * 60 * 1000)),
    db.delete(schema.signInAttempts).where(lt(schema.signInAttempts.lastFailedAt, now - 24 * 60 * 60 * 1000)),
    deleteFullRateLimitBuckets({ db }, now),
  ]);
  await purgeDueOrganizations(db, env.FILES, now);
  await purgeExpiredDemoCopies(db, env, now);
  await closeVotesPastDeadline(jobContext(db, env));
  await runNotificationSchedule(jobContext(db, env), controller.scheduledTime || now);
}
