// The minutes tab's comments with their form (the form kit: it loads after the page, decision 037).
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, IntentInput, TextareaField, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { minutesCommentForm } from "~/lib/forms/generated/minutes-comment";
import { formatDateTime } from "~/lib/platform/dates";

export function Comments({
  comments,
  canComment,
  timeZone,
  lastResult,
}: {
  comments: { id: string; name: string | null; body: string; createdAt: number }[];
  canComment: boolean;
  timeZone: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(minutesCommentForm, { id: "minutes-comment", lastResult });
  if (comments.length === 0 && !canComment) return null;
  return (
    <section aria-labelledby="comments-title" className="flex flex-col gap-2">
      <h2 id="comments-title" className="text-lg font-semibold">
        Comments
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {comments.map((comment) => (
          <li key={comment.id} className="rounded-md border p-3">
            <p className="text-xs text-muted-foreground">
              {comment.name ?? "Former member"} · {formatDateTime(comment.createdAt, timeZone)}
            </p>
            <p className="whitespace-pre-line">{comment.body}</p>
          </li>
        ))}
      </ul>
      {canComment ? (
        <Form method="post" className="flex flex-col gap-2" {...getFormProps(form)}>
          <IntentInput intent="comment" />
          <TextareaField label="Your comment" field={fields.body} rows={3} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <div>
            <Button type="submit" variant="outline">
              Add comment
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
