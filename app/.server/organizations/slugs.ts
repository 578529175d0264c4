// An organisation's slug is its address: unique, checked here once for creation and renaming alike.
import { and, eq, gte, lt, ne } from "drizzle-orm";
import { ORGANIZATION_MESSAGES } from "../../lib/organizations/constants";
import { slugify } from "../../lib/organizations/slug";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest } from "../platform/errors";

const { organizations } = schema;

/** The one refusal of a slug another organisation holds, as a field error on `slug`. */
export const slugTaken = () => badRequest(ORGANIZATION_MESSAGES.slugTaken, { slug: [ORGANIZATION_MESSAGES.slugTaken] });

/**
 * Refuses a slug another organisation uses (`organizationId`, when given, is the one being renamed). The unique
 * index stays the last word when two requests race: callers turn its refusal into `slugTaken()` too.
 */
export async function assertSlugFree(ctx: ServiceContext, slug: string, organizationId?: string): Promise<void> {
  const holder = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), organizationId ? ne(organizations.id, organizationId) : undefined))
    .get();
  if (holder) throw slugTaken();
}

/** A free slug for a new organisation's name: the name's own slug, else the first free `-2`, `-3` ... */
export async function freeSlugFor(ctx: ServiceContext, name: string): Promise<string> {
  const base = slugify(name);
  // Every slug that starts with `base`, read through the unique index: slugs are [a-z0-9-], all below "\x7f".
  const taken = new Set(
    (
      await ctx.db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(and(gte(organizations.slug, base), lt(organizations.slug, `${base}\x7f`)))
        .all()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; n < 1000; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}
