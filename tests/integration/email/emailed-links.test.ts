// Emailed links start at the configured public address (APP_URL), never at the request's Host header: a request
// sent with `Host: evil.example` must not put that host in a reset or invitation link (issue 8, defect 8).

import { env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestPasswordReset } from "../../../app/.server/auth/accounts";
import { inviteMembers } from "../../../app/.server/organizations/invitations";
import { schema } from "../../../app/.server/platform/db/client";
import { createRequestServices, withActor } from "../../../app/.server/platform/request-context";
import { actorContext, createRoleBoard, createUser, serviceContext } from "../../helpers/factories";

const fromEvilHost = () => createRequestServices(new Request("https://evil.example/auth/forgot-password"), env).service;

async function newestMailTo(address: string) {
  return serviceContext()
    .db.select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.toAddress, address))
    .orderBy(desc(schema.emailOutbox.createdAt))
    .get();
}

describe("emailed links", () => {
  it("a password reset link starts at APP_URL whatever Host the request named", async () => {
    const user = await createUser();
    await requestPasswordReset(fromEvilHost(), user.email);
    const mail = await newestMailTo(user.email);
    expect(mail?.textBody).toContain("https://boardroom.test/auth/reset-password?token=");
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain("evil.example");
  });

  it("an invitation link does too", async () => {
    const { org, users } = await createRoleBoard();
    const invitee = `invitee.${crypto.randomUUID()}@example.test`;
    const owner = await actorContext(users.owner);
    await inviteMembers(withActor(fromEvilHost(), { actor: owner.actor }), org.id, [
      { email: invitee, role: "member", expiresInHours: 72 },
    ]);
    const mail = await newestMailTo(invitee);
    expect(mail?.textBody).toContain("https://boardroom.test/invitations/accept?token=");
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain("evil.example");
  });
});
