// /demo: anonymous visitors go straight into the demo (002 §2.6); someone signed in with their own
// account is asked first, because entering signs them out of it on this browser.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lookupSession } from "../../../app/.server/auth/sessions";
import { findDemoCopyOf } from "../../../app/.server/demo/seed";
import { enterDemo } from "../../../app/.server/demo/session";
import type { Actor } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import { createRequestServices } from "../../../app/.server/platform/request-context";
import robots from "../../../public/robots.txt?raw";
import { createUser, demoBoard, serviceContext, signedInHeaders, TEST_ORIGIN } from "../../helpers/factories";

const tokenOf = (setCookie: string) => decodeURIComponent(setCookie.split(";")[0].split("=")[1]);
const demoUrl = (path: string) => new URL(`${TEST_ORIGIN}${path}`);

async function sessionRows(userId: string) {
  return serviceContext().db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId)).all();
}

/** A member signed in on this browser (its session) and on another device. */
async function signedInMember() {
  const user = await createUser();
  const here = (await signedInHeaders(user.id)).get("Cookie")!;
  const elsewhere = (await signedInHeaders(user.id)).get("Cookie")!;
  const resolved = await createRequestServices(
    new Request(`${TEST_ORIGIN}/demo`, { headers: { Cookie: here } }),
    env,
  ).getActor();
  return { user, here, elsewhere, actor: resolved!.actor };
}

/** What /demo's loader (GET) and action (POST, the confirmation) call. */
const visit = (current: Actor | null, path: string) => enterDemo(serviceContext(), current, demoUrl(path), false);
const confirm = (current: Actor | null, path: string) => enterDemo(serviceContext(), current, demoUrl(path), true);

describe("entering the demo", () => {
  it("signs an anonymous visitor straight in, as the director of a demo board of their own", async () => {
    const entry = await visit(null, "/demo?tour=true");
    if (entry.kind !== "entered" || !entry.cookie) throw new Error("expected to enter the demo");
    expect(entry.location).toBe("/dashboard?demo=true&tour=true");
    const director = (await lookupSession(serviceContext(), tokenOf(entry.cookie)))?.user;
    expect(director?.isDemo).toBe(true);
    expect(await findDemoCopyOf(serviceContext().db, director!.id)).not.toBeNull();
  });

  it("lets a demo visitor back in without asking, keeping their board and session", async () => {
    const { ctx, organizationId } = await demoBoard();
    const boards = await serviceContext().db.$count(schema.organizations);
    const entry = await visit(ctx.actor, "/demo");
    expect(entry).toEqual({ kind: "entered", location: "/dashboard?demo=true", cookie: null });
    expect(await findDemoCopyOf(serviceContext().db, ctx.actor.user.id)).toBe(organizationId);
    expect(await serviceContext().db.$count(schema.organizations)).toBe(boards);
  });

  it("asks a signed-in member first and changes nothing until they confirm", async () => {
    const { user, here, actor } = await signedInMember();
    const entry = await visit(actor, "/demo?tour=true");
    expect(entry).toEqual({ kind: "confirm", signedInAs: user.email, action: "/demo?tour=true" });
    expect(await sessionRows(user.id)).toHaveLength(2);
    expect((await lookupSession(serviceContext(), tokenOf(here)))?.user.id).toBe(user.id);
    const started = await serviceContext()
      .db.select()
      .from(schema.auditLogs)
      .where(eq(schema.auditLogs.action, "auth.sign_out"))
      .all();
    expect(started.filter((row) => row.userId === user.id)).toHaveLength(0);
  });

  it("on confirmation signs the member out on this browser only, and into the demo", async () => {
    const { user, here, elsewhere, actor } = await signedInMember();
    const entry = await confirm(actor, "/demo?tour=true");
    if (entry.kind !== "entered" || !entry.cookie) throw new Error("expected to enter the demo");
    expect(entry.location).toBe("/dashboard?demo=true&tour=true");
    expect((await lookupSession(serviceContext(), tokenOf(entry.cookie)))?.user.isDemo).toBe(true);

    expect(await lookupSession(serviceContext(), tokenOf(here))).toBeNull();
    expect((await lookupSession(serviceContext(), tokenOf(elsewhere)))?.user.id).toBe(user.id);
    const signOut = await serviceContext()
      .db.select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.userId, user.id), eq(schema.auditLogs.action, "auth.sign_out")))
      .all();
    expect(signOut).toHaveLength(1);
  });

  it("keeps crawlers out of /demo", () => {
    expect(robots.split("\n").map((line) => line.trim())).toContain("Disallow: /demo");
  });
});
