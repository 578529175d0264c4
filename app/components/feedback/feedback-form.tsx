// The feedback form: a category, a message and an optional screenshot, posted to /dashboard/feedback (works without
// JavaScript). The page loads this module after its own code (decision 051); the server renders it in full.
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, SelectField, TextareaField, useIsPending, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS } from "~/lib/feedback/constants";
import { feedbackForm } from "~/lib/forms/generated/feedback";
import { IMAGE_FILE_TYPES } from "~/lib/platform/file-types";

export function FeedbackForm({ from, lastResult }: { from: string | null; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(feedbackForm, {
    id: "feedback",
    lastResult,
    defaultValue: { from: from ?? undefined },
  });
  const pending = useIsPending();
  // Listed on render: a top-level call would keep this module in the page's first load (decision 037).
  const categoryOptions = FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }));
  const accept = IMAGE_FILE_TYPES.map((type) => `image/${type}`).join(",");
  return (
    <Card>
      <CardContent className="pt-6">
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name={fields.from.name} value={from ?? ""} />
          <SelectField
            label="What is it about?"
            field={fields.category}
            options={categoryOptions}
            placeholder="Choose one"
          />
          <TextareaField label="Your message" field={fields.message} rows={6} />
          <Field
            label="Screenshot (optional)"
            type="file"
            field={fields.screenshot}
            hint="A PNG, JPEG, GIF or WebP image of at most 5 MB."
            inputProps={{ accept }}
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
  );
}
