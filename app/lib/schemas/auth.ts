// One zod schema per form, shared by Conform in the browser and by the action or API on the server.
import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Invalid email format"))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const SAME_SITE_BASE = "https://same-site.invalid";
const REDIRECT_MAX_LENGTH = 2000;
const MAX_DECODING_ROUNDS = 3;
// Browsers drop tabs and newlines from a URL and read a backslash as "/", so "/\evil.com" or
// "/<tab>/evil.com" become "//evil.com": another site.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

function isPlainAbsolutePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && !CONTROL_CHARACTERS.test(path) && !DOT_SEGMENT.test(path);
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The one rule for redirect targets taken from a request (sign-in, sign-up, shell forms, demo):
 * a path on this site, such as "/dashboard?x=1". Refuses anything a browser could resolve to
 * another origin: "//host", backslashes, control characters, dot segments ("/..//host"), and the
 * same tricks behind percent-encoding ("/%5Chost"): the path is checked again after each decoding.
 */
export function isSameSitePath(value: string): boolean {
  if (value.length === 0 || value.length > REDIRECT_MAX_LENGTH || CONTROL_CHARACTERS.test(value)) return false;
  let path = value.split(/[?#]/, 1)[0];
  for (let round = 0; ; round++) {
    if (!isPlainAbsolutePath(path)) return false;
    const decoded = safeDecode(path);
    if (decoded === path) break;
    if (decoded === null || round === MAX_DECODING_ROUNDS) return false;
    path = decoded;
  }
  const resolved = new URL(value, SAME_SITE_BASE);
  return resolved.origin === SAME_SITE_BASE && !resolved.pathname.startsWith("//");
}

/** An optional redirect target: kept when it is a same-site path, dropped (undefined) otherwise. */
export const sameSitePath = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && isSameSitePath(value) ? value : undefined));

export const SignInSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
  redirectTo: sameSitePath,
});

export const SignUpSchema = z
  .object({
    fullName: z.string({ error: "Full name is required" }).trim().min(1, "Full name is required").max(100, "Full name must be less than 100 characters"),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }),
    redirectTo: sameSitePath,
  })
  .refine((value) => value.password === value.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }),
  })
  .refine((value) => value.password === value.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(PASSWORD_MAX_LENGTH),
    newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const DeleteAccountSchema = z.object({
  confirmation: z.string({ error: AUTH_MESSAGES.deleteConfirmation }).refine((value) => value === "DELETE", AUTH_MESSAGES.deleteConfirmation),
});

export const SignOutSchema = z.object({ scope: z.enum(["this", "all"]).default("this") });

export const CreateApiTokenSchema = z.object({
  name: z.string({ error: "Token name is required" }).trim().min(1, "Token name is required").max(60, "Token name must be at most 60 characters"),
});

export const RevokeApiTokenSchema = z.object({ tokenId: z.string().uuid("Invalid token id") });

export const UpdateProfileSchema = z.object({
  fullName: z.string({ error: "Full name is required" }).trim().min(1, "Full name is required").max(100, "Full name must be less than 100 characters"),
});

export const RevokeSessionSchema = z.object({ sessionId: z.string().min(1).max(100) });

/** The settings page holds several forms; each posts an `intent` naming its schema (CONVENTIONS habit 8). */
export const ACCOUNT_SETTINGS_INTENTS = [
  "update-profile",
  "change-password",
  "create-token",
  "revoke-token",
  "revoke-session",
  "sign-out-others",
  "delete-account",
] as const;
export const AccountSettingsIntentSchema = z.enum(ACCOUNT_SETTINGS_INTENTS, { error: "Unknown action" });
