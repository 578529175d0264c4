// Who may manage two-factor sign-in and sessions (issue 13, slice F): only the account itself, from a browser
// session, never a demo account; another account's session is not found; one organisation's policy holds back
// its own members only.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { revokeSession } from "../../../app/.server/auth/accounts";
import { disableTwoFactor, startTwoFactorSetup, twoFactorState } from "../../../app/.server/auth/two-factor";
import { schema } from "../../../app/.server/platform/db/client";
import { DEFAULT_COMPLIANCE_SETTINGS } from "../../../app/lib/organizations/settings";
import {
  actorContext,
  bearerHeaders,
  callWorker,
  createMemberWithRole,
  createUser,
  serviceContext,
  signedInHeaders,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

describe("managing two-factor sign-in", () => {
  it("needs a browser session: a bearer token is refused (403)", async () => {
    const user = await createUser();
    const viaToken = { ...(await actorContext(user)) };
    viaToken.actor = { ...viaToken.actor, via: "token" };
    expect((await rejection(startTwoFactorSetup(viaToken))).status).toBe(403);
  });

  it("is refused to a demo account", async () => {
    const demo = await createUser({ isDemo: true });
    expect((await rejection(startTwoFactorSetup(await actorContext(demo)))).status).toBe(403);
  });

  it("touches only the actor's own secret", async () => {
    const alice = await createUser();
    const bob = await createUser();
    await startTwoFactorSetup(await actorContext(alice));
    expect((await twoFactorState(await actorContext(bob))).setup).toBeNull();
    expect((await rejection(disableTwoFactor(await actorContext(bob), "123456"))).status).toBe(409);
  });
});

describe("sessions", () => {
  it("another account's session is not found (404) and stays", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    await signedInHeaders(stranger.id);
    const [row] = await serviceContext()
      .db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, stranger.id))
      .all();
    expect((await rejection(revokeSession(await actorContext(owner), row!.id))).status).toBe(404);
  });
});

describe("an organisation's security policy across organisations", () => {
  it("holds back its own members only, whatever their role, and over API tokens too", async () => {
    const restricted = await createMemberWithRole("owner");
    await serviceContext()
      .db.insert(schema.organizationSettings)
      .values({
        organizationId: restricted.org.id,
        complianceSettings: { ...DEFAULT_COMPLIANCE_SETTINGS, twoFactorRequired: true },
      });
    const outsider = await createMemberWithRole("owner");
    const owner = await callWorker(`/api/organizations?id=${restricted.org.id}`, {
      headers: await bearerHeaders(restricted.user),
    });
    expect(owner.status).toBe(403);
    const other = await callWorker(`/api/organizations?id=${outsider.org.id}`, {
      headers: await bearerHeaders(outsider.user),
    });
    expect(other.status).toBe(200);
    // The outsider asking for the restricted organisation still gets 404, not the policy's 403.
    const across = await callWorker(`/api/organizations?id=${restricted.org.id}`, {
      headers: await bearerHeaders(outsider.user),
    });
    expect(across.status).toBe(404);
  });
});
