import { redirect, replace, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateTour } from "~/.server/demo/tour";
import { ServiceError } from "~/.server/errors";
import { requireActor } from "~/.server/guards";
import { DEMO_MESSAGES } from "~/lib/constants";
import { TourActionSchema } from "~/lib/schemas/demo";

// Every tour control is a POST here (JavaScript or not); the answer sets the tour cookie and goes back.
export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const parsed = TourActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return Response.json({ error: DEMO_MESSAGES.invalidTourAction }, { status: 400 });
  try {
    const cookie = updateTour(request, ctx, parsed.data.intent, parsed.data.step);
    // replace(): with JavaScript the fetcher's redirect does not add a history entry per step.
    return replace(parsed.data.redirectTo, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof ServiceError) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
}
