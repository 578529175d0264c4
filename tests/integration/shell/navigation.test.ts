import { describe, expect, it } from "vitest";
import { ALL_DESTINATIONS } from "../../../app/lib/shell/navigation";
import { DESTINATION_PURPOSES } from "../../../app/lib/shell/purposes";

describe("the shell's destinations", () => {
  it("each says what it is for, and each sentence belongs to a destination", () => {
    const hrefs = new Set(ALL_DESTINATIONS.map((destination) => destination.href));
    expect([...hrefs].filter((href) => !DESTINATION_PURPOSES[href])).toEqual([]);
    expect(Object.keys(DESTINATION_PURPOSES).filter((href) => !hrefs.has(href))).toEqual([]);
  });
});
