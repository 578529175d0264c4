import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { ADMIN_USERS_READS, userListQueryOf, userListValues } from "~/.server/admin/page-reads";
import { listUsers } from "~/.server/admin/users";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { AdminPage, AdminTable, cellClass, useAdminTimeZone, withParam } from "~/components/admin/admin-page";
import { NotFoundPage } from "~/components/error-boundary";
import { Avatar } from "~/components/profile/avatar";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Pager } from "~/components/ui/pager";
import { USER_FILTER_LABELS, USER_FILTERS } from "~/lib/admin/constants";
import { formatDate } from "~/lib/platform/dates";

export const meta: MetaFunction = () => [{ title: "Users · Admin · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  // A bad page number or filter opens the first page of everyone rather than an error (decision 015).
  const query = userListQueryOf(new URL(request.url).searchParams);
  const values = userListValues(query);
  const prefetched = values ? context.services.prefetchedPage(ADMIN_USERS_READS, values) : undefined;
  return orErrorPage(async () => ({ query, ...(await listUsers(ctx, query, prefetched)) }));
}

export default function AdminUsersPage() {
  const { query, users, page, limit, total } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const timeZone = useAdminTimeZone();
  return (
    <AdminPage
      title="Users"
      description="Every account on the platform: find one, then suspend, reset or change its role."
    >
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Find users">
        <div className="flex flex-col gap-1">
          <Label htmlFor="user-search">Name or email</Label>
          <Input id="user-search" name="q" type="search" defaultValue={query.q ?? ""} maxLength={100} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="user-filter">Show</Label>
          <NativeSelect id="user-filter" name="filter" defaultValue={query.filter}>
            {USER_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {USER_FILTER_LABELS[filter]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 1 ? "1 user" : `${total} users`}
      </p>
      {users.length ? (
        <AdminTable caption="Users" head={["Name", "Email", "Role", "Status", "Sessions", "Joined"]}>
          {users.map((user) => (
            <tr key={user.id}>
              <td className={cellClass}>
                <span className="flex items-center gap-2">
                  <Avatar avatarUrl={user.avatarUrl} name={user.fullName} email={user.email} />
                  <Link to={`/admin/users/${user.id}`} className="font-medium hover:underline">
                    {user.fullName || user.email}
                  </Link>
                </span>
              </td>
              <td className={cellClass}>{user.email}</td>
              <td className={cellClass}>{user.role === "admin" ? "Administrator" : user.isDemo ? "Demo" : "User"}</td>
              <td className={cellClass}>{user.suspendedAt ? "Suspended" : "Active"}</td>
              <td className={`${cellClass} tabular-nums`}>{user.activeSessions}</td>
              <td className={cellClass}>{formatDate(user.createdAt, timeZone)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>No user matches these filters.</p>
      )}
      <Pager
        label="Pages of users"
        page={page}
        totalPages={Math.ceil(total / limit)}
        summary={`${total} users`}
        hrefFor={(target) => withParam(search, "page", target)}
      />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
