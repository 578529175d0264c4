// The tour speaks of the product as it is: no step claims what does not work yet (nothing works offline, and
// there is no AI in the product yet).
import { describe, expect, it } from "vitest";
import { TOUR_STEPS } from "../../../app/lib/demo/tour";

describe("the demo tour's claims", () => {
  for (const step of TOUR_STEPS) {
    it(`${step.title}: claims nothing that is not built`, () => {
      const text = step.body.join(" ").toLowerCase();
      expect(text).not.toContain("offline");
      expect(text).not.toContain("ai-powered");
    });
  }
});
