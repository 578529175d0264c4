// Notification preferences are the caller's own: nobody reads or changes another person's, by cookie or token,
// whatever their roles; an unsubscribe token names one person and one category only.
import { describe, expect, it } from "vitest";
import { deliveryProfile } from "../../../app/.server/notifications/preferences";
import { unsubscribeToken } from "../../../app/.server/notifications/unsubscribe";
import { unsubscribeByToken } from "../../../app/.server/notifications/unsubscribe-page";
import {
  addMember,
  bearerHeaders,
  callWorker,
  createOrganization,
  createUser,
  jsonHeaders,
  serviceContext,
} from "../../helpers/factories";

describe("notification preferences access", () => {
  it("an owner of the same organisation and a platform admin still change only their own preferences", async () => {
    const member = await createUser();
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    const organization = await createOrganization({ ownerId: owner.id });
    await addMember(organization.id, member.id, "member");
    for (const actor of [owner, admin]) {
      const response = await callWorker("/api/notifications/preferences", {
        method: "PUT",
        headers: await jsonHeaders(actor.id),
        body: JSON.stringify({ notification_frequency: "weekly", email_notifications: false }),
      });
      expect(response.status).toBe(200);
    }
    const theirs = await deliveryProfile(serviceContext(), member.id);
    expect(theirs?.chosen).toBe(false);
    expect(theirs?.preferences.emailNotifications).toBe(true);
    const read = await callWorker("/api/notifications/preferences", { headers: await bearerHeaders(member) });
    expect(((await read.json()) as { preferences: { email_notifications: boolean } }).preferences).toMatchObject({
      email_notifications: true,
      uses_organization_defaults: true,
    });
  });

  it("a path or body naming another user changes nothing of theirs", async () => {
    const me = await createUser();
    const other = await createUser();
    const response = await callWorker(`/api/notifications/preferences?user_id=${other.id}`, {
      method: "PUT",
      headers: await jsonHeaders(me.id),
      body: JSON.stringify({ user_id: other.id, notification_frequency: "weekly" }),
    });
    expect(response.status).toBe(400);
    expect((await deliveryProfile(serviceContext(), other.id))?.chosen).toBe(false);
  });

  it("an unsubscribe token can't be replayed for another person or category", async () => {
    const me = await createUser();
    const other = await createUser();
    const ctx = serviceContext();
    const mine = await unsubscribeToken(ctx.config, me.id, "system");
    const [, , signature] = mine.split(".");
    expect(await unsubscribeByToken(ctx, `${other.id}.system.${signature}`)).toBeNull();
    expect(await unsubscribeByToken(ctx, `${me.id}.security.${signature}`)).toBeNull();
    expect((await deliveryProfile(ctx, other.id))?.chosen).toBe(false);
  });
});
