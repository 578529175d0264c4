// The request's place (request.cf) is read when first asked, not for every page view (decision 051).
import { describe, expect, it } from "vitest";
import { requestMeta } from "../../../app/.server/platform/context";

describe("requestMeta", () => {
  it("reads the place from request.cf once, when first asked", () => {
    const request = new Request("https://example.test/", { cf: { city: "Lisbon", country: "PT" } });
    let reads = 0;
    const cf = request.cf;
    Object.defineProperty(request, "cf", {
      get: () => {
        reads++;
        return cf;
      },
    });
    const meta = requestMeta(request);
    expect(reads).toBe(0);
    expect(meta.place).toBe("Lisbon, PT");
    expect(meta.place).toBe("Lisbon, PT");
    expect(reads).toBe(1);
  });

  it("has no place where the platform gives none", () => {
    expect(requestMeta(new Request("https://example.test/")).place).toBeNull();
  });
});
