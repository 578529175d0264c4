import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { requirePlatformAdmin } from "~/.server/admin/guard";
import { requireActor } from "~/.server/remix/guards";
import { orErrorPage } from "~/.server/remix/service-errors";

// /admin opens the dashboard; anyone else than a platform admin gets the 404 (checked here too: loaders run in
// parallel with the layout's).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  await orErrorPage(() => requirePlatformAdmin(ctx));
  return redirect("/admin/dashboard");
}
