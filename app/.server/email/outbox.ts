import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import type { EmailAttachment } from "../platform/db/schema/email";
import { ServiceError } from "../platform/errors";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  /** Extra headers sent as they are (List-Unsubscribe on notification email). */
  headers?: Record<string, string>;
};

/** Job sent through the JOBS queue; the consumer in workers/jobs.ts parses it with this schema and delivers it. */
export const EmailJobSchema = z.object({ kind: z.literal("email"), outboxId: z.string().min(1) });
export type EmailJob = z.infer<typeof EmailJobSchema>;

/**
 * The environments whose email never leaves the machine: it is kept for /dev/mailbox instead.
 * An explicit list, so a new environment (staging, preview ...) sends real email and hides the
 * mailbox by default rather than exposing everyone's mail.
 */
export const LOCAL_EMAIL_ENVIRONMENTS: readonly string[] = ["local", "test"];

export function isLocalEmailEnvironment(appEnv: string): boolean {
  return LOCAL_EMAIL_ENVIRONMENTS.includes(appEnv);
}

/**
 * The one way to send email. Every message is written to the outbox first, so nothing is lost:
 * - local and test store it for /dev/mailbox (no network on a newcomer's machine);
 * - every other environment queues it for the consumer, which sends it through `send_email`.
 */
export async function sendEmail(ctx: ServiceContext, email: OutgoingEmail): Promise<string> {
  const outgoing = outboxEmail(ctx, email);
  await outgoing.insert;
  await outgoing.dispatch();
  return outgoing.id;
}

/**
 * sendEmail in two halves, for a caller that writes the outbox row in one batch with its own rows
 * (one round trip, all or nothing): `insert` goes in the batch, `dispatch` runs after it commits.
 */
export function outboxEmail(ctx: ServiceContext, email: OutgoingEmail) {
  const row = outboxRow(ctx, email);
  const insert = ctx.db.insert(schema.emailOutbox).values(row);
  return { id: row.id, insert, dispatch: () => dispatchOutboxEmails(ctx, [row.id]) };
}

/** The outbox row for `email`, for a caller that writes many at once (multi-row inserts in its own batch). */
export function outboxRow(ctx: ServiceContext, email: OutgoingEmail) {
  const local = isLocalEmailEnvironment(ctx.config.APP_ENV);
  return {
    id: crypto.randomUUID(),
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    attachments: email.attachments?.length ? email.attachments : null,
    headers: email.headers ?? null,
    status: local ? ("stored" as const) : ("queued" as const),
    provider: local ? "local-mailbox" : "cloudflare-send-email",
    createdAt: Date.now(),
  };
}

/** After the rows commit: outside local mode each message is queued for the consumer that sends it. */
export async function dispatchOutboxEmails(ctx: ServiceContext, ids: readonly string[]): Promise<void> {
  if (isLocalEmailEnvironment(ctx.config.APP_ENV) || ids.length === 0) return;
  if (ids.length === 1) return void (await ctx.env.JOBS.send({ kind: "email", outboxId: ids[0] } satisfies EmailJob));
  // sendBatch takes at most 100 messages.
  for (let index = 0; index < ids.length; index += 100)
    await ctx.env.JOBS.sendBatch(
      ids.slice(index, index + 100).map((outboxId) => ({ body: { kind: "email", outboxId } satisfies EmailJob })),
    );
}

/** /dev/mailbox exists only in a local environment: anywhere else it is a 404, so nobody reads other people's mail. */
export function requireLocalMailbox(ctx: ServiceContext): void {
  if (!isLocalEmailEnvironment(ctx.config.APP_ENV)) throw new ServiceError(404, "Not found");
}

/** The /dev/mailbox page: the newest messages, optionally only those to `?to=`. */
export async function loadLocalMailbox(ctx: ServiceContext, url: URL, limit = 50) {
  requireLocalMailbox(ctx);
  const to = url.searchParams.get("to")?.toLowerCase() ?? null;
  const messages = await ctx.db
    .select()
    .from(schema.emailOutbox)
    .where(to ? eq(schema.emailOutbox.toAddress, to) : undefined)
    .orderBy(desc(schema.emailOutbox.createdAt))
    .limit(limit)
    .all();
  return { messages, to };
}
