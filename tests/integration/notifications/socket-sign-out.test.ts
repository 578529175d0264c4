// Issue 8, defect 11: a session that ends (sign-out, revocation, password change or reset, account deletion)
// closes its live sockets, and one user can't hold an unbounded number of them open on their NotificationHub.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  changePassword,
  deleteAccount,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  signOut,
  signOutOtherSessions,
} from "../../../app/.server/auth/accounts";
import { createSession } from "../../../app/.server/auth/sessions";
import { resetDemoForVisitor } from "../../../app/.server/demo/session";
import { notificationHub } from "../../../app/.server/notifications/hub";
import type { ActorContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import {
  REALTIME_CLOSE,
  REALTIME_MAX_SOCKETS_PER_SESSION,
  REALTIME_MAX_SOCKETS_PER_USER,
  REALTIME_PATHS,
  REALTIME_SESSION_HEADER,
  type ServerMessage,
} from "../../../app/lib/notifications/realtime";
import {
  actorContext,
  callWorker,
  createUser,
  demoBoard,
  serviceContext,
  TEST_ORIGIN,
  type TestUser,
  tokenFromMailbox,
} from "../../helpers/factories";
import { type Closed, openTestSocket } from "../../helpers/sockets";

/** A browser session of the user: its sessions row id and its cookie. */
async function browserSession(user: Pick<TestUser, "id">) {
  const { sessionId, cookie } = await createSession(serviceContext(), user.id);
  return { sessionId, cookie: cookie.split(";")[0] };
}

/** An open socket of the session's user on their NotificationHub. */
async function openSocket(cookie: string, extraHeaders: Record<string, string> = {}) {
  const headers = new Headers({ Cookie: cookie, Origin: TEST_ORIGIN, ...extraHeaders });
  return openTestSocket<ServerMessage>(REALTIME_PATHS.notifications, headers);
}

type OpenSocket = Awaited<ReturnType<typeof openSocket>>;

/** The sockets the hub still delivers to: a publish answers how many got it, and each one's last frame is it. */
async function deliveredTo(user: TestUser, unread: number): Promise<number> {
  return notificationHub(env, user.id).publish({ type: "notifications.count", unread });
}

function signedInAs(ctx: ActorContext, sessionId: string): ActorContext {
  return { ...ctx, actor: { ...ctx.actor, via: "session", sessionId } };
}

const SIGNED_OUT: Closed = { ...REALTIME_CLOSE.signedOut };

describe("a session that ends closes its open sockets", () => {
  it("sign-out on this device closes this session's sockets and no other session's", async () => {
    const user = await createUser();
    const laptop = await browserSession(user);
    const phone = await browserSession(user);
    const laptopTabs = [await openSocket(laptop.cookie), await openSocket(laptop.cookie)];
    const phoneTab = await openSocket(phone.cookie);

    await signOut(signedInAs(await actorContext(user), laptop.sessionId), "this");
    for (const tab of laptopTabs) expect(await tab.whenClosed()).toEqual(SIGNED_OUT);
    expect(phoneTab.closed()).toBeNull();
    expect(await deliveredTo(user, 3)).toBe(1);
    expect(await phoneTab.frame(3)).toEqual({ type: "notifications.count", unread: 3 });
    expect(laptopTabs.flatMap((tab) => tab.frames)).not.toContainEqual({ type: "notifications.count", unread: 3 });
    phoneTab.socket.close(1000, "done");
  });

  it("signing out everywhere, deleting the account or resetting the password closes every socket", async () => {
    const cases: [string, (user: TestUser, current: string) => Promise<unknown>][] = [
      ["sign out everywhere", async (user, current) => signOut(signedInAs(await actorContext(user), current), "all")],
      ["delete account", async (user, current) => deleteAccount(signedInAs(await actorContext(user), current))],
      [
        "reset password",
        async (user) => {
          await requestPasswordReset(serviceContext(), user.email);
          await resetPassword(serviceContext(), await tokenFromMailbox(user.email), "a brand new password");
        },
      ],
    ];
    for (const [name, end] of cases) {
      const user = await createUser();
      const first = await browserSession(user);
      const second = await browserSession(user);
      const tabs: OpenSocket[] = [await openSocket(first.cookie), await openSocket(second.cookie)];
      await end(user, first.sessionId);
      for (const tab of tabs) expect(await tab.whenClosed(), name).toEqual(SIGNED_OUT);
      expect(await deliveredTo(user, 1), name).toBe(0);
    }
  });

  it("revoking a session, signing out other devices or changing the password keeps this session's socket", async () => {
    const cases: [string, (ctx: ActorContext, other: string) => Promise<unknown>][] = [
      ["revoke a session from settings", (ctx, other) => revokeSession(ctx, other)],
      ["sign out other devices", (ctx) => signOutOtherSessions(ctx)],
      [
        "change password",
        (ctx) =>
          changePassword(ctx, {
            currentPassword: "correct horse battery staple",
            newPassword: "a brand new password",
            confirmPassword: "a brand new password",
          }),
      ],
    ];
    for (const [name, end] of cases) {
      const user = await createUser();
      const current = await browserSession(user);
      const other = await browserSession(user);
      const mine = await openSocket(current.cookie);
      const theirs = await openSocket(other.cookie);
      await end(signedInAs(await actorContext(user), current.sessionId), other.sessionId);
      expect(await theirs.whenClosed(), name).toEqual(SIGNED_OUT);
      expect(mine.closed(), name).toBeNull();
      expect(await deliveredTo(user, 2), name).toBe(1);
      mine.socket.close(1000, "done");
    }
  });

  it("a socket belongs to the session that opened it, whatever session header the client sends", async () => {
    const user = await createUser();
    const victim = await browserSession(user);
    const forger = await browserSession(user);
    // Claims to be the other session, so that signing that one out would leave this socket open.
    const forged = await openSocket(forger.cookie, { [REALTIME_SESSION_HEADER]: victim.sessionId });
    await signOut(signedInAs(await actorContext(user), forger.sessionId), "this");
    expect(await forged.whenClosed()).toEqual(SIGNED_OUT);
  });

  it("a demo reset, which deletes the visitor's old director, closes that director's sockets", async () => {
    const { ctx, directorId } = await demoBoard();
    const session = await browserSession({ id: directorId });
    const tab = await openSocket(session.cookie);
    await resetDemoForVisitor(signedInAs(ctx, session.sessionId));
    expect(await tab.whenClosed()).toEqual(SIGNED_OUT);
  });

  it("a signed-out session can't open a new socket", async () => {
    const user = await createUser();
    const session = await browserSession(user);
    await signOut(signedInAs(await actorContext(user), session.sessionId), "this");
    const headers = new Headers({ Cookie: session.cookie, Origin: TEST_ORIGIN, Upgrade: "websocket" });
    expect((await callWorker(REALTIME_PATHS.notifications, { headers })).status).toBe(401);
    const remaining = await serviceContext().db.select().from(schema.sessions).all();
    expect(remaining.map((row) => row.id)).not.toContain(session.sessionId);
  });
});

describe("open sockets are capped per session and per user", () => {
  it("a session past its cap loses its oldest socket, closed with a reason", async () => {
    const user = await createUser();
    const { cookie } = await browserSession(user);
    const tabs: OpenSocket[] = [];
    for (let index = 0; index <= REALTIME_MAX_SOCKETS_PER_SESSION; index++) tabs.push(await openSocket(cookie));
    expect(await tabs[0].whenClosed()).toEqual({ ...REALTIME_CLOSE.tooManySockets });
    expect(tabs.slice(1).map((tab) => tab.closed())).toEqual(tabs.slice(1).map(() => null));
    expect(await deliveredTo(user, 1)).toBe(REALTIME_MAX_SOCKETS_PER_SESSION);
    for (const tab of tabs.slice(1)) tab.socket.close(1000, "done");
  });

  it("fifty sockets from one user leave at most the user's cap open, across sessions", async () => {
    const user = await createUser();
    const sessions = await Promise.all(Array.from({ length: 10 }, () => browserSession(user)));
    const tabs: OpenSocket[] = [];
    for (let index = 0; index < 50; index++) tabs.push(await openSocket(sessions[index % sessions.length].cookie));
    expect(await deliveredTo(user, 1)).toBe(REALTIME_MAX_SOCKETS_PER_USER);
    // The newest stay live: the person is looking at the tab they opened last.
    const open = tabs.filter((tab) => tab.closed() === null);
    expect(open.length).toBeLessThanOrEqual(REALTIME_MAX_SOCKETS_PER_USER);
    expect(open).toContain(tabs[49]);
    for (const tab of tabs.slice(0, 40)) expect(await tab.whenClosed()).toEqual({ ...REALTIME_CLOSE.tooManySockets });
    for (const tab of open) tab.socket.close(1000, "done");
  });
});
