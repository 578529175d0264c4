// The admin dashboard's reads ride in the session lookup's batch, after the shell's (decision 066): gated in SQL on
// the session's user being a platform administrator, so anyone else reads none of the platform's figures; the
// guard (`requirePlatformAdmin`, on the session's own row) still decides, and answers them 404.
import { type SQL, sql } from "drizzle-orm";
import { schema } from "../platform/db/client";
import { PLATFORM_ADMIN_ROLE } from "../platform/policy";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { adminDashboardQueries, dashboardTimes } from "./dashboard";

const { users } = schema;

const isPlatformAdmin = (user: SQL) =>
  sql`(select ${users.role} from ${users} where ${users.id} = ${user}) = ${PLATFORM_ADMIN_ROLE}`;

export const ADMIN_DASHBOARD_READS = pageReadsWithSession({
  name: "admin dashboard",
  // The instants counted from are the request's; its loader checks the first day shown is still its own.
  match: (pathname) => (/^\/admin\/dashboard(?:\.data)?$/.test(pathname) ? dashboardTimes(Date.now()) : null),
  reads: (db, user) =>
    adminDashboardQueries(
      { db },
      {
        adminNow: sql.placeholder("adminNow"),
        adminWeek: sql.placeholder("adminWeek"),
        adminMonth: sql.placeholder("adminMonth"),
        adminSince: sql.placeholder("adminSince"),
      },
      isPlatformAdmin(user),
    ),
});
