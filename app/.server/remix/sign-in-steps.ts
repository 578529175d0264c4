// Where a sign-in step sends the browser: the next step's page (with the pending cookie) or the page asked for
// (with the session cookie, the pending cookie cleared).
import { redirect } from "@remix-run/cloudflare";
import { clearPendingSignInCookie } from "../auth/pending-sign-in";
import type { SignInOutcome } from "../auth/sign-in-steps";

export const SIGN_IN_STEP_PATHS = { two_factor: "/auth/two-factor", new_password: "/auth/new-password" } as const;

export function signInStepResponse(outcome: SignInOutcome): ReturnType<typeof redirect> {
  const headers = new Headers();
  if (outcome.next === "session") {
    headers.append("Set-Cookie", outcome.cookie);
    headers.append("Set-Cookie", clearPendingSignInCookie());
    return redirect(outcome.redirectTo ?? "/dashboard", { headers });
  }
  headers.append("Set-Cookie", outcome.cookie);
  return redirect(SIGN_IN_STEP_PATHS[outcome.next], { headers });
}
