// Integration-test helpers (run inside workerd): users, organisations, role boards, signed-in requests.

import { env } from "cloudflare:test";
import { exports as workerExports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { createApiToken } from "../../app/.server/auth/api-tokens";
import { hashPassword } from "../../app/.server/auth/password";
import { createSession } from "../../app/.server/auth/sessions";
import { confirmSignUp, requestSignUp } from "../../app/.server/auth/sign-up";
import { createCommittee } from "../../app/.server/committees/committees";
import { seedDemoCopy } from "../../app/.server/demo/seed";
import { inviteMembers } from "../../app/.server/organizations/invitations";
import { runBulkOperation } from "../../app/.server/organizations/list";
import type { ActorContext, ServiceContext } from "../../app/.server/platform/context";
import { createDb, schema } from "../../app/.server/platform/db/client";
import { readAppEnv } from "../../app/.server/platform/env";
import { recordVisit } from "../../app/.server/shell/recent";
import { SignUpSchema } from "../../app/lib/auth/schemas";
import { CommitteeSchema } from "../../app/lib/committees/schemas";

export const TEST_ORIGIN = "https://boardroom.test";
export const DEFAULT_PASSWORD = "correct horse battery staple";

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

// Each test is its own visitor: the per-client rate limits (decision 018) count per test, not per file.
let testClient = 0;
/** Moves serviceContext() to a new client address (tests/integration/setup.ts calls it before each test). */
export function nextTestClient(): void {
  testClient++;
}
/** The address serviceContext() acts from in this test (198.18.0.0/15 is reserved for testing). */
export const testClientIp = () => `198.18.${(testClient >> 8) & 255}.${testClient & 255}`;

export function serviceContext(): ServiceContext {
  return {
    db: createDb(env.DB),
    env,
    config: readAppEnv(env),
    meta: { ip: testClientIp(), userAgent: "vitest" },
    waitUntil: (work) => void backgroundWork.push(work),
  };
}

// What services handed to waitUntil (a page's visit record): a test awaits it before reading the result.
const backgroundWork: Promise<unknown>[] = [];

export async function settleBackgroundWork(): Promise<void> {
  while (backgroundWork.length) await Promise.all(backgroundWork.splice(0));
}

/** A page view's visit record, as a loader makes it, waited for (it runs after the answer in the Worker). */
export async function visitPage(ctx: ActorContext, visit: Parameters<typeof recordVisit>[1]): Promise<void> {
  recordVisit(ctx, visit);
  await settleBackgroundWork();
}

export type TestUser = { id: string; email: string; password: string };
export type TestOrganization = { id: string; name: string; slug: string };

export async function createUser(
  options: {
    email?: string;
    password?: string | null;
    fullName?: string;
    role?: "user" | "admin";
    isDemo?: boolean;
  } = {},
): Promise<TestUser> {
  const ctx = serviceContext();
  const id = crypto.randomUUID();
  const email = (options.email ?? `${unique("user")}@example.test`).toLowerCase();
  const password = options.password === undefined ? DEFAULT_PASSWORD : options.password;
  await ctx.db.batch([
    ctx.db.insert(schema.users).values({
      id,
      email,
      fullName: options.fullName ?? "Test User",
      passwordHash: password ? await hashPassword(password) : null,
      role: options.role ?? "user",
      isDemo: options.isDemo ?? false,
    }),
    ctx.db.insert(schema.userPreferences).values({ userId: id }),
  ]);
  return { id, email, password: password ?? "" };
}

export type Role = "owner" | "admin" | "member" | "viewer";

export async function createOrganization(options: { name?: string; ownerId?: string } = {}): Promise<TestOrganization> {
  const ctx = serviceContext();
  const id = crypto.randomUUID();
  const name = options.name ?? unique("Org");
  const slug = unique("org").toLowerCase();
  await ctx.db.insert(schema.organizations).values({ id, name, slug, createdBy: options.ownerId ?? null });
  if (options.ownerId) await addMember(id, options.ownerId, "owner");
  return { id, name, slug };
}

export async function addMember(organizationId: string, userId: string, role: Role) {
  await serviceContext()
    .db.insert(schema.organizationMembers)
    .values({ id: crypto.randomUUID(), organizationId, userId, role });
}

/** A user with a role in a fresh organisation. */
export async function createMemberWithRole(role: Role) {
  const user = await createUser();
  const org = await createOrganization();
  await addMember(org.id, user.id, role);
  return { user, org };
}

/** Headers of a signed-in browser: the session cookie and our own Origin (CSRF check). */
export async function signedInHeaders(userId: string): Promise<Headers> {
  const { cookie } = await createSession(serviceContext(), userId);
  const token = cookie.split(";")[0];
  return new Headers({ Cookie: token, Origin: TEST_ORIGIN });
}

/** signedInHeaders for a JSON body. */
export async function jsonHeaders(userId: string): Promise<Headers> {
  const headers = await signedInHeaders(userId);
  headers.set("Content-Type", "application/json");
  return headers;
}

/** The services as this user calls them (only the id is read: the rest comes from D1). */
export async function actorContext(user: Pick<TestUser, "id">): Promise<ActorContext> {
  const ctx = serviceContext();
  const row = await ctx.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, user.id) });
  if (!row) throw new Error("test user missing");
  return {
    ...ctx,
    actor: {
      user: {
        id: row.id,
        email: row.email,
        fullName: row.fullName,
        avatarUrl: row.avatarUrl,
        role: row.role,
        isDemo: row.isDemo,
      },
      via: "session",
    },
  };
}

