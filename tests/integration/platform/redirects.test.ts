// The one same-site path rule behind every redirect target taken from a request.
import { describe, expect, it } from "vitest";
import { demoLandingPath } from "../../../app/.server/demo/session";
import { SignInSchema, SignUpSchema } from "../../../app/lib/auth/schemas";
import { isSameSitePath, sameSitePath } from "../../../app/lib/platform/redirects";
import { TEST_ORIGIN } from "../../helpers/factories";

// Each of these is resolved by some browser to another site (or hides such a path behind encoding).
const OFF_SITE = [
  "//evil.com",
  "///evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "/%5Cevil.com",
  "/%5cevil.com",
  "/%255Cevil.com",
  "/%2F%2Fevil.com",
  "/%2f/evil.com",
  "/\tevil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "/%09/evil.com",
  "/\u0000/evil.com",
  "/\u007f/evil.com",
  "/..//evil.com",
  "/dashboard/..//evil.com",
  "/./\\evil.com",
  "/%2e%2e//evil.com",
  "/%",
  "https://evil.com",
  "http:/evil.com",
  "javascript:alert(1)",
  "evil.com",
  "",
  `/${"a".repeat(2001)}`,
];

const SAME_SITE = [
  "/dashboard",
  "/dashboard?x=1",
  "/dashboard/settings?tab=tokens#api",
  "/dashboard/search?q=a%2Fb",
  "/.well-known/security.txt",
  "/",
];

describe("same-site redirect targets", () => {
  it.each(OFF_SITE)("refuses %j", (target) => {
    expect(isSameSitePath(target)).toBe(false);
    expect(sameSitePath.parse(target)).toBeUndefined();
  });

  it.each(SAME_SITE)("keeps %j as it is", (target) => {
    expect(isSameSitePath(target)).toBe(true);
    expect(sameSitePath.parse(target)).toBe(target);
  });

  it("drops a bad target from the sign-in and sign-up forms and keeps a good one", () => {
    const signIn = { email: "a@example.test", password: "x" };
    expect(SignInSchema.parse({ ...signIn, redirectTo: "/\\evil.com" }).redirectTo).toBeUndefined();
    expect(SignInSchema.parse({ ...signIn, redirectTo: "/%5Cevil.com" }).redirectTo).toBeUndefined();
    expect(SignInSchema.parse({ ...signIn, redirectTo: "/dashboard?x=1" }).redirectTo).toBe("/dashboard?x=1");
    const signUp = { fullName: "A", email: "a@example.test", password: "long enough", confirmPassword: "long enough" };
    expect(SignUpSchema.parse({ ...signUp, redirectTo: "/..//evil.com" }).redirectTo).toBeUndefined();
    expect(SignUpSchema.parse({ ...signUp, redirectTo: "/dashboard?x=1" }).redirectTo).toBe("/dashboard?x=1");
  });

  it("keeps /demo on the dashboard: a dot-segment target falls back to /dashboard", () => {
    const landing = (redirectTo: string) =>
      demoLandingPath(new URL(`${TEST_ORIGIN}/demo?redirectTo=${encodeURIComponent(redirectTo)}`));
    expect(landing("/dashboard/..//evil.com")).toBe("/dashboard?demo=true");
    expect(landing("/dashboard/\\evil.com")).toBe("/dashboard?demo=true");
    expect(landing("/dashboard/settings?x=1")).toBe("/dashboard/settings?x=1&demo=true");
  });
});
