// A WebSocket opened through the test Worker, as a test reads it: its frames in order, and how the server closed it.
import { expect } from "vitest";
import { callWorker } from "./factories";

export type Closed = { code: number; reason: string };

/**
 * Opens `path` as a WebSocket with `headers` and waits for the first frame (or the close). `frame(n)` resolves with
 * the n-th frame (1-based) once it has arrived, `whenClosed()` with the close code and reason once it is closed.
 */
export async function openTestSocket<Frame>(path: string, headers: Headers) {
  headers.set("Upgrade", "websocket");
  const response = await callWorker(path, { headers });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const frames: Frame[] = [];
  let closed: Closed | null = null;
  const waiting: (() => void)[] = [];
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  socket.addEventListener("message", (event) => {
    frames.push(JSON.parse(String(event.data)));
    wake();
  });
  socket.addEventListener("close", (event) => {
    closed = { code: event.code, reason: event.reason };
    wake();
  });
  socket.accept();
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  await until(() => frames.length > 0 || closed !== null);
  return {
    socket,
    frames,
    closed: () => closed,
    frame: async (n: number) => {
      await until(() => frames.length >= n);
      return frames[n - 1];
    },
    whenClosed: async () => {
      await until(() => closed !== null);
      return closed!;
    },
    /** Closes it from the client's side, unless the server already has. */
    close: () => {
      if (closed === null) socket.close(1000, "done");
    },
  };
}
