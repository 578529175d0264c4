// Test helpers later issues reuse: users, organisations, memberships and signed-in requests.

import { env } from "cloudflare:test";
import { exports as workerExports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createApiToken } from "../../app/.server/auth/api-tokens";
import { hashPassword } from "../../app/.server/auth/password";
import { createSession } from "../../app/.server/auth/sessions";
import type { ActorContext, ServiceContext } from "../../app/.server/platform/context";
import { createDb, schema } from "../../app/.server/platform/db/client";
import { readAppEnv } from "../../app/.server/platform/env";

export const TEST_ORIGIN = "https://boardroom.test";
export const DEFAULT_PASSWORD = "correct horse battery staple";

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function serviceContext(): ServiceContext {
  return {
    db: createDb(env.DB),
    env,
    config: readAppEnv(env),
    meta: { ip: "203.0.113.7", userAgent: "vitest", origin: TEST_ORIGIN },
  };
}

export type TestUser = { id: string; email: string; password: string };

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

export async function createOrganization(options: { name?: string; ownerId?: string } = {}) {
  const ctx = serviceContext();
  const id = crypto.randomUUID();
  const name = options.name ?? unique("Org");
  await ctx.db
    .insert(schema.organizations)
    .values({ id, name, slug: unique("org").toLowerCase(), createdBy: options.ownerId ?? null });
  if (options.ownerId) await addMember(id, options.ownerId, "owner");
  return { id, name };
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

export async function actorContext(user: TestUser): Promise<ActorContext> {
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

/**
 * One organisation (on the free plan, well under its member limit) with a user in each role, and an
 * outsider who owns an organisation of their own. Nobody is a demo user.
 */
export async function createRoleBoard() {
  const users = {} as Record<Seat, TestUser>;
  for (const seat of SEATS) users[seat] = await createUser({ fullName: `Board ${seat}` });
  const org = await createOrganization({ ownerId: users.owner.id });
  await addMember(org.id, users.admin.id, "admin");
  await addMember(org.id, users.member.id, "member");
  await addMember(org.id, users.viewer.id, "viewer");
  const outsiderOrg = await createOrganization({ ownerId: users.outsider.id });
  return { org, outsiderOrg, users };
}

/** The single-use token of the newest invitation email to `email` (the local email adapter's outbox). */
export async function invitationTokenFromMailbox(email: string): Promise<string> {
  const mail = await serviceContext()
    .db.select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.toAddress, email))
    .all();
  const last = mail.sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!last) throw new Error(`no mail to ${email}`);
  return decodeURIComponent(last.textBody.match(/token=([^\s]+)/)![1]);
}
