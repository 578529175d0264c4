import { Hono } from "hono";
import { deleteAccount } from "../../app/.server/auth/accounts";
import { clearSessionCookie } from "../../app/.server/auth/sessions";
import { DeleteAccountSchema } from "../../app/lib/auth/schemas";
import type { ApiEnv } from "../types";
import { validate } from "./validate";

export const userRouter = new Hono<ApiEnv>();

/**
 * 001 §7 / 002 §7.4: DELETE /api/user/delete-account with `{ confirmation: "DELETE" }`; the same rules as the
 * settings page.
 */
userRouter.delete("/delete-account", validate("json", DeleteAccountSchema), async (c) => {
  await deleteAccount(c.var.ctx);
  c.header("Set-Cookie", clearSessionCookie(c.var.ctx));
  return c.json({ ok: true });
});
