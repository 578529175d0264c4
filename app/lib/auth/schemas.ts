// One zod schema per form, shared by Conform in the browser and by the action or API on the server.

import { checkbox } from "../platform/checkbox";
import { sameSitePath } from "../platform/redirects";
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Invalid email format"))
  .transform((value) => value.toLowerCase());

export const newPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const SignInSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
  redirectTo: sameSitePath,
});

export const fullName = singleLine(
  z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(100, "Full name must be less than 100 characters"),
);

export const SignUpSchema = z
  .object({
    fullName,
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }),
    redirectTo: sameSitePath,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(PASSWORD_MAX_LENGTH),
    newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }),
    // A changed password revokes the API tokens unless the person asks to keep them (a leaked token is
    // often why the password changes).
    keepApiTokens: checkbox,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const DeleteAccountSchema = z.object({
  confirmation: z
    .string({ error: AUTH_MESSAGES.deleteConfirmation })
    .refine((value) => value === "DELETE", AUTH_MESSAGES.deleteConfirmation),
});

export const SignOutSchema = z.object({ scope: z.enum(["this", "all"]).default("this") });

export const CreateApiTokenSchema = z.object({
  name: singleLine(
    z
      .string({ error: "Token name is required" })
      .trim()
      .min(1, "Token name is required")
      .max(60, "Token name must be at most 60 characters"),
  ),
});

export const RevokeApiTokenSchema = z.object({ tokenId: z.string().uuid("Invalid token id") });

export const RevokeSessionSchema = z.object({ sessionId: z.string().min(1).max(100) });

/** The settings page holds several forms; each posts an `intent` naming its schema (CONVENTIONS habit 8). */
export const ACCOUNT_SETTINGS_INTENTS = [
  "change-password",
  "create-token",
  "revoke-token",
  "revoke-session",
  "sign-out-others",
  "delete-account",
] as const;
export const AccountSettingsIntentSchema = z.enum(ACCOUNT_SETTINGS_INTENTS, { error: "Unknown action" });
