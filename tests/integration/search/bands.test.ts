// Each organisation's index entries hold a band of ids, search_band << 32 | n (decision 069, migration 0020): what the
// app's own paths write lands in its organisation's band, a new organisation takes the next band, and the index
// follows the banded rows as they change and go.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createCommittee, updateCommittee } from "../../../app/.server/committees/committees";
import { addAgendaItem, deleteAgendaItem } from "../../../app/.server/meetings/agenda";
import { createMeeting } from "../../../app/.server/meetings/meetings";
import { createOrganization } from "../../../app/.server/organizations/organizations";
import { searchEverything } from "../../../app/.server/search/global";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import { AgendaItemSchema } from "../../../app/lib/meetings/agenda-schemas";
import { CreateOrganizationSchema } from "../../../app/lib/organizations/schemas";
import { SEARCH_BAND_BITS } from "../../../app/lib/search/constants";
import type { SearchKind } from "../../../app/lib/search/kinds";
import { actorContext, createUser } from "../../helpers/factories";
import { meetingFormInput } from "../../helpers/meetings";
import { loadPdfJs, pdfWithPages, storeAndExtract } from "../../helpers/searchable-documents";
import { uniqueWord } from "../../helpers/searchable-world";

beforeAll(loadPdfJs, 60_000);

type BandedEntry = { kind: SearchKind; band: number; bandOfId: number; n: number };

/** The organisation's entries in id order, each id split into its band and its number within the band. */
async function entriesOf(organizationId: string): Promise<BandedEntry[]> {
  const { results } = await env.DB.prepare(
    `select e.kind, o.search_band as band, e.id >> ${SEARCH_BAND_BITS} as bandOfId,
       e.id & ${2 ** SEARCH_BAND_BITS - 1} as n
     from search_entries e join organizations o on o.id = e.organization_id
     where e.organization_id = ? order by e.id`,
  )
    .bind(organizationId)
    .all<BandedEntry>();
  return results;
}

async function highestBand(): Promise<number> {
  const row = await env.DB.prepare("select coalesce(max(search_band), 0) as band from organizations").first<{
    band: number;
  }>();
  return row?.band ?? 0;
}

/** FTS5 compares the external-content index with search_entries row by row; it throws on any difference. */
async function expectIndexMatchesEntries() {
  await env.DB.prepare("insert into search_entries_fts(search_entries_fts, rank) values ('integrity-check', 1)").run();
}

async function newOrganization(name: string) {
  const owner = await createUser({ fullName: "Band Owner" });
  const ctx = await actorContext(owner);
  const organization = await createOrganization(ctx, CreateOrganizationSchema.parse({ name }));
  return { owner, ctx, organization };
}

const idsFound = async (ctx: Awaited<ReturnType<typeof actorContext>>, q: string) =>
  (await searchEverything(ctx, { q })).groups.flatMap((group) => group.hits.map((hit) => `${hit.kind}:${hit.id}`));

describe("search entries in bands", () => {
  it("gives a new organisation the next band and numbers what its people write in it, in order", async () => {
    const word = uniqueWord("alder");
    const before = await highestBand();
    const { ctx, organization } = await newOrganization(`${word} Trust`);
    const committee = await createCommittee(ctx, organization.id, CommitteeSchema.parse({ name: `${word} panel` }));
    const meeting = await createMeeting(
      ctx,
      organization.id,
      meetingFormInput({ title: `${word} review`, confidentiality: "public" }),
    );
    const item = await addAgendaItem(ctx, meeting.id, AgendaItemSchema.parse({ title: `${word} budget` }));
    const document = await storeAndExtract({
      ownerId: ctx.actor.user.id,
      organizationId: organization.id,
      title: "Pack",
      bytes: await pdfWithPages(["Cover", `The ${word} appendix`]),
    });
    expect(document.outcome).toMatchObject({ status: "done" });

    const entries = await entriesOf(organization.id);
    expect(entries[0]).toMatchObject({ kind: "organization", band: before + 1, n: 1 });
    expect(entries.every((entry) => entry.bandOfId === entry.band)).toBe(true);
    expect(entries.map((entry) => entry.n)).toEqual(entries.map((_, index) => index + 1));
    expect(entries.map((entry) => entry.kind)).toEqual([
      "organization",
      "member",
      "committee",
      "meeting",
      "agenda_item",
      "document",
      "document",
      "document",
    ]);
    expect(new Set(await idsFound(ctx, word))).toEqual(
      new Set([
        `organization:${organization.id}`,
        `committee:${committee.id}`,
        `meeting:${meeting.id}`,
        `agenda_item:${item.id}`,
        `document:${document.id}`,
      ]),
    );

    const next = await newOrganization(uniqueWord("Hazel"));
    expect((await entriesOf(next.organization.id))[0]).toMatchObject({ band: before + 2, bandOfId: before + 2, n: 1 });
    await expectIndexMatchesEntries();
  });

  it("numbers each row of a many-row insert on its own", async () => {
    const word = uniqueWord("birch");
    const { organization } = await newOrganization(uniqueWord("Birch"));
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 50)
       insert into committees (id, organization_id, name) select lower(hex(randomblob(16))), ?, ? || ' ' || i from n`,
    )
      .bind(organization.id, word)
      .run();

    const entries = await entriesOf(organization.id);
    expect(entries.filter((entry) => entry.kind === "committee")).toHaveLength(50);
    expect(entries.map((entry) => entry.n)).toEqual(entries.map((_, index) => index + 1));
    expect(entries.every((entry) => entry.bandOfId === entry.band)).toBe(true);
  });

  it("keeps the index right as banded entries change and go", async () => {
    const [before, after, gone] = [uniqueWord("elm"), uniqueWord("oak"), uniqueWord("yew")];
    const { ctx, organization } = await newOrganization(uniqueWord("Elm"));
    const committee = await createCommittee(ctx, organization.id, CommitteeSchema.parse({ name: `${before} panel` }));
    const meeting = await createMeeting(
      ctx,
      organization.id,
      meetingFormInput({ title: "Quarterly", confidentiality: "public" }),
    );
    const item = await addAgendaItem(ctx, meeting.id, AgendaItemSchema.parse({ title: `${gone} item` }));
    expect(await idsFound(ctx, before)).toEqual([`committee:${committee.id}`]);
    expect(await idsFound(ctx, gone)).toEqual([`agenda_item:${item.id}`]);

    await updateCommittee(ctx, organization.id, committee.id, CommitteeSchema.parse({ name: `${after} panel` }));
    await deleteAgendaItem(ctx, meeting.id, item.id);

    expect(await idsFound(ctx, before)).toEqual([]);
    expect(await idsFound(ctx, after)).toEqual([`committee:${committee.id}`]);
    expect(await idsFound(ctx, gone)).toEqual([]);
    await expectIndexMatchesEntries();
  });
});
