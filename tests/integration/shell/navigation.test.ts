import { describe, expect, it } from "vitest";
import { ALL_DESTINATIONS, isCurrentPage } from "../../../app/lib/shell/navigation";
import { DESTINATION_PURPOSES } from "../../../app/lib/shell/purposes";

describe("the shell's destinations", () => {
  it("each says what it is for, and each sentence belongs to a destination", () => {
    const hrefs = new Set(ALL_DESTINATIONS.map((destination) => destination.href));
    expect([...hrefs].filter((href) => !DESTINATION_PURPOSES[href])).toEqual([]);
    expect(Object.keys(DESTINATION_PURPOSES).filter((href) => !hrefs.has(href))).toEqual([]);
  });
});

describe("the shell's current page", () => {
  it("is the link's page or a page under it; home is only itself; case does not matter", () => {
    expect(isCurrentPage("/dashboard", "/dashboard")).toBe(true);
    expect(isCurrentPage("/dashboard/settings", "/dashboard")).toBe(false);
    expect(isCurrentPage("/dashboard/organizations/north-board", "/dashboard/organizations")).toBe(true);
    expect(isCurrentPage("/Dashboard/Organizations", "/dashboard/organizations")).toBe(true);
    // A sibling that merely starts with the same letters is another page.
    expect(isCurrentPage("/dashboard/organizations-export", "/dashboard/organizations")).toBe(false);
    expect(isCurrentPage("/admin", "/dashboard")).toBe(false);
  });
});