export async function bearerHeaders(user: TestUser): Promise<Headers> {
  const { token } = await createApiToken(await actorContext(user), "test token");
  return new Headers({ Authorization: `Bearer ${token}` });
}

/**
 * The cross-organisation check: a user of organisation A asks for B's resource and must get 404,
 * with nothing of B in the body.
 */
export async function expectCrossOrganizationNotFound(
  fetcher: (headers: Headers) => Promise<Response>,
  forbiddenText: string[],
  headers: Headers,
): Promise<void> {
  const response = await fetcher(headers);
  const body = await response.text();
  if (response.status !== 404)
    throw new Error(`expected 404 across organisations, got ${response.status}: ${body.slice(0, 200)}`);
  for (const text of forbiddenText) if (body.includes(text)) throw new Error(`response leaked "${text}"`);
}

/** The test Worker (API + CSRF check), called like a browser would. */
export function callWorker(path: string, init?: RequestInit): Promise<Response> {
  const worker = (workerExports as unknown as { default: Fetcher }).default;
  return worker.fetch(new Request(`${TEST_ORIGIN}${path}`, init));
}

/** The seats of the role × action matrices: the four roles of one organisation, and someone from another. */
export type Seat = Role | "outsider";
export const SEATS: Seat[] = ["owner", "admin", "member", "viewer", "outsider"];

export type RoleBoardOptions = {
  /** Who sits at the board (default: every seat). */
  seats?: readonly Seat[];
  /** Full names by seat, for tests that read names back (default "Board <seat>"). */
  names?: Partial<Record<Seat, string>>;
  /** One more member, "Subject", for the actions on a member (change role, remove, transfer ownership). */
  subject?: boolean;
  /** A pending member invitation from the owner. */
  pendingInvitation?: boolean;
  /** "Standing Committee": the admin in the chair, the member and the viewer as members (those seated). */
  committee?: boolean;
  /** Archived by its owner through the organisations list, as a user would. */
  archived?: boolean;
};

type SeatsOf<O> = O extends { seats: readonly (infer S extends Seat)[] } ? S : Seat;

/**
 * What createRoleBoard returns: the organisation and its people, `ctx` (the owner's services) when the owner
 * is seated, `outsiderOrg` (the outsider's own organisation) when the outsider is, and a field per option.
 */
