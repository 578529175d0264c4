import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { demoLandingPath, startDemoSession } from "~/.server/demo/session";

// /demo, /?demo=true and /dashboard/...?demo=true while signed out: sign in to the demo board and
// land on the dashboard (the tour opens there when tour=true).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cookie } = await startDemoSession(context.services.service);
  return redirect(demoLandingPath(new URL(request.url)), { headers: { "Set-Cookie": cookie } });
}
