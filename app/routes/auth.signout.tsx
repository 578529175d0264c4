import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { signOut } from "~/.server/auth/accounts";
import { clearSessionCookie } from "~/.server/auth/sessions";
import { optionalActor } from "~/.server/remix/guards";
import { refusalOf } from "~/.server/remix/service-errors";
import { SignOutSchema } from "~/lib/auth/schemas";

// Sign out is a POST (a link could be triggered by another site); a GET just goes to sign-in.
export async function loader() {
  return redirect("/auth/signin");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignOutSchema });
  const scope = submission.status === "success" ? submission.value.scope : "this";
  const ctx = await optionalActor(context);
  if (ctx) {
    try {
      await signOut(ctx, scope);
    } catch (error) {
      // "Everywhere" refused by the policy: this browser is still signed out.
      refusalOf(error);
      await signOut(ctx, "this");
    }
  }
  return redirect("/auth/signin", { headers: { "Set-Cookie": clearSessionCookie(context.services.service) } });
}
