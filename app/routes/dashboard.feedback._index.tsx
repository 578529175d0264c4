import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { submitFeedback } from "~/.server/feedback/feedback";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import * as feedbackForm from "~/components/feedback/feedback-form";
import { LazySection, lazyOnClient } from "~/components/lazy-on-client";
import { FeedbackSchema } from "~/lib/feedback/schemas";
import { isSameSitePath } from "~/lib/platform/redirects";

export const meta: MetaFunction = () => [{ title: "Feedback · BoardRoom" }];

// The form and the form kit bring their code after the page's (decisions 037, 051); the server renders it in full.
const FeedbackForm = lazyOnClient(import.meta.env.SSR && feedbackForm.FeedbackForm, () =>
  import("~/components/feedback/feedback-form").then((m) => m.FeedbackForm),
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireActor(request, context);
  // The page the shell's link was clicked on; only a path on this site is kept.
  const from = new URL(request.url).searchParams.get("from");
  return { from: from && isSameSitePath(from) ? from : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: FeedbackSchema });
  if (submission.status !== "success") return invalidSubmission(submission, ["screenshot"]);
  try {
    await submitFeedback(ctx, submission.value);
  } catch (error) {
    return formError(submission, error, ["screenshot"]);
  }
  return redirect("/dashboard/feedback/thanks");
}

export default function FeedbackPage() {
  const { from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Feedback</h1>
        <p className="text-muted-foreground">
          Tell the BoardRoom team what works, what doesn't and what you'd like. Administrators read every message.
        </p>
      </header>
      <LazySection>
        <FeedbackForm from={from} lastResult={actionData?.result} />
      </LazySection>
    </div>
  );
}
