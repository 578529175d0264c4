// The two-factor and security-policy forms' schemas, shared by Conform in the browser and the actions/API.
import { z } from "../platform/zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { TOTP_DIGITS, TWO_FACTOR_MESSAGES } from "./two-factor";

/** The sign-in's second step: a 6-digit code or a recovery code ("abcde-fghjk"). */
export const TwoFactorSignInSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
    .trim()
    .min(TOTP_DIGITS, TWO_FACTOR_MESSAGES.codeFormat)
    .max(40, TWO_FACTOR_MESSAGES.codeFormat),
});

/** Confirming a setup, turning two-factor off, new recovery codes: a current code from the app. */
export const TwoFactorCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.setupCodeFormat })
    .trim()
    .min(TOTP_DIGITS, TWO_FACTOR_MESSAGES.codeFormat)
    .max(40, TWO_FACTOR_MESSAGES.codeFormat),
});

/** A new password chosen at sign-in (forced or expired); the organisations' policies are checked on the server. */
export const NewPasswordSchema = z
  .object({
    password: z
      .string({ error: "Password is required" })
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string({ error: "Please confirm your password" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const TWO_FACTOR_INTENTS = ["start", "confirm", "disable", "regenerate"] as const;
export const TwoFactorIntentSchema = z.enum(TWO_FACTOR_INTENTS, { error: "Unknown action" });
