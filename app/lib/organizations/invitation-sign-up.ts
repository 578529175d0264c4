// Accepting an invitation without an account (issue 13): the invitation's link proves the address, so the new
// person chooses a full name and a password on the invitation page and is signed in (no confirmation email).
import { fullName, newPassword } from "../auth/schemas";
import { z } from "../platform/zod";

export const InvitationSignUpSchema = z
  .object({
    token: z.string().min(1).max(200),
    fullName,
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type InvitationSignUp = z.output<typeof InvitationSignUpSchema>;

export const INVITATION_SIGN_UP_MESSAGES = {
  /** An account already uses the invited address: it signs in and accepts as usual. */
  accountExists: (email: string) => `An account with ${email} already exists. Sign in to accept the invitation.`,
};
