// The organisations' password policies (001 §3 passwordPolicy), checked the same way in every place a password is
// chosen: the strictest rule of all the user's organisations wins, and a refusal names the rule. Isomorphic.
import type { ComplianceSettings } from "../organizations/settings";
import { PASSWORD_MIN_LENGTH } from "./constants";

export type PasswordPolicy = ComplianceSettings["passwordPolicy"];
export type NamedPasswordPolicy = { organizationName: string; policy: PasswordPolicy };

const RULES: { applies: (p: PasswordPolicy) => boolean; test: (password: string) => boolean; rule: string }[] = [
  { applies: (p) => p.requireUppercase, test: (pw) => /\p{Lu}/u.test(pw), rule: "an upper-case letter" },
  { applies: (p) => p.requireNumbers, test: (pw) => /\p{Nd}/u.test(pw), rule: "a number" },
  {
    applies: (p) => p.requireSpecialChars,
    test: (pw) => /[^\p{L}\p{Nd}\s]/u.test(pw),
    rule: "a special character (such as ! ? # or %)",
  },
];

/** The first rule `password` breaks, as a sentence naming it and the organisation that asks for it; else null. */
export function passwordPolicyViolation(password: string, policies: readonly NamedPasswordPolicy[]): string | null {
  for (const { organizationName, policy } of policies) {
    const minLength = Math.max(policy.minLength, PASSWORD_MIN_LENGTH);
    if ([...password].length < minLength)
      return `Password must be at least ${minLength} characters (${organizationName}'s password policy).`;
    for (const { applies, test, rule } of RULES) {
      if (applies(policy) && !test(password))
        return `Password must contain ${rule} (${organizationName}'s password policy).`;
    }
  }
  return null;
}

/** The shortest expiry (in days) among the policies that set one; null when passwords never expire. */
export function strictestExpiryDays(policies: readonly NamedPasswordPolicy[]): number | null {
  const days = policies.map(({ policy }) => policy.expirationDays).filter((d) => d > 0);
  return days.length ? Math.min(...days) : null;
}

export function passwordExpired(changedAt: number, expiryDays: number | null, now = Date.now()): boolean {
  return expiryDays !== null && now - changedAt > expiryDays * 24 * 60 * 60 * 1000;
}
