/** An organisation's id (a UUID): a slug of this shape would name two organisations where either is accepted. */
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function looksLikeAnId(slug: string): boolean {
  return ID_SHAPE.test(slug);
}

/** A URL slug from a name: lowercase ASCII words joined by hyphens, at most 40 characters. */
export function slugify(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  return base.length >= 2 && !looksLikeAnId(base) ? base : `org-${base || "new"}`.slice(0, 40);
}
