// One index holds every organisation's rows (decision 045); a search tells the actor's own matches from another
// organisation's by rowid before reading any entry (decision 054). D1 reports the rows a statement read
// (`meta.rows_read`), which is the same figure for the same statement and data on every run: what the tests count.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../app/.server/platform/db/client";
import { searchEverything } from "../../../app/.server/search/global";
import { SCOPE_SET_MAX_ENTRIES } from "../../../app/lib/search/constants";
import type { SearchKind } from "../../../app/lib/search/kinds";
import { actorContext, addMember, createRoleBoard, type TestUser } from "../../helpers/factories";
import { countingDatabase } from "../../helpers/round-trips";
import { insertCommittee, uniqueWord } from "../../helpers/searchable-world";

/** Committees named after the word in one statement, so the index's triggers write one entry each. */
async function insertCommittees(organizationId: string, word: string, count: number) {
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
     insert into committees (id, organization_id, name) select lower(hex(randomblob(16))), ?, ? || ' ' || i from n`,
  )
    .bind(count, organizationId, word)
    .run();
}

/** The search's result and the rows its statements read, each statement run again alone to read its meta. */
async function searchCountingReads(user: Pick<TestUser, "id">, q: string, kind?: SearchKind) {
  const { database, statements } = countingDatabase();
  const found = await searchEverything({ ...(await actorContext(user)), db: createDb(database) }, { q, kind });
  let rowsRead = 0;
  for (const statement of statements()) {
    const { meta } = await env.DB.prepare(statement.query)
      .bind(...statement.params)
      .all();
    rowsRead += meta.rows_read;
  }
  return { found, rowsRead, statements: statements().length };
}

describe("a search's scope", () => {
  it("never shows another organisation's matches, and reads none of their entries", async () => {
    const word = uniqueWord("larch");
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "outsider"] });
    await insertCommittee(org.id, `${word} committee`);

    const before = await searchCountingReads(users.owner, word);
    const foreignMatches = 120;
    await insertCommittees(outsiderOrg.id, word, foreignMatches);
    const after = await searchCountingReads(users.owner, word);

    expect(after.found.total).toBe(1);
    expect(after.found.groups.flatMap((group) => group.hits.map((hit) => hit.organizationId))).toEqual([org.id]);
    expect((await searchEverything(await actorContext(users.outsider), { q: word })).total).toBe(foreignMatches);
    // Each statement steps over another organisation's match in the index (one row) and reads nothing else of it;
    // joined to its entry and seat first, as before decision 054, each cost at least two rows a statement.
    expect(after.rowsRead - before.rowsRead).toBeLessThanOrEqual(foreignMatches * after.statements);
    expect(after.rowsRead - before.rowsRead).toBeGreaterThan(0);
  });

  it(`finds the same past ${SCOPE_SET_MAX_ENTRIES} entries in the actor's organisations (matches joined)`, async () => {
    const word = uniqueWord("rowan");
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "outsider"] });
    const second = await createRoleBoard({ seats: ["owner"] });
    await addMember(second.org.id, users.owner.id, "member");
    await insertCommittee(org.id, `${word} committee`);
    await insertCommittee(second.org.id, `${word} panel`);
    await insertCommittees(outsiderOrg.id, word, 20);
    const small = await searchCountingReads(users.owner, word, "committee");

    await insertCommittees(org.id, uniqueWord("filler"), SCOPE_SET_MAX_ENTRIES);
    const large = await searchCountingReads(users.owner, word, "committee");

    expect(large.found.groups).toEqual(small.found.groups);
    expect(large.found.counts).toEqual(small.found.counts);
    expect(new Set(large.found.groups[0].hits.map((hit) => hit.organizationId))).toEqual(
      new Set([org.id, second.org.id]),
    );
    // Each statement counted the scope one row past the limit and left the matches to the joins.
    expect(small.rowsRead).toBeLessThan(SCOPE_SET_MAX_ENTRIES);
    expect(large.rowsRead).toBeGreaterThan((SCOPE_SET_MAX_ENTRIES + 1) * large.statements);
  });
});