export type RoleBoard<O extends RoleBoardOptions = Record<never, never>> = {
  org: TestOrganization;
  users: Record<SeatsOf<O>, TestUser>;
} & ("owner" extends SeatsOf<O> ? { ctx: ActorContext } : unknown) &
  ("outsider" extends SeatsOf<O> ? { outsiderOrg: TestOrganization } : unknown) &
  (O extends { subject: true } ? { subject: TestUser } : unknown) &
  (O extends { pendingInvitation: true } ? { invitationId: string } : unknown) &
  (O extends { committee: true } ? { committeeId: string } : unknown);

/** The board of the role × action matrices: the five seats, a member to act on and a pending invitation. */
export const MATRIX_BOARD = { subject: true, pendingInvitation: true } as const;
export type MatrixBoard = RoleBoard<typeof MATRIX_BOARD>;

/**
 * One organisation (on the free plan, well under its member limit) with a user in each seated role,
 * and an outsider who owns an organisation of their own. Nobody is a demo user.
 */
export async function createRoleBoard<const O extends RoleBoardOptions = Record<never, never>>(
  options: O = {} as O,
): Promise<RoleBoard<O>> {
  const seats = options.seats ?? SEATS;
  const users: Partial<Record<Seat, TestUser>> = {};
  for (const seat of seats) users[seat] = await createUser({ fullName: options.names?.[seat] ?? `Board ${seat}` });
  const org = await createOrganization({ ownerId: users.owner?.id });
  for (const role of ["admin", "member", "viewer"] as const) {
    const user = users[role];
    if (user) await addMember(org.id, user.id, role);
  }
  const board: Record<string, unknown> = { org, users };
  if (users.outsider) board.outsiderOrg = await createOrganization({ ownerId: users.outsider.id });
  if (options.subject) {
    const subject = await createUser({ fullName: "Subject" });
    await addMember(org.id, subject.id, "member");
    board.subject = subject;
  }

  const needsOwner = options.pendingInvitation || options.committee || options.archived;
  if (!users.owner) {
    if (needsOwner) throw new Error("createRoleBoard: invitations, committees and archiving need the owner seated");
    return board as RoleBoard<O>;
  }
  const ctx = await actorContext(users.owner);
  board.ctx = ctx;
  if (options.pendingInvitation) {
    const invited = await inviteMembers(ctx, org.id, [
      { email: `pending.${crypto.randomUUID()}@example.test`, role: "member", expiresInHours: 72 },
    ]);
    board.invitationId = invited.sent[0].id;
  }
  if (options.committee) {
    const memberIds = [users.member?.id, users.viewer?.id].filter((id) => id !== undefined);
    const committee = await createCommittee(
      ctx,
      org.id,
      CommitteeSchema.parse({ name: "Standing Committee", chairId: users.admin?.id, memberIds }),
    );
    board.committeeId = committee.id;
  }
  if (options.archived) {
    const archived = await runBulkOperation(ctx, "archive", [org.id]);
    if (archived.succeeded.length !== 1) throw new Error(`could not archive the board: ${JSON.stringify(archived)}`);
  }
  return board as RoleBoard<O>;
}

/** A demo visitor's own board (seeded as /demo seeds it) and its director's services. */
export async function demoBoard(): Promise<{ organizationId: string; directorId: string; ctx: ActorContext }> {
  const { organizationId, directorId } = await seedDemoCopy(serviceContext().db, env.FILES);
  return { organizationId, directorId, ctx: await actorContext({ id: directorId }) };
}

/** The single-use token in the newest email to `email` (an invitation, a sign-up link; the local outbox). */
export async function tokenFromMailbox(email: string): Promise<string> {
  const mail = await serviceContext()
    .db.select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.toAddress, email))
    .all();
  const last = mail.sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!last) throw new Error(`no mail to ${email}`);
  return decodeURIComponent(last.textBody.match(/token=([^\s]+)/)![1]);
}

/** Signs up as a visitor does: the form's request, then the emailed link; returns the new account's session. */
export async function signUpThroughEmail(input: z.input<typeof SignUpSchema>) {
  const ctx = serviceContext();
  const value = SignUpSchema.parse(input);
  await requestSignUp(ctx, value);
  return confirmSignUp(ctx, await tokenFromMailbox(value.email));
}
