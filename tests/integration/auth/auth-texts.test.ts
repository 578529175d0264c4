// The spec's auth texts (002 §8.4, 001 §8): a failure title with the reason the service gives.
// The pages put the title above the reason (Remix does not load in this pool: the Playwright
// fixtures in tests/fixtures/auth-flows.ts check the rendered page).
import { describe, expect, it } from "vitest";
import { deleteAccount, signIn } from "../../../app/.server/auth/accounts";
import { AUTH_MESSAGES, accountLockedMessage } from "../../../app/lib/auth/constants";
import { actorContext, addMember, createOrganization, createUser, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

describe("auth failure texts", () => {
  it("are the spec's titles", () => {
    expect(AUTH_MESSAGES.signInFailed).toBe("Sign in failed");
    expect(AUTH_MESSAGES.signUpFailed).toBe("Sign up failed");
    expect(AUTH_MESSAGES.accountDeletionFailed).toBe("Account deletion failed");
    expect(accountLockedMessage(5)).toBe("Account locked. Try again in 5 minutes.");
  });

  it(
    "sign-in gives the explanation 'Invalid email or password.' for a wrong password and " +
      "for an unknown email alike",
    async () => {
      const user = await createUser();
      const wrong = await rejection(
        signIn(serviceContext(), { email: user.email, password: "not it", redirectTo: undefined }),
      );
      const unknown = await rejection(
        signIn(serviceContext(), {
          email: `nobody-${crypto.randomUUID()}@example.test`,
          password: "not it",
          redirectTo: undefined,
        }),
      );
      for (const refusal of [wrong, unknown]) {
        expect(refusal.status).toBe(401);
        expect(refusal.message).toBe(AUTH_MESSAGES.invalidCredentials);
        expect(refusal.fieldErrors).toBeUndefined();
      }
    },
  );

  it("account deletion refusals carry their reason", async () => {
    const user = await createUser();
    const org = await createOrganization({ ownerId: user.id, name: "Held Board" });
    await addMember(org.id, (await createUser()).id, "admin");
    const refused = await rejection(deleteAccount(await actorContext(user)));
    expect(refused.message).toBe("Transfer ownership of Held Board before deleting your account.");
  });
});
