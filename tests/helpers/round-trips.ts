// Counts a service's round trips to D1 (each statement run, each batch), to prove two paths do the
// same work without timing them (timings are noise on these machines).
import { env } from "cloudflare:test";
import { pickOrganization } from "../../app/.server/organizations/organizations";
import type { ActorContext, ServiceContext } from "../../app/.server/platform/context";
import { createDb } from "../../app/.server/platform/db/client";
import { createRequestServices, type RequestServices, withActor } from "../../app/.server/platform/request-context";
import { loadShell } from "../../app/.server/shell/load-shell";
import { serviceContext, signedInHeaders, TEST_ORIGIN, type TestUser } from "./factories";

const RUNS = new Set(["first", "run", "all", "raw"]);

export type RanStatement = { query: string; params: unknown[] };

/**
 * The test D1 binding, counting every round trip made through it and keeping each statement it was given with
 * its bound values (batched ones too, which drizzle's logger does not see).
 */
export function countingDatabase(): {
  database: D1Database;
  roundTrips: () => number;
  statements: () => RanStatement[];
} {
  let count = 0;
  const statements: RanStatement[] = [];
  // workerd's batch() wants its own statement objects: each proxy remembers the statement it wraps.
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement, query: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        if (property === "bind")
          return (...values: unknown[]) => {
            statements.push({ query, params: values });
            return wrap(value.apply(target, values), query);
          };
        if (RUNS.has(String(property)))
          return (...args: unknown[]) => {
            count++;
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
    unwrapped.set(proxy, statement);
    return proxy;
  };
  const database = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrap(target.prepare(query), query);
      if (property === "batch")
        return (statements: D1PreparedStatement[]) => {
          count++;
          return target.batch(statements.map((statement) => unwrapped.get(statement) ?? statement));
        };
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { database, roundTrips: () => count, statements: () => statements };
}

export function countingContext(): { ctx: ServiceContext; roundTrips: () => number } {
  const { database, roundTrips } = countingDatabase();
  return { ctx: { ...serviceContext(), db: createDb(database) }, roundTrips };
}

/**
 * A repeat view of a signed-in page as the Worker serves it (decision 026): the session and the shell in one batch,
 * then the dashboard layout's loader (`loadShell`) and `load`, the page's, with the request-start snapshot and the
 * request's services (for the page's rows read with the session, decision 066). The first
 * view (which creates the preferences row and records the visit) is not counted; the answer is the second view's,
 * with its round trips after the session's batch, the work it left for after the answer included.
 */
export async function repeatPageView<T>(
  user: Pick<TestUser, "id">,
  path: string,
  load: (ctx: ActorContext, url: URL, services: RequestServices) => Promise<T>,
): Promise<{ page: T; roundTrips: number }> {
  const headers = await signedInHeaders(user.id);
  const view = async () => {
    const { database, roundTrips } = countingDatabase();
    const work: Promise<unknown>[] = [];
    const request = new Request(`${TEST_ORIGIN}${path}`, { headers });
    const services = createRequestServices(request, { ...env, DB: database }, (promise) => work.push(promise));
    const resolved = await services.getActor();
    if (!resolved) throw new Error("expected a session");
    const session = roundTrips();
    const ctx = withActor(services.service, resolved);
    const [, page] = await Promise.all([
      loadShell(ctx, services.prefetchedShell()),
      load(ctx, new URL(request.url), services),
    ]);
    await Promise.all(work);
    return { page, roundTrips: roundTrips() - session };
  };
  await view();
  return view();
}

/** What the pages' loaders do first: the organisation the URL names, else the current one. */
export async function pickedOrganization(ctx: ActorContext, url: URL) {
  const { organization } = await pickOrganization(ctx, url.searchParams.get("org"));
  if (!organization) throw new Error("expected an organisation");
  return organization;
}
