// Email through one interface: the local adapter (outbox rows read at /dev/mailbox, local and test
// only) and the production adapter (outbox row queued, delivered by the queue consumer through
// the send_email binding, stubbed here with a recording fake).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type EmailJob,
  isLocalEmailEnvironment,
  loadLocalMailbox,
  requireLocalMailbox,
  sendEmail,
} from "../../../app/.server/email/outbox";
import type { ServiceContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import { ServiceError } from "../../../app/.server/platform/errors";
import { orErrorPage } from "../../../app/.server/remix/service-errors";
import { handleJobBatch } from "../../../workers/jobs";
import { serviceContext, TEST_ORIGIN } from "../../helpers/factories";
import { batchOf } from "../../helpers/queue";
import { thrownResponse } from "../../helpers/rejections";

let counter = 0;
const uniqueAddress = () => `mail-${Date.now().toString(36)}-${counter++}@example.test`;

function contextIn(appEnv: string, envOverrides: Partial<Env> = {}): ServiceContext {
  const base = serviceContext();
  return {
    ...base,
    env: { ...base.env, ...envOverrides },
    config: { ...base.config, APP_ENV: appEnv as ServiceContext["config"]["APP_ENV"] },
  };
}

/** A recording stand-in for the JOBS queue producer. */
function recordingQueue() {
  const sent: unknown[] = [];
  const queue = {
    send: async (body: unknown) => void sent.push(body),
    sendBatch: async () => undefined,
  } as unknown as Queue;
  return { queue, sent };
}

/** A recording stand-in for the send_email binding; `fail` makes it throw like a refused send. */
function recordingEmailBinding(fail?: string) {
  const sent: { from: string; to: string }[] = [];
  const binding = {
    send: async (message: { from: string; to: string }) => {
      if (fail) throw new Error(fail);
      sent.push({ from: message.from, to: message.to });
    },
  } as unknown as SendEmail;
  return { binding, sent };
}

async function outboxRow(id: string) {
  return serviceContext().db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id)).get();
}

describe("local mailbox", () => {
  it("is enabled only by the explicit allowlist (local, test); any other APP_ENV gets a 404", async () => {
    expect(isLocalEmailEnvironment("local")).toBe(true);
    expect(isLocalEmailEnvironment("test")).toBe(true);
    for (const appEnv of ["production", "staging", "preview", "", "Local"]) {
      expect(isLocalEmailEnvironment(appEnv)).toBe(false);
      const ctx = contextIn(appEnv);
      expect(() => requireLocalMailbox(ctx)).toThrow(ServiceError);
      const refused = await thrownResponse(orErrorPage(loadLocalMailbox(ctx, new URL(`${TEST_ORIGIN}/dev/mailbox`))));
      expect(refused.status).toBe(404);
    }
  });

  it("stores local messages and shows them, filtered by recipient", async () => {
    const ctx = contextIn("local");
    const to = uniqueAddress();
    const other = uniqueAddress();
    const id = await sendEmail(ctx, { to, subject: "Hello from local", text: "Plain body", html: "<p>Html body</p>" });
    await sendEmail(ctx, { to: other, subject: "Not for you", text: "Other body" });
    expect(await outboxRow(id)).toMatchObject({
      status: "stored",
      provider: "local-mailbox",
      toAddress: to,
      sentAt: null,
    });

    const page = await loadLocalMailbox(
      ctx,
      new URL(`${TEST_ORIGIN}/dev/mailbox?to=${encodeURIComponent(to.toUpperCase())}`),
    );
    expect(page.to).toBe(to);
    expect(page.messages.map((message) => [message.id, message.subject, message.htmlBody])).toEqual([
      [id, "Hello from local", "<p>Html body</p>"],
    ]);
    const all = await loadLocalMailbox(ctx, new URL(`${TEST_ORIGIN}/dev/mailbox`));
    expect(all.messages.map((message) => message.toAddress)).toEqual(expect.arrayContaining([to, other]));
  });
});

describe("production email", () => {
  it("queues the outbox row; the consumer sends it through send_email and marks it sent", async () => {
    const jobs = recordingQueue();
    const ctx = contextIn("production", { JOBS: jobs.queue });
    const to = uniqueAddress();
    const id = await sendEmail(ctx, { to, subject: "Your board pack", text: "It is ready." });
    expect(await outboxRow(id)).toMatchObject({ status: "queued", provider: "cloudflare-send-email", sentAt: null });
    expect(jobs.sent).toEqual([{ kind: "email", outboxId: id } satisfies EmailJob]);
    // Not in the local mailbox's sense: production has none.
    const page = orErrorPage(loadLocalMailbox(ctx, new URL(`${TEST_ORIGIN}/dev/mailbox`)));
    expect((await thrownResponse(page)).status).toBe(404);

    const email = recordingEmailBinding();
    const { batch, outcome } = batchOf(jobs.sent[0]);
    await handleJobBatch(batch, { ...env, EMAIL: email.binding, EMAIL_FROM: "BoardRoom <no-reply@example.org>" });
    expect(email.sent).toEqual([{ from: "no-reply@example.org", to }]);
    expect(outcome).toEqual({ acked: true, retried: false });
    const row = await outboxRow(id);
    expect(row?.status).toBe("sent");
    expect(row?.sentAt).toBeGreaterThan(0);

    // A redelivered job does not send twice.
    const again = batchOf(jobs.sent[0]);
    await handleJobBatch(again.batch, { ...env, EMAIL: email.binding });
    expect(email.sent).toHaveLength(1);
    expect(again.outcome.acked).toBe(true);
  });

  it("acks a job body that does not parse (retrying can't fix it) and sends nothing", async () => {
    const email = recordingEmailBinding();
    for (const body of [
      { kind: "email" },
      { kind: "email", outboxId: "" },
      { kind: "fax", outboxId: "x" },
      "email",
      null,
    ]) {
      const { batch, outcome } = batchOf(body);
      await handleJobBatch(batch, { ...env, EMAIL: email.binding });
      expect(outcome).toEqual({ acked: true, retried: false });
    }
    expect(email.sent).toEqual([]);
  });

  it("records a refused send as failed and retries the job", async () => {
    const jobs = recordingQueue();
    const id = await sendEmail(contextIn("production", { JOBS: jobs.queue }), {
      to: uniqueAddress(),
      subject: "Will fail",
      text: "x",
    });
    const email = recordingEmailBinding("destination address not verified");
    const { batch, outcome } = batchOf(jobs.sent[0]);
    await handleJobBatch(batch, { ...env, EMAIL: email.binding });
    expect(outcome).toEqual({ acked: false, retried: true });
    const row = await outboxRow(id);
    expect(row?.status).toBe("failed");
    expect(row?.error).toContain("destination address not verified");
  });
});
