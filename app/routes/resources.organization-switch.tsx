import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/cloudflare";
import { setCurrentOrganization } from "~/.server/organizations/organizations";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { SwitchOrganizationSchema } from "~/lib/shell/schemas";

// The organisation switcher's POST (works without JavaScript): persist the choice, go back.
// No loader: a GET answers 405. A loader that redirected a GET somewhere would also run when Remix
// revalidates while a form posts here, and send the visitor there mid-submit (docs/decisions/017).
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: SwitchOrganizationSchema });
  if (submission.status !== "success") return data({ ok: false, errors: submission.error }, { status: 400 });
  await orErrorPage(() => setCurrentOrganization(ctx, submission.value.organizationId));
  return redirect(submission.value.redirectTo ?? "/dashboard");
}
