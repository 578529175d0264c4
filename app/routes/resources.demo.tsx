import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { clearSessionCookie } from "~/.server/auth/sessions";
import { exitDemoSession, resetDemoForVisitor } from "~/.server/demo/session";
import { clearTourCookie } from "~/.server/demo/tour";
import { optionalActor, requireActor } from "~/.server/remix/guards";
import { refusalJson } from "~/.server/remix/service-errors";
import { DEMO_MESSAGES, DEMO_RESET_PARAM } from "~/lib/demo/constants";
import { DemoActionSchema } from "~/lib/demo/schemas";

// "Exit Demo & Sign In" and "Reset demo data": POST only (a link could be triggered by another site).
// No loader: a GET answers 405. A loader that redirected a GET somewhere would also run when Remix
// revalidates while a form posts here, and send the visitor there mid-submit (docs/decisions/017).
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = DemoActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return Response.json({ error: DEMO_MESSAGES.invalidDemoAction }, { status: 400 });
  try {
    if (parsed.data.intent === "exit") {
      // Exit clears the demo flags and goes to / (002 §2.6), even when the session already ended.
      const ctx = await optionalActor(context);
      if (ctx) await exitDemoSession(ctx);
      const headers = new Headers();
      headers.append("Set-Cookie", clearSessionCookie(context.services.service));
      headers.append("Set-Cookie", clearTourCookie());
      return redirect("/", { headers });
    }
    const ctx = await requireActor(request, context);
    const { cookie } = await resetDemoForVisitor(ctx);
    return redirect(`/dashboard?demo=true&${DEMO_RESET_PARAM}=done`, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    return refusalJson(error);
  }
}
