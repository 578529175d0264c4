// The D1 client with the whole schema, one file per capability under ./schema (drizzle-kit reads the folder).
import { drizzle } from "drizzle-orm/d1";
import * as audit from "./schema/audit";
import * as auth from "./schema/auth";
import * as committees from "./schema/committees";
import * as email from "./schema/email";
import * as notifications from "./schema/notifications";
import * as organizations from "./schema/organizations";
import * as rateLimits from "./schema/rate-limits";
import * as shell from "./schema/shell";

const schema = {
  ...auth,
  ...email,
  ...organizations,
  ...committees,
  ...shell,
  ...audit,
  ...notifications,
  ...rateLimits,
};

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;
export { schema };
