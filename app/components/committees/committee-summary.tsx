import { Link } from "@remix-run/react";
import { cn } from "~/lib/platform/class-names";

type CommitteeSummaryProps = {
  committee: { id: string; name: string; description: string | null; memberCount: number };
  /** The organisation's slug: committee pages are read within it (?org=). */
  organizationSlug: string;
  className?: string;
  linkClassName?: string;
};

/** One committee in a list: its name (a link to its page), description and member count. */
export function CommitteeSummary({ committee, organizationSlug, className, linkClassName }: CommitteeSummaryProps) {
  return (
    <li className={cn("flex flex-col gap-1", className)}>
      <Link
        to={`/dashboard/committees/${committee.id}?org=${encodeURIComponent(organizationSlug)}`}
        className={cn("underline-offset-4 hover:underline", linkClassName)}
      >
        {committee.name}
      </Link>
      {committee.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">{committee.description}</p>
      ) : null}
      <p className="text-sm tabular-nums text-muted-foreground">
        {committee.memberCount} {committee.memberCount === 1 ? "member" : "members"}
      </p>
    </li>
  );
}
