import { Link } from "@remix-run/react";
import { cn } from "~/lib/platform/class-names";

/**
 * The organisation a list page shows, for someone in several: one link per organisation (`?org=`), the current one
 * marked. Nothing for someone in one organisation. Plain links, so it works without JavaScript.
 */
export function OrganizationPicker({
  organizations,
  currentId,
  basePath = "",
}: {
  organizations: readonly { id: string; name: string; slug: string }[];
  currentId: string | undefined;
  basePath?: string;
}) {
  if (organizations.length < 2) return null;
  return (
    <nav aria-label="Organization" className="flex flex-wrap gap-2 text-sm">
      {organizations.map((org) => (
        <Link
          key={org.id}
          to={`${basePath}?org=${org.slug}`}
          aria-current={org.id === currentId ? "page" : undefined}
          className={cn(
            "max-w-full truncate rounded-full border px-3 py-1",
            org.id === currentId ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
          )}
        >
          {org.name}
        </Link>
      ))}
    </nav>
  );
}
