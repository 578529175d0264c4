import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { listBoardmates } from "~/.server/organizations/boardmates";
import { boardmatesPageOf, boardmatesSearchOf } from "~/.server/organizations/page-reads";
import { requireActor } from "~/.server/remix/guards";
import { requestedPage } from "~/.server/remix/paging";
import { RoleBadge } from "~/components/organizations/role-badge";
import { Avatar } from "~/components/profile/avatar";
import { Button } from "~/components/ui/button";
import { UsersRound } from "~/components/ui/icons";
import { BOARDMATES_PAGE_SIZE } from "~/lib/organizations/constants";
import type { OrganizationRole } from "~/lib/organizations/roles";

export const meta: MetaFunction = () => [{ title: "Boardmates · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const q = boardmatesSearchOf(url.searchParams);
  const { page, values } = boardmatesPageOf(q);
  const prefetched = context.services.prefetchedPage(page, values);
  return { q, ...(await listBoardmates(ctx, { search: q, page: requestedPage(url) }, prefetched)) };
}

export default function BoardmatesPage() {
  const { people, total, page, q } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(total / BOARDMATES_PAGE_SIZE));
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-labelledby="page-title">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          Boardmates
        </h1>
        <p className="text-muted-foreground">The people you sit with, across your organizations.</p>
      </header>
      <Form method="get" role="search" aria-label="Boardmates" className="flex gap-2">
        <label htmlFor="boardmates-q" className="sr-only">
          Search boardmates
        </label>
        <input
          id="boardmates-q"
          name="q"
          defaultValue={q}
          placeholder="Search by name or email"
          className="h-10 flex-1 rounded-md border border-input bg-background px-3"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      {people.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <UsersRound className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{q ? "No boardmates match" : "No boardmates yet"}</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {q ? "Try another name or email." : "Invite people to your organizations and they appear here."}
          </p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {people.map((person) => (
            <li key={person.userId} className="flex flex-col gap-1 p-3">
              <span className="flex items-center gap-3">
                <Avatar avatarUrl={person.avatarUrl} name={person.fullName} email={person.email} />
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{person.name}</span>
                  <span className="text-sm text-muted-foreground">{person.email}</span>
                </span>
              </span>
              <ul className="flex flex-wrap gap-2 text-sm">
                {person.shared.map((shared) => (
                  <li key={shared.slug} className="flex items-center gap-1">
                    <Link to={`/dashboard/organizations/${shared.slug}`} className="underline-offset-4 hover:underline">
                      {shared.organization}
                    </Link>
                    <RoleBadge role={shared.role as OrganizationRole} />
                    {shared.boardTitle ? <span className="text-muted-foreground">{shared.boardTitle}</span> : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-3 text-sm">
          {page > 1 ? <Link to={`?q=${encodeURIComponent(q)}&page=${page - 1}`}>Previous</Link> : null}
          <span className="tabular-nums">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`?q=${encodeURIComponent(q)}&page=${page + 1}`}>Next</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
