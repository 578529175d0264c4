// The organisation's overview: who sits on it and its committees, for every member (where a director or
// viewer lands). Meetings and documents are not built yet, so the overview shows neither.
import { Link } from "@remix-run/react";
import type { loadOrganizationOverview } from "~/.server/organizations/overview";
import { CommitteeSummary } from "~/components/committees/committee-summary";
import { Avatar } from "~/components/profile/avatar";
import { UsersRound } from "~/components/ui/icons";
import { RoleBadge } from "../role-badge";

type Overview = Awaited<ReturnType<typeof loadOrganizationOverview>>;

export function OverviewTab({
  overview,
  slug,
  canManageMembers,
}: {
  overview: Overview;
  slug: string;
  canManageMembers: boolean;
}) {
  const { people, peopleCount, committees } = overview;
  const more = peopleCount - people.length;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <section aria-labelledby="people-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="people-title" className="text-lg font-semibold">
          People <span className="text-sm font-normal tabular-nums text-muted-foreground">({peopleCount})</span>
        </h2>
        <ul aria-label="People" className="flex flex-col divide-y rounded-md border">
          {people.map((person) => (
            <li key={person.userId} className="flex flex-wrap items-center gap-x-2 gap-y-1 p-3">
              <Avatar avatarUrl={person.avatarUrl} name={person.fullName} email={person.email} />
              <span className="min-w-0 font-medium">
                {person.displayName}
                {person.isYou ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
              </span>
              <RoleBadge role={person.role} />
              {person.boardTitle ? (
                <span className="basis-full text-sm text-muted-foreground">{person.boardTitle}</span>
              ) : null}
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p className="text-sm text-muted-foreground">
            And <span className="tabular-nums">{more}</span> more:{" "}
            <Link
              to={canManageMembers ? `/dashboard/organizations/${slug}?tab=members` : "/dashboard/boardmates"}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {canManageMembers ? "see every member" : "see them in Boardmates"}
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="committees-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="committees-title" className="text-lg font-semibold">
          Committees
        </h2>
        {committees.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-6 text-center">
            <UsersRound className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No committees yet</p>
            <p className="text-sm text-muted-foreground">The organization's committees will be listed here.</p>
          </div>
        ) : (
          <ul aria-label="Committees" className="flex flex-col divide-y rounded-md border">
            {committees.map((committee) => (
              <CommitteeSummary
                key={committee.id}
                committee={committee}
                organizationSlug={slug}
                className="p-3"
                linkClassName="font-medium"
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
