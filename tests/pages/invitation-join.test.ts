// Joining from an invitation makes a new account and signs in as it (issue 13): a signed-in visitor who posts the
// join form is refused (409) and no account is made, so nobody is switched out of their own session by a link.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inviteMembers } from "../../app/.server/organizations/invitations";
import { schema } from "../../app/.server/platform/db/client";
import {
  createRoleBoard,
  createUser,
  serviceContext,
  signedInHeaders,
  TEST_ORIGIN,
  tokenFromMailbox,
} from "../helpers/factories";
import { requestPage } from "./built-app";

const PASSWORD = "A long pass phrase 7!";

async function invitedToken(email: string) {
  const board = await createRoleBoard({ seats: ["owner"] });
  const result = await inviteMembers(board.ctx, board.org.id, [{ email, role: "member", expiresInHours: 72 }]);
  expect(result.sent).toHaveLength(1);
  return tokenFromMailbox(email);
}

const joinForm = (token: string) =>
  new URLSearchParams({
    intent: "join",
    token,
    fullName: "Nora Newcomer",
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });

const accountOf = (email: string) =>
  serviceContext().db.select().from(schema.users).where(eq(schema.users.email, email)).get();

describe("joining from an invitation", () => {
  it("refuses a signed-in visitor with 409 and makes no account; signed out, the same form joins", async () => {
    const email = `nora.${crypto.randomUUID().slice(0, 8)}@example.test`;
    const token = await invitedToken(email);
    const someoneElse = await createUser();
    const path = `/invitations/accept?token=${encodeURIComponent(token)}`;

    const refused = await requestPage(path, {
      method: "POST",
      headers: await signedInHeaders(someoneElse.id),
      body: joinForm(token),
    });
    expect(refused.status).toBe(409);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect(await refused.text()).toContain(`You are signed in as ${someoneElse.email}.`);
    expect(await accountOf(email)).toBeUndefined();

    const joined = await requestPage(path, {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: joinForm(token),
    });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    expect(await accountOf(email)).toMatchObject({ fullName: "Nora Newcomer" });
  });
});
