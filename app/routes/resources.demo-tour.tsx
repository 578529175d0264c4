import { type ActionFunctionArgs, data, replace } from "@remix-run/cloudflare";
import { updateTour } from "~/.server/demo/tour";
import { optionalActor, requireActor } from "~/.server/remix/guards";
import { refusalJson } from "~/.server/remix/service-errors";
import { DEMO_MESSAGES } from "~/lib/demo/constants";
import { TourActionSchema } from "~/lib/demo/schemas";

// Every tour control is a POST here (JavaScript or not); the answer sets the tour cookie and goes back.
// No loader: a GET answers 405. A loader that redirected a GET somewhere would also run when Remix
// revalidates while a form posts here, and send the visitor there mid-submit (docs/decisions/017).
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const viaFetcher = formData.get("via") === "fetcher";
  // A fetcher's control that reaches the server after Exit Demo ended the session (sent late on a slow link, or
  // while its route was still loading) is answered in place too: a redirect to sign-in would undo the Exit.
  const ctx = viaFetcher ? await optionalActor(context) : await requireActor(request, context);
  if (!ctx) return data({ ok: false }, { status: 401 });
  const parsed = TourActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return Response.json({ error: DEMO_MESSAGES.invalidTourAction }, { status: 400 });
  try {
    const { intent, step, explored } = parsed.data;
    const cookie = updateTour(request, ctx, intent, step, explored);
    // With JavaScript (a fetcher marks itself) answer in place: a fetcher's redirect would navigate, and
    // could land after a later navigation (e.g. Exit Demo) and undo it. Without JavaScript, go back.
    if (viaFetcher) return data({ ok: true }, { headers: { "Set-Cookie": cookie } });
    return replace(parsed.data.redirectTo, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    return refusalJson(error);
  }
}
