// What people sent through /dashboard/feedback, newest first, with their screenshot when they attached one.
import { useLocation } from "@remix-run/react";
import { Pager } from "~/components/ui/pager";
import { FEEDBACK_CATEGORY_LABELS, type FeedbackCategory } from "~/lib/feedback/constants";
import { formatDateTime } from "~/lib/platform/dates";
import { AdminSection, useAdminTimeZone, withParam } from "./admin-page";

type Feedback = {
  id: string;
  category: FeedbackCategory;
  message: string;
  pagePath: string | null;
  hasScreenshot: boolean;
  createdAt: number;
  email: string | null;
  fullName: string | null;
};

export function FeedbackPanel({
  feedback,
}: {
  feedback: { feedback: Feedback[]; page: number; limit: number; total: number };
}) {
  const { search } = useLocation();
  const timeZone = useAdminTimeZone();
  return (
    <AdminSection title="Feedback" id="feedback">
      {feedback.feedback.length ? (
        <ul className="flex flex-col gap-3">
          {feedback.feedback.map((item) => (
            <li key={item.id} className="rounded-lg border p-3">
              <p className="text-sm text-muted-foreground">
                {FEEDBACK_CATEGORY_LABELS[item.category]} · {item.fullName || item.email || "Deleted account"} ·{" "}
                {formatDateTime(item.createdAt, timeZone)}
                {item.pagePath ? ` · from ${item.pagePath}` : ""}
              </p>
              <p className="whitespace-pre-wrap">{item.message}</p>
              {item.hasScreenshot ? (
                <a className="text-sm underline" href={`/resources/feedback-screenshot/${item.id}`}>
                  Open the screenshot
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">No feedback yet.</p>
      )}
      <Pager
        label="Pages of feedback"
        page={feedback.page}
        totalPages={Math.ceil(feedback.total / feedback.limit)}
        summary={`${feedback.total} messages`}
        hrefFor={(target) => `${withParam(search, "feedbackPage", target)}#feedback`}
      />
    </AdminSection>
  );
}
