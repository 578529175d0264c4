// Work left for after the answer (`ctx.waitUntil`) never reaches the Worker as a rejection: a failed write is logged.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createRequestServices } from "../../../app/.server/platform/request-context";

describe("work after the answer", () => {
  it("hands the Worker a promise that settles even when the work fails, and logs the failure", async () => {
    const handed: Promise<unknown>[] = [];
    const services = createRequestServices(new Request("https://example.test/api/health"), env, (work) =>
      handed.push(work),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      services.service.waitUntil(Promise.reject(new Error("the write failed")));
      expect(handed).toHaveLength(1);
      await expect(handed[0]).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledWith("work after the answer failed", expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });

  it("passes a finished piece of work through", async () => {
    const handed: Promise<unknown>[] = [];
    const services = createRequestServices(new Request("https://example.test/api/health"), env, (work) =>
      handed.push(work),
    );
    services.service.waitUntil(Promise.resolve("written"));
    await expect(handed[0]).resolves.toBe("written");
  });
});
