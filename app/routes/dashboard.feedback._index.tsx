import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { submitFeedback } from "~/.server/feedback/feedback";
import { formError, invalidSubmission } from "~/.server/remix/forms";
import { requireActor } from "~/.server/remix/guards";
import { ErrorList, Field, SelectField, TextareaField, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS } from "~/lib/feedback/constants";
import { FeedbackSchema } from "~/lib/feedback/schemas";
import { feedbackForm } from "~/lib/forms/generated/feedback";
import { IMAGE_FILE_TYPES } from "~/lib/platform/file-types";
import { isSameSitePath } from "~/lib/platform/redirects";

export const meta: MetaFunction = () => [{ title: "Feedback · BoardRoom" }];

const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }));
const ACCEPT = IMAGE_FILE_TYPES.map((type) => `image/${type}`).join(",");

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
  const [form, fields] = useSchemaForm(feedbackForm, {
    id: "feedback",
    lastResult: actionData?.result,
    defaultValue: { from: from ?? undefined },
  });
  const pending = useIsPending();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Feedback</h1>
        <p className="text-muted-foreground">
          Tell the BoardRoom team what works, what doesn't and what you'd like. Administrators read every message.
        </p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" {...getFormProps(form)}>
            <input type="hidden" name={fields.from.name} value={from ?? ""} />
            <SelectField
              label="What is it about?"
              field={fields.category}
              options={CATEGORY_OPTIONS}
              placeholder="Choose one"
            />
            <TextareaField label="Your message" field={fields.message} rows={6} />
            <Field
              label="Screenshot (optional)"
              type="file"
              field={fields.screenshot}
              hint="A PNG, JPEG, GIF or WebP image of at most 5 MB."
              inputProps={{ accept: ACCEPT }}
            />
            {from ? <p className="text-sm text-muted-foreground">Sent from {from}.</p> : null}
            <ErrorList id={form.errorId} errors={form.errors} />
            <div>
              <Button type="submit" disabled={pending}>
                {pending ? "Sending..." : "Send feedback"}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
