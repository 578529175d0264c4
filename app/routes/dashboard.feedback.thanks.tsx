import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { requireActor } from "~/.server/remix/guards";
import { FEEDBACK_MESSAGES } from "~/lib/feedback/constants";

export const meta: MetaFunction = () => [{ title: "Thank you · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireActor(request, context);
  return null;
}

export default function FeedbackThanksPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">Thank you</h1>
      <p role="status">{FEEDBACK_MESSAGES.thanks}</p>
      <p className="flex gap-4">
        <Link to="/dashboard" className="underline">
          Back to the dashboard
        </Link>
        <Link to="/dashboard/feedback" className="underline">
          Send more feedback
        </Link>
      </p>
    </div>
  );
}
