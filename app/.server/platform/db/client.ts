// The D1 client with the whole schema, one file per capability under ./schema (drizzle-kit reads the folder).
import { drizzle } from "drizzle-orm/d1";
import * as admin from "./schema/admin";
import * as analytics from "./schema/analytics";
import * as assets from "./schema/assets";
import * as audit from "./schema/audit";
import * as auth from "./schema/auth";
import * as boardPacks from "./schema/board-packs";
import * as committees from "./schema/committees";
import * as email from "./schema/email";
import * as meetings from "./schema/meetings";
import * as notificationDelivery from "./schema/notification-delivery";
import * as notifications from "./schema/notifications";
import * as organizations from "./schema/organizations";
import * as rateLimits from "./schema/rate-limits";
import * as search from "./schema/search";
import * as security from "./schema/security";
import * as shell from "./schema/shell";
import * as twoFactor from "./schema/two-factor";
import * as vaults from "./schema/vaults";

const schema = {
  ...auth,
  ...email,
  ...organizations,
  ...committees,
  ...shell,
  ...audit,
  ...notifications,
  ...rateLimits,
  ...assets,
  ...vaults,
  ...boardPacks,
  ...meetings,
  ...security,
  ...search,
  ...analytics,
  ...twoFactor,
  ...admin,
  ...notificationDelivery,
};

function drizzleWithSchema(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof drizzleWithSchema>;

// drizzle() walks the whole schema to build its relational config (about 0.6 ms of CPU), so each binding gets its
// client once per isolate instead of once per request. The client holds no per-request state.
const clients = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  const known = clients.get(d1);
  if (known) return known;
  const db = drizzleWithSchema(d1);
  clients.set(d1, db);
  return db;
}
export { schema };
