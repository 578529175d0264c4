// A person without an account accepts an invitation: the account (with the password they chose, held to the
// joining organisation's password policy), its membership and its session, in one step. The emailed link proves
// the address, as a sign-up confirmation would.
import { INVITATION_MESSAGES } from "../../lib/organizations/constants";
import { INVITATION_SIGN_UP_MESSAGES, type InvitationSignUp } from "../../lib/organizations/invitation-sign-up";
import { findUserByEmail } from "../auth/accounts";
import { digestSecret } from "../auth/crypto";
import { hashPassword } from "../auth/password";
import { assertPasswordMeetsPolicies } from "../auth/password-rules";
import { createSession } from "../auth/sessions";
import { auditInsertWhen } from "../platform/audit";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { insertRowWhen } from "../platform/db/insert-when";
import { ServiceError } from "../platform/errors";
import { claimInvitation, findInvitation } from "./invitations";

const { users, userPreferences } = schema;

/**
 * Creates the invited person's account and joins the organisation, then signs them in. Nothing is written unless
 * the invitation is claimed in the same batch: a replayed link, a full organisation or a second tab leaves no
 * account behind. An address that already has an account is refused (it signs in to accept).
 */
export async function joinWithNewAccount(
  ctx: ServiceContext,
  input: InvitationSignUp,
): Promise<{ slug: string; cookie: string }> {
  const tokenHash = await digestSecret(input.token, ctx.config.AUTH_SECRET);
  const { row, lookup } = await findInvitation(ctx, tokenHash);
  if (lookup.state !== "valid" || !row)
    throw new ServiceError(
      lookup.state === "not_found" ? 404 : 409,
      lookup.state === "valid" ? INVITATION_MESSAGES.notFound : lookup.message,
    );
  const { email, organizationId } = row.invitation;
  const taken = () => new ServiceError(409, INVITATION_SIGN_UP_MESSAGES.accountExists(email));
  if (await findUserByEmail(ctx, email)) throw taken();
  await assertPasswordMeetsPolicies(ctx, null, input.password, "password", organizationId);
  const userId = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  try {
    const joined = await claimInvitation(ctx, { row, tokenHash }, { id: userId, name: input.fullName }, (claimable) => [
      insertRowWhen(
        ctx.db,
        users,
        {
          id: userId,
          email,
          fullName: input.fullName,
          passwordHash,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        },
        claimable,
      ),
      insertRowWhen(ctx.db, userPreferences, { userId, updatedAt: now }, claimable),
      auditInsertWhen(
        ctx,
        { userId, action: "auth.sign_up", entityType: "user", entityId: userId, changes: { via: "invitation" } },
        claimable,
      ),
    ]);
    const { cookie } = await createSession(ctx, userId);
    return { slug: joined.slug, cookie };
  } catch (error) {
    // The same address signed up (or accepted) in another tab at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
