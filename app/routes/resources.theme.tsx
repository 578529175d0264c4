import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/cloudflare";
import { optionalActor } from "~/.server/remix/guards";
import { setThemePreference } from "~/.server/shell/preferences";
import { ThemeSchema } from "~/lib/shell/schemas";
import { themeCookie } from "~/lib/shell/theme";

// POST only: sets the theme cookie (so the server renders the right class, no flash) and, when
// signed in, saves the preference. A form with redirectTo (no JavaScript) is sent back to its page;
// the fetcher (JavaScript) gets JSON.
// No loader: a GET answers 405. A loader that redirected a GET somewhere would also run when Remix
// revalidates while a form posts here, and send the visitor there mid-submit (docs/decisions/017).
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ThemeSchema });
  if (submission.status !== "success") return data({ ok: false, errors: submission.error }, { status: 400 });
  const { theme, redirectTo } = submission.value;
  const ctx = await optionalActor(context);
  if (ctx) await setThemePreference(ctx, theme);
  const headers = { "Set-Cookie": themeCookie(theme) };
  if (redirectTo) return redirect(redirectTo, { headers });
  return data({ ok: true, theme }, { headers });
}
