// Batches built once and run with new values each time (decision 052): the session lookup and the shell's reads.
// A value kept from the first run (a user, a clock) would show another person's shell: these runs share one template.
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSession, lookupSession } from "../../../app/.server/auth/sessions";
import { batchTemplate } from "../../../app/.server/platform/db/batch-template";
import { createDb, type Db, schema } from "../../../app/.server/platform/db/client";
import { createRequestServices, withActor } from "../../../app/.server/platform/request-context";
import { loadShell } from "../../../app/.server/shell/load-shell";
import { createOrganization, createUser, serviceContext, signedInHeaders, TEST_ORIGIN } from "../../helpers/factories";
import { countingDatabase } from "../../helpers/round-trips";

afterEach(() => vi.useRealTimers());

async function shellOf(headers: Headers) {
  // The real binding, as a Worker has it: every request of the isolate shares its client and its templates.
  const services = createRequestServices(new Request(`${TEST_ORIGIN}/dashboard/organizations`, { headers }), env);
  const resolved = await services.getActor();
  if (!resolved) throw new Error("expected a session");
  return loadShell(withActor(services.service, resolved), services.prefetchedShell());
}

describe("a batch template", () => {
  it("gives each person their own session and shell, in turn, from one template", async () => {
    const [ada, grace] = [
      await createUser({ fullName: "Ada Template" }),
      await createUser({ fullName: "Grace Template" }),
    ];
    const adaBoard = await createOrganization({ name: "Analytical Board", ownerId: ada.id });
    const graceBoard = await createOrganization({ name: "Compiler Board", ownerId: grace.id });
    const [adaHeaders, graceHeaders] = [await signedInHeaders(ada.id), await signedInHeaders(grace.id)];

    for (let round = 0; round < 2; round++) {
      const [adaShell, graceShell] = [await shellOf(adaHeaders), await shellOf(graceHeaders)];
      expect([adaShell.user.name, adaShell.organizations.map((org) => org.id)]).toEqual([
        "Ada Template",
        [adaBoard.id],
      ]);
      expect([graceShell.user.name, graceShell.organizations.map((org) => org.id)]).toEqual([
        "Grace Template",
        [graceBoard.id],
      ]);
    }
  });

  it("reads the clock of each lookup: a session expires between two lookups", async () => {
    const user = await createUser();
    const { cookie } = await createSession(serviceContext(), user.id);
    const token = decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!);
    const row = await serviceContext()
      .db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id))
      .get();

    expect((await lookupSession(serviceContext(), token))?.user.id).toBe(user.id);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(row!.expiresAt + 1);
    expect(await lookupSession(serviceContext(), token)).toBeNull();
  });

  it("runs a read that repeats an earlier one once and gives each item its own rows", async () => {
    const named = (db: Db, placeholder: string) =>
      db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.fullName, sql.placeholder(placeholder)));
    const reads = batchTemplate((db) => [named(db, "first"), named(db, "first"), named(db, "second")] as const);
    const names = { first: `Ada ${crypto.randomUUID()}`, second: `Grace ${crypto.randomUUID()}` };
    const [ada, grace] = [await createUser({ fullName: names.first }), await createUser({ fullName: names.second })];
    const { database, roundTrips, statements } = countingDatabase();
    const db = createDb(database);
    const [first, again, second] = await reads.run(db, names);
    expect([first, again, second]).toEqual([[{ id: ada.id }], [{ id: ada.id }], [{ id: grace.id }]]);
    // Mapped once per item: a page that edits its rows does not edit another's.
    expect(again).not.toBe(first);
    expect([roundTrips(), statements().map(({ params }) => params)]).toEqual([1, [[names.first], [names.second]]]);
    // The same template through drizzle's own batch sends all three, with the same results.
    expect(await db.batch(reads(db, names))).toEqual([first, again, second]);
    expect(statements()).toHaveLength(5);
  });

  it("refuses to run without a value for each placeholder", async () => {
    const usersNamed = batchTemplate(
      (db) =>
        [
          db
            .select({ id: schema.users.id })
            .from(schema.users)
            .where(eq(schema.users.fullName, sql.placeholder("name"))),
        ] as const,
    );
    const db = createDb(env.DB);
    const name = `Placeholder ${crypto.randomUUID()}`;
    const user = await createUser({ fullName: name });
    const [rows] = await db.batch(usersNamed(db, { name }));
    expect(rows.map((found: { id: string }) => found.id)).toEqual([user.id]);
    await expect(db.batch(usersNamed(db, {}))).rejects.toThrow('No value for placeholder "name"');
  });
});
