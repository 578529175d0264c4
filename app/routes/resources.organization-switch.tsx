import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/cloudflare";
import { setCurrentOrganization } from "~/.server/organizations/organizations";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";
import { SwitchOrganizationSchema } from "~/lib/shell/schemas";

export async function loader() {
  return redirect("/dashboard");
}

// The organisation switcher's POST (works without JavaScript): persist the choice, go back.
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: SwitchOrganizationSchema });
  if (submission.status !== "success") return data({ ok: false, errors: submission.error }, { status: 400 });
  await orErrorPage(() => setCurrentOrganization(ctx, submission.value.organizationId));
  return redirect(submission.value.redirectTo ?? "/dashboard");
}
