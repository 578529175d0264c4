// The pages whose reads ride with the session (decision 066). In the built app the Worker resolves the session
// with its own bundle of these modules and the Remix build's loaders ask with theirs: the same page is two objects,
// so a page is known by its name. Before that, every loader of the built app was refused its rows and read them again
// (the bench's pages read twice); the tests here ask with a copy, as a loader of the other bundle does.
import { describe, expect, it } from "vitest";
import { meetingOverview } from "../../../app/.server/meetings/detail";
import { MEETING_OVERVIEW_READS } from "../../../app/.server/meetings/page-reads";
import { PAGES_READ_WITH_SESSION } from "../../../app/.server/platform/page-reads-registry";
import type { PageReadsWithSession } from "../../../app/.server/platform/reads-with-session";
import { HOME_PAGE_READS } from "../../../app/.server/shell/page-reads";
import { createRoleBoard } from "../../helpers/factories";
import { insertMeeting } from "../../helpers/meetings";
import { sessionPageRequest } from "../../helpers/session-page-request";

/** The same page as the other bundle's copy of its module makes it: equal, not identical. */
const otherBundlesCopy = <Page extends PageReadsWithSession>(page: Page): Page => ({
  ...page,
  ...(page.extends ? { extends: { ...page.extends } } : {}),
});

describe("the registry of pages read with the session", () => {
  it("names each page once, and each page a layout extends is in it", () => {
    const names = PAGES_READ_WITH_SESSION.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    for (const page of PAGES_READ_WITH_SESSION) if (page.extends) expect(names).toContain(page.extends.name);
  });

  it("hands the rows to a loader asking with its own bundle's copy of the page", async () => {
    const { users } = await createRoleBoard({ seats: ["owner"] });
    const home = await sessionPageRequest("/dashboard", users.owner.id);
    expect(home.services.prefetchedPage(otherBundlesCopy(HOME_PAGE_READS))).toEqual([[]]);
    expect(home.afterSession()).toBe(0);
    // Another page's copy still gets nothing.
    expect(home.services.prefetchedPage(otherBundlesCopy(MEETING_OVERVIEW_READS), { meetingId: "x" })).toBe(undefined);
  });

  it("skips a layout's rows for a tab asked with its copy, so the tab's loader reads its own", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { chairpersonId: users.owner.id, title: "Copied" });
    const page = await sessionPageRequest(`/dashboard/meetings/${meeting.id}`, users.owner.id);
    const rows = page.services.prefetchedPage(otherBundlesCopy(MEETING_OVERVIEW_READS), { meetingId: meeting.id });
    expect(rows).toBeDefined();
    const overview = await meetingOverview(page.ctx, meeting.id, rows);
    expect(overview.agenda).toEqual([]);
    expect(page.afterSession()).toBe(0);
  });
});
