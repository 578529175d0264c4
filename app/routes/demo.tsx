import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { startDemoSession } from "~/.server/demo/session";

// /demo and /?demo=true: sign in to the demo board and land on the dashboard (with the tour if asked).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { cookie } = await startDemoSession(context.services.service);
  const target = url.searchParams.get("tour") === "true" ? "/dashboard?demo=true&tour=true" : "/dashboard?demo=true";
  return redirect(target, { headers: { "Set-Cookie": cookie } });
}
