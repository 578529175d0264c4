// One index holds every organisation's rows (decision 045), each organisation's in a band of rowids (decision 069):
// a search seeks its organisations' range in the index, and tests a match against the set of its organisations'
// entries only when that range spans another organisation's band (decision 054). D1 reports the rows a statement
// read (`meta.rows_read`), which is the same figure for the same statement and data on every run: what the tests count.
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../app/.server/platform/db/client";
import { searchEverything } from "../../../app/.server/search/global";
import { visibleHits } from "../../../app/.server/search/hits";
import { matchExpressionOf } from "../../../app/.server/search/match-expression";
import { SCOPE_SET_MAX_ENTRIES } from "../../../app/lib/search/constants";
import type { SearchKind } from "../../../app/lib/search/kinds";
import { actorContext, addMember, createRoleBoard, createUser, type TestUser } from "../../helpers/factories";
import { countingDatabase, type RanStatement } from "../../helpers/round-trips";
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
  return { found, rowsRead, statements: statements().length, ran: statements() };
}

/** The committees the index ranks for the word in these organisations, best first, with no scope but theirs. */
async function committeesRankedByIndex(word: string, organizationIds: string[]) {
  const { results } = await env.DB.prepare(
    `select e.entity_id as id from search_entries_fts join search_entries e on e.id = search_entries_fts.rowid
     where search_entries_fts match ? and e.kind = 'committee'
       and e.organization_id in (select value from json_each(?))
     order by bm25(search_entries_fts, 4, 1), e.id`,
  )
    .bind(matchExpressionOf(word), JSON.stringify(organizationIds))
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

type PlanLine = { id: number; parent: number; detail: string };

async function planOf(statement: RanStatement): Promise<PlanLine[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.query}`)
    .bind(...statement.params)
    .all<PlanLine>();
  return results;
}

describe("a search's scope", () => {
  it("reads rows for the actor's own matches, none for another organisation's", async () => {
    const word = uniqueWord("larch");
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "outsider"] });
    await insertCommittee(org.id, `${word} committee`);

    const before = await searchCountingReads(users.owner, word);
    const foreignMatches = 120;
    await insertCommittees(outsiderOrg.id, word, foreignMatches);
    const after = await searchCountingReads(users.owner, word);
    await insertCommittees(org.id, uniqueWord("filler"), 200);
    const filled = await searchCountingReads(users.owner, word);
    const ownMatches = 30;
    await insertCommittees(org.id, word, ownMatches);
    const more = await searchCountingReads(users.owner, word);

    expect(after.found).toEqual(before.found);
    expect(more.found.total).toBe(1 + ownMatches);
    expect(more.found.groups.flatMap((group) => group.hits.map((hit) => hit.organizationId))).toEqual(
      Array(more.found.groups[0].hits.length).fill(org.id),
    );
    expect((await searchEverything(await actorContext(users.outsider), { q: word })).total).toBe(foreignMatches);
    // The range skips another organisation's matches in the index (decision 054 stepped over each: one row a
    // statement); each of the actor's own is joined to its entry and seat.
    expect(after.rowsRead).toBe(before.rowsRead);
    // One organisation's range holds its entries alone: no set of them is built, so its other entries cost nothing.
    expect(filled.rowsRead).toBe(after.rowsRead);
    expect(more.rowsRead - after.rowsRead).toBeGreaterThanOrEqual(ownMatches * more.statements);
  });

  it("ranks and counts as the index does, in one organisation and across several", async () => {
    const word = uniqueWord("aspen");
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "outsider"] });
    const second = await createRoleBoard({ seats: ["owner"] });
    await addMember(second.org.id, users.owner.id, "member");
    for (const organizationId of [org.id, outsiderOrg.id, second.org.id]) {
      for (const [index, description] of ["", `${word} plan`, `${word} and ${word}`, "long notes ".repeat(9)].entries())
        await insertCommittee(organizationId, `${word} committee ${index}`, description || undefined);
    }

    const across = await searchEverything(await actorContext(users.owner), { q: word, kind: "committee" });
    const inOne = await searchEverything(await actorContext(users.owner), {
      q: word,
      kind: "committee",
      organizationId: second.org.id,
    });

    expect(across.counts.committee).toBe(8);
    expect(across.groups[0].hits.map((hit) => hit.id)).toEqual(
      await committeesRankedByIndex(word, [org.id, second.org.id]),
    );
    expect(inOne.counts.committee).toBe(4);
    expect(inOne.groups[0].hits.map((hit) => hit.id)).toEqual(await committeesRankedByIndex(word, [second.org.id]));
  });

  it("tests each match against the set when another organisation's band lies between the actor's", async () => {
    const word = uniqueWord("poplar");
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "outsider"] });
    const second = await createRoleBoard({ seats: ["owner"] });
    await addMember(second.org.id, users.owner.id, "member");
    await insertCommittee(org.id, `${word} committee`);
    await insertCommittee(second.org.id, `${word} panel`);

    const before = await searchCountingReads(users.owner, word);
    const foreignMatches = 120;
    await insertCommittees(outsiderOrg.id, word, foreignMatches);
    const after = await searchCountingReads(users.owner, word);

    expect(after.found).toEqual(before.found);
    expect(new Set(after.found.groups[0].hits.map((hit) => hit.organizationId))).toEqual(
      new Set([org.id, second.org.id]),
    );
    // Inside the range each statement steps over another organisation's match in the index (one row) and reads
    // nothing else of it; joined to its entry and seat, each would cost at least two rows a statement.
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

  it("finds nothing without a seat, nor in an organisation the actor is not in, even asked for it by id", async () => {
    const word = uniqueWord("willow");
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "outsider"] });
    await insertCommittee(org.id, `${word} committee`);
    await insertCommittees(outsiderOrg.id, word, 3);
    const nobody = await actorContext(await createUser());
    const owner = await actorContext(users.owner);
    // Past the service's 404 for a foreign organisation: the SQL alone must not leak it.
    const hitsOf = (ctx: typeof owner, organizationId: string | null) =>
      ctx.db.all<{ entry_id: number }>(
        sql`select entry_id from (${visibleHits(ctx, matchExpressionOf(word), { organizationId })})`,
      );

    expect((await searchEverything(nobody, { q: word })).total).toBe(0);
    expect(await hitsOf(nobody, null)).toEqual([]);
    expect(await hitsOf(nobody, outsiderOrg.id)).toEqual([]);
    expect(await hitsOf(owner, outsiderOrg.id)).toEqual([]);
    expect(await hitsOf(owner, org.id)).toHaveLength(1);
  });

  it("seeks the actor's rowid range in the index, its bounds read once a statement", async () => {
    const word = uniqueWord("cedar");
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    await insertCommittee(org.id, `${word} committee`);
    const { ran } = await searchCountingReads(users.owner, word);

    for (const statement of ran) {
      const plan = await planOf(statement);
      const scans = plan.filter((line) => line.detail.includes("search_entries_fts VIRTUAL TABLE"));
      // FTS5's constraint string: M the match, > and < the rowid's lower and upper bounds.
      expect(scans[0].detail).toMatch(/INDEX \d+:M\d*(><|<>)/);
      const parents = new Map(plan.map((line) => [line.id, line]));
      const bandReads = plan.filter((line) => /\bband\b/.test(line.detail));
      expect(bandReads.length).toBeGreaterThan(0);
      for (const read of bandReads) expect(parents.get(read.parent)?.detail).toMatch(/^SCALAR SUBQUERY/);
    }
  });
});
