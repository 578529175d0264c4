// Issue 9: the search page reads its results in the session lookup's round trip (decision 066), as the other pages
// do: a search in all the actor's organisations, each kind's best or one kind's page; a search in one organisation
// (its seat checked first) and a refused query read after the session, as before. The rows read with the session are
// those the search reads alone, and another organisation's entries are not among them.
import { describe, expect, it } from "vitest";
import type { SearchAsked } from "../../../app/.server/search/global";
import { prefetchedSearch, searchReadOf } from "../../../app/.server/search/page-reads";
import { searchPageParams, searchPageQuery, searchPageResults } from "../../../app/.server/search/search-page";
import { GROUP_PAGE_SIZE } from "../../../app/lib/search/constants";
import { createOrganization, createRoleBoard, createUser } from "../../helpers/factories";
import { insertMeeting, uniqueWord } from "../../helpers/searchable-world";
import { sessionPageRequest } from "../../helpers/session-page-request";

/** The page's loader: its search with the rows read with the session, if any serve it. */
async function searchPage(path: string, userId: string) {
  const request = await sessionPageRequest(path, userId);
  const { ctx, services, url } = request;
  const asked: SearchAsked[] = [];
  const fromSession = prefetchedSearch(services);
  const prefetched = (search: SearchAsked) => {
    asked.push(search);
    return fromSession(search);
  };
  const q = searchPageQuery(url.searchParams);
  const results = await searchPageResults(ctx, q, searchPageParams(url), prefetched);
  const alone = await searchPageResults(ctx, q, searchPageParams(url));
  return { results, alone, afterSession: request.afterSession(), asked };
}

describe("the search page's round trips after the session's batch", () => {
  it("reads each kind's best and a kind's pages with the session, as alone, none of another's", async () => {
    const word = uniqueWord("ledger");
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const outsider = await createUser();
    const elsewhere = await createOrganization({ ownerId: outsider.id, name: `Elsewhere ${word}` });
    for (let index = 0; index < GROUP_PAGE_SIZE + 2; index++)
      await insertMeeting({ organizationId: org.id, title: `${word} review ${index}` });
    await insertMeeting({ organizationId: elsewhere.id, title: `${word} elsewhere` });

    for (const suffix of ["", ".data"]) {
      const best = await searchPage(`/dashboard/search${suffix}?q=${word}`, users.member.id);
      // The session's batch and the rows it read; the check against the search alone is a round trip of its own.
      expect(best.afterSession).toBe(1);
      expect(best.results).toEqual(best.alone);
      expect(best.results.found?.counts.meeting).toBe(GROUP_PAGE_SIZE + 2);
      expect(best.results.found?.counts.organization).toBe(0);
      const titles = best.results.found?.groups.flatMap((group) => group.hits.map((hit) => hit.id)) ?? [];
      expect(titles.length).toBeGreaterThan(0);

      for (const page of [1, 2]) {
        const ofKind = await searchPage(
          `/dashboard/search${suffix}?q=${word}&kind=meeting&page=${page}`,
          users.member.id,
        );
        expect(ofKind.afterSession).toBe(1);
        expect(ofKind.results).toEqual(ofKind.alone);
        expect(ofKind.results.found?.groups[0]?.hits).toHaveLength(page === 1 ? GROUP_PAGE_SIZE : 2);
        expect(ofKind.results.found?.hasMore).toBe(page === 1);
      }
    }
    // The outsider finds their own organisation's meeting only, with the session too.
    const theirs = await searchPage(`/dashboard/search?q=${word}`, outsider.id);
    expect(theirs.afterSession).toBe(1);
    expect(theirs.results.found?.counts).toMatchObject({ meeting: 1, organization: 1 });
    expect(theirs.results).toEqual(theirs.alone);
  });

  it("reads a search in one organisation and a refused query after the session, as before", async () => {
    const word = uniqueWord("charter");
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    await insertMeeting({ organizationId: org.id, title: `${word} one` });

    // The seat, then the search: two round trips (and the check alone two more).
    const inOne = await searchPage(`/dashboard/search?q=${word}&organization=${org.id}`, users.owner.id);
    expect(inOne.afterSession).toBe(4);
    expect(inOne.results.found?.counts.meeting).toBe(1);
    expect(inOne.results).toEqual(inOne.alone);
    expect(searchReadOf(inOne.asked[0] as SearchAsked)).toBeNull();

    // Only punctuation: said on the page, nothing read.
    const refused = await searchPage(`/dashboard/search?q=${encodeURIComponent("?!")}`, users.owner.id);
    expect(refused.afterSession).toBe(0);
    expect(refused.results.problem).toBeTruthy();
    expect(refused.asked).toEqual([]);
  });
});
