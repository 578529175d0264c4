// The account settings page's forms: each posts an `intent`, parsed with its form's schema; each intent is one
// small function calling one service. A refusal comes back as the form's Conform reply.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/cloudflare";
import { type ZodType, z } from "zod";
import { changePassword, deleteAccount, revokeSession, signOutOtherSessions } from "~/.server/auth/accounts";
import { createApiToken, revokeApiToken } from "~/.server/auth/api-tokens";
import { clearSessionCookie } from "~/.server/auth/sessions";
import type { ActorContext } from "~/.server/platform/context";
import { formError } from "~/.server/remix/forms";
import type { AccountActionResult, AccountSettingsIntent } from "~/components/account/section-form";
import { AUTH_MESSAGES } from "~/lib/auth/constants";
import {
  AccountSettingsIntentSchema,
  ChangePasswordSchema,
  CreateApiTokenSchema,
  DeleteAccountSchema,
  RevokeApiTokenSchema,
  RevokeSessionSchema,
} from "~/lib/auth/schemas";

const SCHEMA_BY_INTENT = {
  "change-password": ChangePasswordSchema,
  "create-token": CreateApiTokenSchema,
  "revoke-token": RevokeApiTokenSchema,
  "revoke-session": RevokeSessionSchema,
  "sign-out-others": z.object({}),
  "delete-account": DeleteAccountSchema,
} satisfies Record<AccountSettingsIntent, ZodType>;

/** Passwords are never sent back into the form. */
const HIDDEN_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

type Done = Pick<AccountActionResult, "message" | "newToken"> | Response;
type Values<Intent extends AccountSettingsIntent> = z.output<(typeof SCHEMA_BY_INTENT)[Intent]>;

type IntentAction<Intent extends AccountSettingsIntent> = (ctx: ActorContext, value: Values<Intent>) => Promise<Done>;

const INTENT_ACTIONS: { [Intent in AccountSettingsIntent]: IntentAction<Intent> } = {
  "change-password": async (ctx, passwords) => {
    await changePassword(ctx, passwords);
    const tokens = passwords.keepApiTokens ? "" : " Your API tokens were revoked.";
    return { message: `Password changed. Your other devices were signed out.${tokens}` };
  },
  "create-token": async (ctx, { name }) => {
    const created = await createApiToken(ctx, name);
    return { message: `Token "${name}" created. Copy it now: it will not be shown again.`, newToken: created.token };
  },
  "revoke-token": async (ctx, { tokenId }) => {
    await revokeApiToken(ctx, tokenId);
    return { message: "Token revoked" };
  },
  "revoke-session": async (ctx, { sessionId }) => {
    await revokeSession(ctx, sessionId);
    return { message: "Session signed out" };
  },
  "sign-out-others": async (ctx) => {
    await signOutOtherSessions(ctx);
    return { message: "Signed out of all other devices" };
  },
  // The account is gone: the answer is the home page, signed out.
  "delete-account": async (ctx) => {
    await deleteAccount(ctx);
    return redirect("/", { headers: { "Set-Cookie": clearSessionCookie(ctx) } });
  },
};

export async function performAccountSettingsAction(ctx: ActorContext, formData: FormData) {
  const parsed = AccountSettingsIntentSchema.safeParse(formData.get("intent"));
  if (!parsed.success) return data({ error: "Unknown action" }, { status: 400 });
  const intent = parsed.data;
  const submission = parseWithZod(formData, { schema: SCHEMA_BY_INTENT[intent] as ZodType });
  if (submission.status !== "success")
    return data({ intent, result: submission.reply({ hideFields: HIDDEN_FIELDS }) } satisfies AccountActionResult, {
      status: 400,
    });
  const run = INTENT_ACTIONS[intent] as (ctx: ActorContext, value: unknown) => Promise<Done>;
  try {
    const done = await run(ctx, submission.value);
    if (done instanceof Response) return done;
    return data({ intent, result: submission.reply({ resetForm: true }), ...done } satisfies AccountActionResult);
  } catch (error) {
    const failed = formError(submission, error, HIDDEN_FIELDS);
    // A refused deletion is titled 'Account deletion failed' (002 §8.4), with the reason under it.
    const failure =
      intent === "delete-account" && failed.data.result.error?.[""]?.length
        ? AUTH_MESSAGES.accountDeletionFailed
        : undefined;
    return data({ intent, result: failed.data.result, failure } satisfies AccountActionResult, {
      status: failed.init?.status ?? 400,
      headers: failed.init?.headers,
    });
  }
}
