// A limited form post (decision 018): the page's answer is 429 with Retry-After, the message for the form and what was
// typed, with or without JavaScript (the action's answer is the same). Remix's own `data()` does not load in workerd
// tests, so this checks the one mapping every action uses (refusalOf, retryAfterHeaders, refusalResponse).
import { describe, expect, it } from "vitest";
import { requestPasswordReset } from "../../../app/.server/auth/accounts";
import { refusalOf, refusalResponse, retryAfterHeaders } from "../../../app/.server/remix/service-errors";
import { RATE_LIMITS } from "../../../app/lib/platform/rate-limits";
import { performOrganizationPageAction } from "../../../app/routes/dashboard.organizations.$org/actions.server";
import { actorContext, createOrganization, createUser, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const fromClient = (ip: string) => ({ ...serviceContext(), meta: { ip, userAgent: "vitest" } });

describe("a rate-limited form post", () => {
  it("forgot password: 429 with Retry-After for the form and for an error page; another client goes on", async () => {
    const { limit, message } = RATE_LIMITS.passwordResetsPerClient;
    const client = fromClient("192.0.2.50");
    for (let request = 0; request < limit; request++)
      await requestPasswordReset(client, `someone.${request}@example.test`);
    const refusal = await rejection(requestPasswordReset(client, "typed.address@example.test"));
    // What formError answers: the status, the Retry-After header and the message above the form.
    const { status, message: shown, retryAfterSeconds } = refusalOf(refusal);
    expect(status).toBe(429);
    expect(shown).toMatch(new RegExp(`^${message} Try again in \\d+ minutes?\\.$`));
    const retryAfter = Number(retryAfterHeaders({ retryAfterSeconds })["Retry-After"]);
    expect(retryAfter).toBe(retryAfterSeconds);
    expect(retryAfter).toBeGreaterThan(0);
    // A loader's refusal (the error page) carries the header too.
    expect(refusalResponse(refusal).headers.get("Retry-After")).toBe(String(retryAfter));
    // Another client is not limited.
    await expect(requestPasswordReset(fromClient("192.0.2.51"), "typed.address@example.test")).resolves.toBeUndefined();
  });

  it("the invite form: the refusal carries the wait (answered as Retry-After) and the typed rows", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const ctx = await actorContext(owner);
    const email = `outsider.${crypto.randomUUID()}@example.test`;
    const inviteForm = () => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        intent: "invite",
        email,
        role: "viewer",
        personalMessage: "Join us",
        expiresInHours: "72",
      }))
        form.append(key, value);
      return form;
    };
    const revokeForm = (invitationId: string) => {
      const form = new FormData();
      form.append("intent", "revoke-invitation");
      form.append("invitationId", invitationId);
      return form;
    };
    for (let cycle = 0; cycle < RATE_LIMITS.invitationsPerAddress.limit; cycle++) {
      expect(await performOrganizationPageAction(ctx, org.id, inviteForm())).toMatchObject({ ok: true });
      const invitation = await ctx.db.query.organizationInvitations.findFirst({
        where: (row, { and, eq }) => and(eq(row.email, email), eq(row.status, "pending")),
      });
      expect(await performOrganizationPageAction(ctx, org.id, revokeForm(invitation!.id))).toMatchObject({ ok: true });
    }
    const limited = await performOrganizationPageAction(ctx, org.id, inviteForm());
    expect(limited).toMatchObject({ ok: false, status: 429, values: [{ email, personalMessage: "Join us" }] });
    expect(limited.ok ? 0 : limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.message).toMatch(/^Too many invitations were sent to this address\. Try again in 8 hours\.$/);
  });
});
