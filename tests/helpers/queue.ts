// For workerd tests of the Queue consumer (workers/jobs.ts): a batch as the runtime delivers it.

/** One queue message as the consumer receives it, recording whether it was acked or retried. */
export function batchOf(body: unknown) {
  const outcome = { acked: false, retried: false };
  const message = {
    id: "m1",
    timestamp: new Date(),
    body,
    attempts: 1,
    ack: () => {
      outcome.acked = true;
    },
    retry: () => {
      outcome.retried = true;
    },
  };
  const batch = { queue: "boardroom-jobs", messages: [message], ackAll: () => {}, retryAll: () => {} };
  return { batch: batch as unknown as MessageBatch<unknown>, outcome };
}
