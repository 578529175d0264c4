import { isSameSitePath } from "../../lib/platform/redirects";
import { signOut } from "../auth/accounts";
import { createSession } from "../auth/sessions";
import { auditInsert } from "../platform/audit";
import type { Actor, ActorContext, ServiceContext } from "../platform/context";
import { authorize } from "../platform/policy";
import { clientSubject, spendRateLimit } from "../platform/rate-limits";
import { assertRoomForDemoCopy, deleteDemoCopy, findDemoCopyOf, seedDemoCopy } from "./seed";

/**
 * Seeds a demo board for this visitor alone and signs them in as its director (002 §2.6: demo users act
 * without an account; decision 021: nobody else sees their board, sessions or searches).
 */
export async function startDemoSession(ctx: ServiceContext) {
  const { directorId, organizationId } = await seedDemoCopy(ctx.db, ctx.env.FILES);
  const session = await createSession(ctx, directorId);
  await auditInsert(ctx, { userId: directorId, organizationId, action: "demo.session_started", entityType: "session" });
  return session;
}

export type DemoEntry =
  | { kind: "confirm"; signedInAs: string; action: string }
  | { kind: "entered"; location: string; cookie: string | null };

/**
 * What /demo does for this visitor (002 §2.6). An anonymous visitor gets a demo board of their own and is
 * signed in as its director; a demo visitor keeps theirs (no new cookie); both are sent to the dashboard. A
 * visitor signed in with their own account is asked first, because entering signs them out on this browser:
 * `confirmed` is the POST of that question, and then their session here ends (audited) before the demo one starts.
 */
export async function enterDemo(
  ctx: ServiceContext,
  current: Actor | null,
  url: URL,
  confirmed: boolean,
): Promise<DemoEntry> {
  if (current?.user.isDemo) return { kind: "entered", location: demoLandingPath(url), cookie: null };
  if (current && !confirmed) {
    return { kind: "confirm", signedInAs: current.user.email, action: url.pathname + url.search };
  }
  // Refused before anything changes: a busy demo does not sign anyone out.
  await assertRoomForDemoCopy(ctx.db);
  await spendRateLimit(ctx, { rule: "demoBoardsPerClient", subject: clientSubject(ctx) });
  if (current) await signOut({ ...ctx, actor: current }, "this");
  const { cookie } = await startDemoSession(ctx);
  return { kind: "entered", location: demoLandingPath(url), cookie };
}

/** "Exit Demo & Sign In": ends this browser's demo session (the sign-out is audited by signOut). */
export async function exitDemoSession(ctx: ActorContext): Promise<void> {
  authorize(ctx.actor, "demo.use");
  await signOut(ctx, "this");
}

/**
 * "Reset demo data": the visitor's own demo board and its people are deleted (this session with them) and a
 * fresh board is seeded, with a new session as its director. Nobody else's demo board is touched.
 */
export async function resetDemoForVisitor(ctx: ActorContext) {
  authorize(ctx.actor, "demo.use");
  await spendRateLimit(ctx, { rule: "demoBoardsPerClient", subject: clientSubject(ctx) });
  const previous = await findDemoCopyOf(ctx.db, ctx.actor.user.id);
  // The new board first: if seeding fails, the visitor still has the old one.
  const { directorId, organizationId } = await seedDemoCopy(ctx.db, ctx.env.FILES);
  if (previous) await deleteDemoCopy(ctx.db, ctx.env, previous);
  const session = await createSession(ctx, directorId);
  await auditInsert(ctx, {
    userId: directorId,
    organizationId,
    action: "demo.reset",
    entityType: "organization",
    entityId: organizationId,
    changes: { previousDirectorId: ctx.actor.user.id },
  });
  return session;
}

/**
 * Where /demo lands: the dashboard page the visitor asked for (`redirectTo`, dashboard paths only)
 * with demo=true, and tour=true kept so the dashboard opens the tour.
 */
export function demoLandingPath(url: URL): string {
  const asked = url.searchParams.get("redirectTo");
  const target = new URL(
    asked && isSameSitePath(asked) && /^\/dashboard(?:[/?]|$)/.test(asked) ? asked : "/dashboard",
    url.origin,
  );
  if (target.origin !== url.origin) return "/dashboard?demo=true";
  target.searchParams.set("demo", "true");
  if (url.searchParams.get("tour") === "true") target.searchParams.set("tour", "true");
  return target.pathname + target.search;
}
