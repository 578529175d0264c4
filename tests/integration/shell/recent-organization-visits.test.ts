// Recent visits follow an organisation: they move with its slug, and go when it is deleted or when
// someone leaves it, so the quick-actions list never offers a page that is gone or closed to the reader.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteOrganizationNow, purgeDueOrganizations } from "../../../app/.server/organizations/deletion";
import { removeMember } from "../../../app/.server/organizations/members";
import { updateOrganizationGeneral } from "../../../app/.server/organizations/settings";
import { schema } from "../../../app/.server/platform/db/client";
import { listRecentItems } from "../../../app/.server/shell/recent";
import {
  actorContext,
  addMember,
  createOrganization,
  createUser,
  serviceContext,
  visitPage,
} from "../../helpers/factories";

async function boardWithVisits(longSlug?: string) {
  const owner = await createUser();
  const director = await createUser();
  const org = await createOrganization({ ownerId: owner.id, name: "Visited Board" });
  await addMember(org.id, director.id, "member");
  if (longSlug) {
    await serviceContext()
      .db.update(schema.organizations)
      .set({ slug: longSlug })
      .where(eq(schema.organizations.id, org.id))
      .run();
  }
  const slug = longSlug ?? org.slug;
  const { slug: otherSlug } = await createOrganization({ ownerId: owner.id, name: "Other Board" });
  for (const user of [owner, director]) {
    const ctx = await actorContext(user);
    await visitPage(ctx, { href: `/dashboard/organizations/${slug}`, title: "Visited Board", type: "organization" });
    await visitPage(ctx, {
      href: `/dashboard/committees/c-1?org=${slug}`,
      title: "Audit Committee",
      type: "committee",
    });
    await visitPage(ctx, { href: "/dashboard/meetings", title: "Meetings", type: "page" });
  }
  await visitPage(await actorContext(owner), {
    href: `/dashboard/organizations/${otherSlug}`,
    title: "Other Board",
    type: "organization",
  });
  return { owner, director, org, slug, otherSlug };
}

const hrefs = async (userId: string) =>
  (await listRecentItems(serviceContext(), userId, 50)).map((item) => item.href).sort();

describe("recent visits to an organisation's pages", () => {
  it("move with a slug change, for everyone, replacing stale entries at the new address", async () => {
    const { owner, director, org, otherSlug } = await boardWithVisits();
    const next = `moved-${crypto.randomUUID().slice(0, 8)}`;
    // A stale entry already at the new address (some earlier organisation had that slug).
    await visitPage(await actorContext(director), {
      href: `/dashboard/organizations/${next}`,
      title: "Long gone",
      type: "organization",
    });
    await updateOrganizationGeneral(await actorContext(owner), org.id, {
      name: "Visited Board",
      slug: next,
      description: undefined,
      website: undefined,
    });
    expect(await hrefs(director.id)).toEqual(
      [`/dashboard/committees/c-1?org=${next}`, "/dashboard/meetings", `/dashboard/organizations/${next}`].sort(),
    );
    expect(await hrefs(owner.id)).toEqual(
      [
        `/dashboard/committees/c-1?org=${next}`,
        "/dashboard/meetings",
        `/dashboard/organizations/${next}`,
        `/dashboard/organizations/${otherSlug}`,
      ].sort(),
    );
  });

  it("go for everyone when the organisation is deleted now, and other organisations' stay", async () => {
    const { owner, director, org, otherSlug } = await boardWithVisits();
    await deleteOrganizationNow(await actorContext(owner), org.id, { confirmName: "Visited Board", understood: true });
    expect(await hrefs(owner.id)).toEqual(["/dashboard/meetings", `/dashboard/organizations/${otherSlug}`]);
    expect(await hrefs(director.id)).toEqual(["/dashboard/meetings"]);
  });

  it("go when the Cron Trigger carries out a scheduled deletion", async () => {
    const { director, org } = await boardWithVisits();
    await serviceContext()
      .db.update(schema.organizations)
      .set({ deletionScheduledFor: Date.now() - 1000 })
      .where(eq(schema.organizations.id, org.id))
      .run();
    await purgeDueOrganizations(serviceContext().db, serviceContext().env.FILES);
    expect(await hrefs(director.id)).toEqual(["/dashboard/meetings"]);
  });

  it("go for the member who is removed, and only for them", async () => {
    const { owner, director, org, slug } = await boardWithVisits();
    await removeMember(await actorContext(owner), org.id, director.id);
    expect(await hrefs(director.id)).toEqual(["/dashboard/meetings"]);
    expect(await hrefs(owner.id)).toContain(`/dashboard/organizations/${slug}`);
  });
});

// D1 refuses LIKE patterns over 50 bytes: a pattern built from a slug made all of these answer 500 and change
// nothing once the slug passed 22 characters (generated slugs reach 40). Slugs are matched without LIKE now.
describe("recent visits of an organisation with a long slug", () => {
  const longSlug = () => `${"long-board-".repeat(8)}${crypto.randomUUID().slice(0, 8)}`.slice(0, 100);

  it("go for the member who is removed or leaves", async () => {
    const { owner, director, org, slug } = await boardWithVisits(longSlug());
    expect(slug).toHaveLength(96);
    await removeMember(await actorContext(owner), org.id, director.id);
    expect(await hrefs(director.id)).toEqual(["/dashboard/meetings"]);
    expect(await hrefs(owner.id)).toContain(`/dashboard/organizations/${slug}`);
  });

  it("move with a change to another long slug, and go when the organisation is deleted now", async () => {
    const { owner, director, org } = await boardWithVisits(longSlug());
    const next = `renamed-${"x".repeat(34)}-${crypto.randomUUID().slice(0, 7)}`;
    expect(next).toHaveLength(50);
    await updateOrganizationGeneral(await actorContext(owner), org.id, {
      name: "Visited Board",
      slug: next,
      description: undefined,
      website: undefined,
    });
    expect(await hrefs(director.id)).toEqual(
      [`/dashboard/committees/c-1?org=${next}`, "/dashboard/meetings", `/dashboard/organizations/${next}`].sort(),
    );
    await deleteOrganizationNow(await actorContext(owner), org.id, { confirmName: "Visited Board", understood: true });
    expect(await hrefs(director.id)).toEqual(["/dashboard/meetings"]);
  });
});
