import { Link } from "@remix-run/react";
import type { OrganizationCard as Card } from "~/.server/organizations/list";
import { Users } from "~/components/ui/icons";
import { cn } from "~/lib/platform/class-names";
import { OrganizationInitials, RoleBadge } from "../role-badge";

/** One organisation in the list, with the box that selects it for a bulk operation. */
export function OrganizationCard({ organization, selected }: { organization: Card; selected: boolean }) {
  return (
    <li
      className={cn(
        "relative flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm",
        selected && "ring-2 ring-primary",
      )}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          name="ids"
          value={organization.id}
          defaultChecked={false}
          aria-label={`Select ${organization.name}`}
          className="mt-1 h-4 w-4 accent-[hsl(var(--primary))]"
        />
        <OrganizationInitials name={organization.name} logoUrl={organization.logoUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link to={`/dashboard/organizations/${organization.slug}`} className="truncate font-semibold hover:underline">
            {organization.name}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <RoleBadge role={organization.role} />
            {organization.isDemo ? <span className="rounded-full bg-warning/15 px-2 py-0.5 text-xs">Demo</span> : null}
            {organization.deletionScheduledFor ? (
              <span className="rounded-full bg-destructive/15 px-2 py-0.5 text-xs text-destructive">
                Deletion Scheduled
              </span>
            ) : null}
          </div>
        </div>
      </div>
      {organization.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">{organization.description}</p>
      ) : null}
      <p className="flex gap-4 text-sm text-muted-foreground tabular-nums">
        <span className="inline-flex items-center gap-1">
          <Users className="h-4 w-4" aria-hidden="true" /> {organization.memberCount}{" "}
          {organization.memberCount === 1 ? "member" : "members"}
        </span>
        <span>
          {organization.committeeCount} {organization.committeeCount === 1 ? "committee" : "committees"}
        </span>
      </p>
    </li>
  );
}
