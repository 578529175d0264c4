import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { requireActor } from "~/.server/remix/guards";
import { setTimezonePreference } from "~/.server/shell/preferences";
import { TimezoneSchema } from "~/lib/shell/schemas";

// POST only, from the shell's fetcher: the browser's time zone for the user's preferences.
// No loader: a GET answers 405. A loader that redirected a GET somewhere would also run when Remix
// revalidates while a form posts here, and send the visitor there mid-submit (docs/decisions/017).
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: TimezoneSchema });
  if (submission.status !== "success") return data({ ok: false, errors: submission.error }, { status: 400 });
  await setTimezonePreference(ctx, submission.value.timezone);
  return data({ ok: true });
}
