import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { schema } from "../db/client";

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

/** Job sent through the JOBS queue; the consumer in workers/jobs.ts delivers it. */
export type EmailJob = { kind: "email"; outboxId: string };

/**
 * The one way to send email. Every message is written to the outbox first, so nothing is lost:
 * - local mode stores it for /dev/mailbox (no network on a newcomer's machine);
 * - production queues it for the consumer, which sends it through the `send_email` binding.
 */
export async function sendEmail(ctx: ServiceContext, email: OutgoingEmail): Promise<string> {
  const id = crypto.randomUUID();
  const local = ctx.config.APP_ENV !== "production";
  await ctx.db.insert(schema.emailOutbox).values({
    id,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    status: local ? "stored" : "queued",
    provider: local ? "local-mailbox" : "cloudflare-send-email",
    createdAt: Date.now(),
  });
  if (!local) await ctx.env.JOBS.send({ kind: "email", outboxId: id } satisfies EmailJob);
  return id;
}

/** Local mailbox listing (only reachable when APP_ENV is not production). */
export async function listLocalMailbox(ctx: ServiceContext, limit = 50) {
  return ctx.db.select().from(schema.emailOutbox).orderBy(desc(schema.emailOutbox.createdAt)).limit(limit).all();
}

export async function getLocalMessage(ctx: ServiceContext, id: string) {
  return ctx.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id)).get();
}
